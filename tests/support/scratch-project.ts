/**
 * A scratch copy of the project for a test that runs `gatsby develop` (tests/develop/): the
 * files Gatsby reads, node_modules linked, so that the test never shares .cache/ or public/
 * with a build of the worktree. The committed query types are not copied: develop must write
 * them itself (docs/architecture.md, "Generated query types").
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';

const root = path.resolve(__dirname, '../..');

const PROJECT_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'src',
  'static',
  // local Gatsby plugins the config names (gatsby-remark-code-languages)
  'plugins',
  // what the site and the build tuning share (lib/build-shared)
  'lib',
];

/** Copy the project into `dir` (made if missing). */
export function scratchProject(dir: string): void {
  for (const f of PROJECT_FILES) fs.cpSync(path.join(root, f), path.join(dir, f), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/**
 * `gatsby develop` in the scratch project `dir` on 127.0.0.1:`port`, with `env` added; its output
 * goes to `onOutput`. In its own process group: stopDevelop ends gatsby and its workers.
 */
export function startDevelop(
  dir: string,
  port: number,
  env: Record<string, string>,
  onOutput: (text: string) => void,
): ChildProcess {
  const { NODE_ENV: _jest, ...developEnv } = process.env;
  const server = spawn(
    path.join(root, 'node_modules/.bin/gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      // not jest's NODE_ENV=test: Gatsby skips its babel setup under it
      env: { ...developEnv, ...env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      detached: true,
    },
  );
  server.stdout?.on('data', (d: Buffer) => onOutput(d.toString()));
  server.stderr?.on('data', (d: Buffer) => onOutput(d.toString()));
  return server;
}

/** Stop a develop server startDevelop started, with its workers. */
export function stopDevelop(server: ChildProcess | undefined): void {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}
