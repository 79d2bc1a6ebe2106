/**
 * `npm run serve:nginx [-- --dir=public --port=9000] [-- command args…]`
 * Serves the build with Debian's nginx and deploy/nginx.conf (the production headers), from a
 * temporary prefix. Without a command it serves until Ctrl+C. With a command after a second
 * `--` it runs that command with E2E_BASE_URL (and E2E_USE_BASE_URL=1) set to the server, stops nginx and exits with the
 * command's exit code, e.g. the browser suite against nginx:
 *   npm run serve:nginx -- -- npx playwright test
 */
import { spawn } from 'child_process';
import { startNginx } from './nginx';

function parse(argv: string[]) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  let dir = 'public';
  let port: number | undefined;
  for (const arg of own) {
    const [flag, value] = arg.split(/=(.*)/s, 2);
    if (flag === '--dir' && value) dir = value;
    else if (flag === '--port' && /^\d+$/.test(value ?? '')) port = Number(value);
    else
      throw new Error(
        `Unknown option "${arg}". Usage: npm run serve:nginx -- [--dir=public] [--port=N] [-- command…]`,
      );
  }
  return { dir, port, command };
}

async function main(): Promise<number> {
  const { dir, port, command } = parse(process.argv.slice(2));
  const server = await startNginx({ siteRoot: dir, port });
  console.log(`nginx (deploy/nginx.conf) serves ${dir} at ${server.baseUrl}`);
  const stop = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (command.length === 0) return new Promise<number>(() => undefined); // until a signal
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    // E2E_USE_BASE_URL: this server was chosen on purpose (tests/e2e/support/base-url.ts)
    env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_USE_BASE_URL: '1' },
  });
  const code = await new Promise<number>((resolve) => {
    child.on('error', (e) => {
      console.error(`Could not run ${command[0]}: ${e.message}`);
      resolve(127);
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  await server.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`serve:nginx failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
