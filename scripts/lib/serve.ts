/**
 * Serving a built site to a browser from scripts and tests: a free port, waiting until a server
 * answers, and `gatsby serve` on public/ as a child process that never outlives its caller.
 */
import { ChildProcess, spawn } from 'child_process';
import net from 'net';
import path from 'path';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface WaitOptions {
  /** the server process: waiting stops with an error if it exits first */
  child?: ChildProcess;
  timeoutMs?: number;
  /** what the errors call the server */
  name?: string;
  /** more text for the errors, e.g. the server's stderr */
  detail?: () => string;
}

/** Resolves once `url` gets any HTTP response; rejects when the server exits or time runs out. */
export async function waitForServer(url: string, options: WaitOptions = {}): Promise<void> {
  const { child, timeoutMs = 60_000, name = 'the server', detail = () => '' } = options;
  const more = (): string => (detail() ? `:\n${detail()}` : '');
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode}${more()}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms${more()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServedBuild {
  port: number;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  stop(): void;
}

/** `gatsby serve` on `root`/public at `port` (a free one by default), answering before this resolves. */
export async function serveBuild(
  root: string,
  { port: wanted, timeoutMs = 60_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ServedBuild> {
  const port = wanted ?? (await freePort());
  // its own process group, so that stop() ends the server and anything it started
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/gatsby/cli.js'), 'serve', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true },
  );
  const stop = (): void => {
    process.removeListener('exit', stop);
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  // never leave a server behind when the caller ends without stop() (a crash, a failed test)
  process.once('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/`, { child, timeoutMs, name: 'gatsby serve' });
  } catch (error) {
    stop();
    throw error;
  }
  return { port, origin, stop };
}
