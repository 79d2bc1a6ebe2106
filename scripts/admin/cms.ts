/**
 * `npm run cms`: the web editor and the live preview in one command (docs/editing.md, "Writing
 * in the browser"). Writes the editor into public/admin/ for the local decap-server, starts
 * decap-server (it saves into content/ of this checkout, no login) and `gatsby develop`, which
 * serves public/admin/ beside the site and shows every saved change. Ctrl-C stops both.
 *   npm run cms                 editor at http://localhost:8000/admin/, preview at http://localhost:8000/
 *   DECAP_SERVER_PORT=8082 npm run cms   decap-server on another port
 */
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { createRequire } from 'module';
import { buildAdmin } from '../../src/node/admin-editor/build-admin';

const root = process.cwd();
const port = process.env.DECAP_SERVER_PORT || '8081';

/** decap-server's entry in admin/node_modules. */
function decapServerEntry(): string {
  try {
    return createRequire(path.join(root, 'admin/package.json')).resolve('decap-server/dist/index.js');
  } catch {
    throw new Error(
      'decap-server is not installed: run `npm ci --prefix admin` (the root `npm ci` runs it).',
    );
  }
}

async function main(): Promise<void> {
  const entry = decapServerEntry();
  await buildAdmin(root, {
    ...process.env,
    DECAP_BACKEND: 'local',
    DECAP_PROXY_URL: `http://localhost:${port}/api/v1`,
  });
  const children: ChildProcess[] = [];
  const stop = (code: number): void => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    process.exitCode = code;
  };
  const run = (name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): void => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(`${name} stopped (${code ?? 'signal'}); stopping the rest.`);
      stop(code ?? 0);
    });
    children.push(child);
  };
  run('decap-server', process.execPath, [entry], {
    MODE: 'fs',
    GIT_REPO_DIRECTORY: root,
    PORT: port,
    BIND_HOST: '127.0.0.1',
  });
  run('gatsby develop', 'npm', ['run', '--silent', 'develop'], {});
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  console.log(
    `web editor: http://localhost:8000/admin/ (saves into content/ through decap-server on port ${port})`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
