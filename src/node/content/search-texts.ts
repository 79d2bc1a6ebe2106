/**
 * What the search index keeps of each article body (its section headings and plain text), in
 * files under .cache/search-texts: Gatsby's query workers write one when they render a body,
 * and the index step in the main process reads them (src/node/write-search-index.ts).
 *
 * Files, not Gatsby's cache: that cache is one LMDB file shared with the plugins' caches
 * (remark's ASTs and HTML, the rendered bodies), and reading 50,000 values from it mapped most of
 * that file into the main process (0.9 GB resident at 50,000 articles). A file read leaves
 * nothing resident in the process.
 *
 * A file is the text of a MarkdownRemark node as the last build that rendered its body found it;
 * a body is rendered again whenever its node changes, so the file follows the node. The build
 * code's fingerprint is kept with it: a text from other build code is not used.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { removeFilesExcept } from '../files/remove-files-except';

export interface SearchTextFile {
  fingerprint: string;
  headings: string[];
  text: string;
}

const folder = (root: string): string => path.join(root, '.cache', 'search-texts');
const fileOf = (root: string, nodeId: string): string =>
  path.join(folder(root), `${crypto.createHash('md5').update(nodeId).digest('hex')}.json`);

/** Write the text of a node's body; two workers writing the same node leave one whole file. */
export function saveSearchText(root: string, nodeId: string, value: SearchTextFile): void {
  const file = fileOf(root, nodeId);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(value));
  fs.renameSync(partial, file);
}

/** The text of a node's body written by this build code, or null (none, unreadable, other code). */
export function readSearchText(
  root: string,
  nodeId: string,
  fingerprint: string,
): Omit<SearchTextFile, 'fingerprint'> | null {
  try {
    const value = JSON.parse(fs.readFileSync(fileOf(root, nodeId), 'utf8')) as SearchTextFile;
    return value.fingerprint === fingerprint ? { headings: value.headings, text: value.text } : null;
  } catch {
    return null;
  }
}

/** Remove the files of nodes other than `nodeIds` (deleted or unpublished articles); how many. */
export function pruneSearchTexts(root: string, nodeIds: Iterable<string>): number {
  const keep = new Set([...nodeIds].map((id) => path.basename(fileOf(root, id))));
  return removeFilesExcept(folder(root), (name) => keep.has(name));
}
