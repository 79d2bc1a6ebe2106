/**
 * `gatsby develop` reloads content, templates, components and styles as they change, but not the
 * build code: Gatsby reads gatsby-config and gatsby-node (with every module of src/node and the
 * rules they import) once, when it starts, and the patches and settings with them. An edit there
 * changed nothing in the preview and said nothing. Under develop, such an edit now prints one
 * line in the terminal saying that a restart is needed.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';

/** What develop reads only when it starts, relative to the site (a folder ends with "/"). */
export const READ_AT_START = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'src/site-config.ts',
  'src/node/',
  'patches/',
  'plugins/',
  'package-lock.json',
];

/** Rules the browser and the build code share: the browser follows an edit, page bodies and contexts do not. */
const SHARED = 'src/domain/';

/** The terminal line for a changed file (relative, forward slashes), or null when develop follows it. */
export function restartNotice(file: string): string | null {
  if (READ_AT_START.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p)))
    return `${file} changed: gatsby develop reads it only when it starts; restart \`npm run develop\` to see the change`;
  if (file.startsWith(SHARED) && file.endsWith('.ts'))
    return `${file} changed: the browser shows it now; page bodies and data made by the build code take it after a restart of \`npm run develop\``;
  return null;
}

/** Watch `root`'s build code; `say` gets each notice once per burst of file events. Returns a stop function. */
export function watchForRestart(root: string, say: (line: string) => void): () => void {
  const last = new Map<string, number>();
  const report = (file: string): void => {
    const notice = restartNotice(file);
    const now = Date.now();
    if (!notice || now - (last.get(file) ?? 0) < 2000) return;
    last.set(file, now);
    say(notice);
  };
  const watchers = [...READ_AT_START, SHARED].flatMap((entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return [];
    const folder = entry.endsWith('/');
    return [
      fs.watch(full, { recursive: folder }, (_event, name) => {
        if (folder && !name) return;
        report(folder ? `${entry}${String(name).split(path.sep).join('/')}` : entry);
      }),
    ];
  });
  return () => watchers.forEach((w) => w.close());
}

/** Under develop only (Gatsby calls this hook when its development server starts). */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ reporter }) => {
  watchForRestart(process.cwd(), (line) => reporter.warn(line));
};
