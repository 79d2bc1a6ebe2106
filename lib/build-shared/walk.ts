/**
 * The one directory walker of the project: the build, the scripts and the tests list the files
 * (or folders) under a folder through it, never with a recursive `readdir` of their own
 * (tests/unit/repository/source-tree.test.ts holds that rule).
 *
 * Paths come back relative to the folder walked, with `/` between their parts, sorted (plain
 * string order, so a folder comes before what it holds). A folder that does not exist holds
 * nothing. Symbolic links are not followed, and a link is not a file.
 */
import fs from 'fs';
import path from 'path';

export interface WalkOptions {
  /**
   * Leave out a folder and everything in it: `rel` is its path relative to the folder walked
   * (`page-data`, `articles/tips`), `name` its own name.
   */
  skipFolder?: (rel: string, name: string) => boolean;
}

interface Found {
  files: string[];
  folders: string[];
}

function walk(root: string, options: WalkOptions): Found {
  const found: Found = { files: [], folders: [] };
  if (!fs.existsSync(root)) return found;
  const pending = [''];
  while (pending.length > 0) {
    const rel = pending.pop() as string;
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const entryRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (options.skipFolder?.(entryRel, entry.name)) continue;
        found.folders.push(entryRel);
        pending.push(entryRel);
      } else if (entry.isFile()) found.files.push(entryRel);
    }
  }
  found.files.sort();
  found.folders.sort();
  return found;
}

/** Every file under `root` (at any depth), relative to it, sorted. */
export function filesUnder(root: string, options: WalkOptions = {}): string[] {
  return walk(root, options).files;
}

/** Every folder under `root` (at any depth, `root` itself not included), relative to it, sorted. */
export function foldersUnder(root: string, options: WalkOptions = {}): string[] {
  return walk(root, options).folders;
}
