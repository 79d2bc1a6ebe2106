/**
 * Runs Debian's nginx with deploy/nginx.conf against a built site, in the foreground, from a
 * temporary prefix (its own conf, pid and logs; nothing under /etc/nginx is touched). Used by
 * `npm run serve:nginx` and by the tests in tests/deploy/.
 */
import { spawn, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort, waitForServer } from '../lib/serve';

export const NGINX_CONF_TEMPLATE = path.resolve(__dirname, '../../deploy/nginx.conf');

/**
 * nginx's arguments for a configuration in `prefix`: `test` checks it (-t), `serve` runs it in
 * the foreground. Errors go to stderr, the pid file stays in `prefix`.
 */
export function nginxArgs(prefix: string, conf: string, mode: 'test' | 'serve'): string[] {
  const pid = `pid ${path.join(prefix, 'nginx.pid')};`;
  // as root, nginx's workers drop to `nobody`, who cannot read a checkout in a folder only root
  // may enter (/root, a `mktemp -d` clone as in CI): this local runner keeps them as the caller
  const globals =
    mode === 'test' ? pid : `daemon off; ${pid}${process.getuid?.() === 0 ? ' user root;' : ''}`;
  return [...(mode === 'test' ? ['-t'] : []), '-p', prefix, '-c', conf, '-e', 'stderr', '-g', globals];
}

export interface NginxConfValues {
  siteRoot: string;
  listen: string;
  /** a file path, `syslog:server=…` or `off` (never /dev/stdout: see deploy/nginx.conf) */
  accessLog: string;
}

/**
 * deploy/nginx.conf with its three placeholders filled in, as the documented envsubst line does
 * (tests/deploy/nginx-config.test.ts compares the two); fails on a placeholder it does not know.
 */
export function renderNginxConf(template: string, values: NginxConfValues): string {
  const byName: Record<string, string> = {
    SITE_ROOT: values.siteRoot,
    LISTEN: values.listen,
    ACCESS_LOG: values.accessLog,
  };
  const out = template.replace(/\$\{(SITE_ROOT|LISTEN|ACCESS_LOG)\}/g, (_m, name: string) => byName[name]);
  const left = /^[^#\n]*\$\{[A-Z_]+\}/m.exec(out);
  if (left) throw new Error(`deploy/nginx.conf has an unknown placeholder: ${left[0].trim()}`);
  return out;
}

/**
 * The nginx binary. When it is missing and we are root on Debian it is installed with apt-get
 * (like scripts/tools/ensure-chromium.sh); otherwise the error says how to install it.
 */
export function ensureNginx(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'nginx'],
    ]) {
      const r = spawnSync('apt-get', args, { env, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed:\n${r.stderr}`);
    }
    if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  throw new Error(
    'nginx is missing: run `bash scripts/tools/ensure-tools.sh nginx` as root, or `sudo apt-get install -y nginx` (or set NGINX_PATH to its binary).',
  );
}

export interface NginxServer {
  /** `http://localhost:PORT`: Gatsby registers its service worker only over https or on localhost */
  baseUrl: string;
  port: number;
  /** the temporary prefix with the rendered nginx.conf and access.log */
  prefix: string;
  /** the access log nginx writes (in the prefix) */
  accessLog: string;
  stop(): Promise<void>;
}

/** Starts nginx with deploy/nginx.conf serving `siteRoot` on 127.0.0.1:`port` (a free one by default). */
export async function startNginx(options: { siteRoot: string; port?: number }): Promise<NginxServer> {
  const nginx = ensureNginx();
  const siteRoot = path.resolve(options.siteRoot);
  if (!fs.existsSync(path.join(siteRoot, 'index.html')))
    throw new Error(`${siteRoot} has no index.html: run \`npm run build\` first.`);
  const port = options.port ?? (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf(fs.readFileSync(NGINX_CONF_TEMPLATE, 'utf8'), {
      siteRoot,
      listen: `127.0.0.1:${port}`,
      accessLog: path.join(prefix, 'access.log'),
    }),
  );
  // Node's default pipes (sockets on Linux), as under systemd: the configuration must start so
  const child = spawn(nginx, nginxArgs(prefix, conf, 'serve'));
  child.stdout.resume();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // never leave an nginx behind when this process ends without calling stop() (a crash, a failed test)
  const killOnExit = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, {
      child,
      timeoutMs: 10_000,
      name: 'nginx',
      detail: () => stderr,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://localhost:${port}`,
    port,
    prefix,
    accessLog: path.join(prefix, 'access.log'),
    stop,
  };
}
