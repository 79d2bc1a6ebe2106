/** Writing test files under a temporary folder. */
import fs from 'node:fs';
import path from 'node:path';

/** Writes `text` to `rel` under `dir`, making the folders on the way; returns the full path. */
export function writeFileIn(dir: string, rel: string, text: string): string {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}
