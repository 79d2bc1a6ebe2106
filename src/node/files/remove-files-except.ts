/**
 * Clearing a folder of what a build no longer makes: the files directly in it whose names are
 * not kept go. Used for the search index's parts and for the search texts of the query workers.
 */
import fs from 'fs';
import path from 'path';

/** Remove the files directly in `dir` whose name `keep` refuses, and say how many went (a missing folder holds none). */
export function removeFilesExcept(dir: string, keep: (name: string) => boolean): number {
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(dir))
    if (!keep(name)) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed += 1;
    }
  return removed;
}
