/**
 * deploy/nginx.conf starts wherever nginx runs: rendered with the envsubst line its header and the
 * docs document, it passes `nginx -t` and serves while nginx's standard output is a socket, as
 * under systemd (journald) and for any process Node spawns with its default pipes. The old
 * `access_log /dev/stdout` fails there ("No such device or address"); the control case shows the
 * check catches that.
 */
import { spawn, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  ensureNginx,
  NGINX_CONF_TEMPLATE,
  nginxArgs,
  renderNginxConf,
  startNginx,
} from '../../scripts/deploy/nginx';
import { nginxRedirectMap } from '../../src/domain/hosting/redirect-forms';
import { freePort } from '../../scripts/lib/serve';

const root = path.resolve(__dirname, '../..');
const template = fs.readFileSync(NGINX_CONF_TEMPLATE, 'utf8');
let work: string;
let nginx: string;

beforeAll(() => {
  nginx = ensureNginx();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
  fs.chmodSync(work, 0o755);
  fs.mkdirSync(path.join(work, 'site'));
  fs.writeFileSync(path.join(work, 'site/index.html'), '<!doctype html><title>t</title><p>served</p>');
  // every build writes the redirects of its aliases, which the configuration includes
  fs.writeFileSync(path.join(work, 'site/nginx-redirects.conf'), nginxRedirectMap([]));
});

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The documented `envsubst '…'` command line from the header of deploy/nginx.conf. */
function documentedEnvsubst(): string {
  const line = template.split('\n').find((l) => /^#\s+envsubst '/.test(l));
  if (!line) throw new Error('deploy/nginx.conf documents no envsubst line');
  return line.replace(/^#\s+/, '');
}

/** Runs the documented line with `env`, as an operator does, and returns the configuration. */
function renderWithEnvsubst(env: Record<string, string>): string {
  const out = path.join(work, `rendered-${Math.random().toString(36).slice(2)}.conf`);
  const command = documentedEnvsubst()
    .replace('deploy/nginx.conf', NGINX_CONF_TEMPLATE)
    .replace(/> \S+$/, `> ${out}`);
  const r = spawnSync('bash', ['-c', command], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(
      `${command} failed (${r.status}): ${r.stderr} (envsubst: bash scripts/tools/ensure-tools.sh envsubst)`,
    );
  return fs.readFileSync(out, 'utf8');
}

/** Runs nginx with default spawn pipes (stdout is a socket) and resolves with its exit code and stderr. */
function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(nginx, args);
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

function writeConf(name: string, text: string): { prefix: string; conf: string } {
  const prefix = path.join(work, name);
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, text);
  return { prefix, conf };
}

const testArgs = (prefix: string, conf: string): string[] => nginxArgs(prefix, conf, 'test');

it('docs/deploying.md quotes the same envsubst line as deploy/nginx.conf, naming all three placeholders', () => {
  const line = documentedEnvsubst();
  expect(line).toContain("envsubst '${SITE_ROOT} ${LISTEN} ${ACCESS_LOG}'");
  expect(fs.readFileSync(path.join(root, 'docs', 'deploying.md'), 'utf8')).toContain(line);
  // every ${NAME} the file uses is one the line fills in
  const used = new Set([...template.matchAll(/^[^#\n]*\$\{([A-Z_]+)\}/gm)].map((m) => m[1]));
  expect([...used].sort()).toEqual(['ACCESS_LOG', 'LISTEN', 'SITE_ROOT']);
});

it('spawned with Node’s default pipes, nginx’s standard output is a socket (the systemd case)', () => {
  const r = spawnSync('sh', ['-c', '[ -S /proc/self/fd/1 ] && echo socket'], { encoding: 'utf8' });
  expect(r.stdout.trim()).toBe('socket');
});

it('rendered with the documented envsubst line, the configuration passes nginx -t with a socket as stdout', async () => {
  const values = {
    SITE_ROOT: path.join(work, 'site'),
    LISTEN: `127.0.0.1:${await freePort()}`,
    ACCESS_LOG: path.join(work, 'documented/access.log'),
  };
  const rendered = renderWithEnvsubst(values);
  // what the project's own runner (scripts/deploy/nginx.ts) writes is the same text
  expect(rendered).toBe(
    renderNginxConf(template, {
      siteRoot: values.SITE_ROOT,
      listen: values.LISTEN,
      accessLog: values.ACCESS_LOG,
    }),
  );
  expect(rendered).not.toMatch(/\$\{[A-Z_]+\}/);
  const { prefix, conf } = writeConf('documented', rendered);
  const result = await run(testArgs(prefix, conf));
  expect(result).toEqual({ code: 0, stderr: expect.stringContaining('test is successful') });
});

it("passes nginx -t with the map of many aliases with long slugs (the build sizes nginx's hash)", async () => {
  const site = path.join(work, 'long-aliases');
  fs.mkdirSync(site);
  const redirects = Array.from({ length: 3000 }, (_, i) => ({
    from: `/articles/${'an-old-and-rather-long-article-title-'.repeat(5)}${i}`,
    to: `/articles/the-new-title-${i}`,
  }));
  fs.writeFileSync(path.join(site, 'nginx-redirects.conf'), nginxRedirectMap(redirects));
  const rendered = renderNginxConf(template, {
    siteRoot: site,
    listen: `127.0.0.1:${await freePort()}`,
    accessLog: path.join(work, 'long-aliases.log'),
  });
  const { prefix, conf } = writeConf('long-aliases', rendered);
  const result = await run(testArgs(prefix, conf));
  expect(result).toEqual({ code: 0, stderr: expect.stringContaining('test is successful') });
  // control: nginx's default bucket refuses these keys
  fs.writeFileSync(
    path.join(site, 'nginx-redirects.conf'),
    nginxRedirectMap(redirects).replace(/^map_hash_bucket_size \d+;$/m, ''),
  );
  const refused = await run(testArgs(prefix, conf));
  expect(refused.stderr).toMatch(/could not build map_hash/);
});

it('control: access_log /dev/stdout is refused in the same situation (the check can fail)', async () => {
  const rendered = renderNginxConf(template, {
    siteRoot: path.join(work, 'site'),
    listen: `127.0.0.1:${await freePort()}`,
    accessLog: '/dev/stdout',
  });
  const { prefix, conf } = writeConf('dev-stdout', rendered);
  const result = await run(testArgs(prefix, conf));
  expect(result.code).not.toBe(0);
  expect(result.stderr).toMatch(/\/dev\/stdout.*No such device or address/);
});

it('started in the foreground with a socket as stdout, it serves a request and logs it to the access log file', async () => {
  const port = await freePort();
  const accessLog = path.join(work, 'serving/access.log');
  const rendered = renderWithEnvsubst({
    SITE_ROOT: path.join(work, 'site'),
    LISTEN: `127.0.0.1:${port}`,
    ACCESS_LOG: accessLog,
  });
  const { prefix, conf } = writeConf('serving', rendered);
  const child = spawn(nginx, nginxArgs(prefix, conf, 'serve'));
  child.stdout.resume();
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  try {
    // wait for the listening socket (or for nginx to exit, which fails at once)
    let body: string | undefined;
    while (body === undefined && child.exitCode === null) {
      body = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.text(),
        () => undefined,
      );
      if (body === undefined) await new Promise((r) => setImmediate(r));
    }
    expect({ body, stderr }).toEqual({ body: expect.stringContaining('served'), stderr: '' });
    // nginx writes the log line after the response: wait for it
    while (!(fs.existsSync(accessLog) && fs.readFileSync(accessLog, 'utf8').includes('"GET / HTTP/1.1" 200')))
      await new Promise((r) => setImmediate(r));
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}, 30_000);

it('the project runner serves a build inside a folder only its owner may enter (a mktemp -d clone in CI)', async () => {
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-'));
  try {
    fs.chmodSync(closed, 0o700);
    fs.cpSync(path.join(work, 'site'), path.join(closed, 'public'), { recursive: true });
    const server = await startNginx({ siteRoot: path.join(closed, 'public') });
    try {
      const res = await fetch(`${server.baseUrl}/`);
      expect([res.status, await res.text()]).toEqual([200, expect.stringContaining('served')]);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(closed, { recursive: true, force: true });
  }
}, 30_000);
