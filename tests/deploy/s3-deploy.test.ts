/**
 * `npm run deploy` against a real S3-compatible server (s3rver) started on localhost by this
 * test: headers and bodies read back, only changed files uploaded again, stale objects, the
 * upload order, and the failures an operator meets (wrong keys, missing bucket, no server).
 * An aliased article's old address holds a redirect object, answered with a 301 where the server
 * serves the bucket as a website. Ends with the real build in public/ (the test command runs this
 * after `npm run build`).
 */
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { cacheControlFor, contentTypeFor, uploadPhaseFor } from '../../src/domain/hosting/cache-policy';
import { changeReason, deploy, DeploySummary } from '../../scripts/deploy/upload';
import { DeployError, StorageSettings } from '../../scripts/deploy/storage';
import { freePort } from '../../scripts/lib/serve';
import { buildRedirects } from '../../scripts/deploy/build-redirects';
import { publishedListText } from '../../src/domain/content/renames';
import { redirectPageHtml, redirectPageKey } from '../../src/domain/hosting/redirect-forms';

const root = path.resolve(__dirname, '../..');
const BUCKET = 'bloxguide-site-dev';
const EMPTY_BUCKET = 'bloxguide-site-empty';
const BUILD_BUCKET = 'bloxguide-site-build';
/** A bucket served as a website (index document, error document), as behind a CDN. */
const WEBSITE_BUCKET = 'bloxguide-site-website';
const WEBSITE_CONFIG = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
  <ErrorDocument><Key>404.html</Key></ErrorDocument>
</WebsiteConfiguration>`;
// s3rver knows one key pair; it checks the key id (not SigV4 signatures)
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let storage: StorageSettings;
let client: S3Client;
let work: string;

/** A small site shaped like a Gatsby build. */
const SITE: Record<string, string> = {
  'index.html': '<!doctype html><h1>Home</h1><script src="/app-0123456789abcdef0123.js"></script>',
  'articles/first/index.html': '<!doctype html><h1>First article</h1><p>Old text.</p>',
  'articles/second/index.html': '<!doctype html><h1>Second article</h1>',
  '404.html': '<!doctype html><h1>Not found</h1>',
  'page-data/index/page-data.json': '{"path":"/"}',
  'page-data/articles/first/page-data.json': '{"path":"/articles/first","text":"Old text."}',
  'page-data/articles/second/page-data.json': '{"path":"/articles/second"}',
  'page-data/app-data.json': '{"webpackCompilationHash":"aaaa"}',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'app-0123456789abcdef0123.js': 'console.log("app");',
  'styles.fedcba9876543210fedc.css': 'body{color:#111}',
  'static/abc123/logo.png': '\u0089PNG fake image bytes',
  'search-index.json': '[["First article","/articles/first"]]',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

function writeSite(dir: string, files: Record<string, string>): void {
  for (const [key, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), body);
  }
}

async function listKeys(bucket: string): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

async function getObject(key: string, bucket = BUCKET) {
  const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return {
    body: await out.Body!.transformToString(),
    contentType: out.ContentType,
    cacheControl: out.CacheControl,
    metadata: out.Metadata,
  };
}

const uploadedKeys = (s: DeploySummary) => s.uploaded.map((u) => u.key).sort();

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [
      { name: BUCKET },
      { name: EMPTY_BUCKET },
      { name: BUILD_BUCKET },
      { name: WEBSITE_BUCKET, configs: [WEBSITE_CONFIG] },
    ],
  });
  const { port } = await server.run();
  storage = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
  };
  client = new S3Client({ ...storage });
  writeSite(path.join(work, 'site'), SITE);
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('deploying to S3-compatible storage', () => {
  let first: DeploySummary;
  const lines: string[] = [];

  beforeAll(async () => {
    first = await deploy({
      dir: path.join(work, 'site'),
      bucket: BUCKET,
      storage,
      log: (l) => lines.push(l),
    });
  });

  it('uploads every file of a first deploy and reports it', () => {
    expect(first.files).toBe(Object.keys(SITE).length);
    expect(uploadedKeys(first)).toEqual(Object.keys(SITE).sort());
    expect(first.uploaded.every((u) => u.reason === 'new')).toBe(true);
    expect(first.unchanged).toEqual([]);
    expect(first.bytesUploaded).toBe(Object.values(SITE).reduce((n, body) => n + Buffer.byteLength(body), 0));
    // progress: one line per upload, numbered
    expect(lines.filter((l) => /^\s+\[\d+\/14\] /.test(l))).toHaveLength(14);
  });

  it('uploads assets first and HTML, page-data, app-data.json and sw.js last', () => {
    const phases = first.uploaded.map((u) => uploadPhaseFor(u.key));
    expect(phases).toEqual([...phases].sort());
    const order = first.uploaded.map((u) => u.key);
    const last = order.slice(-2).sort();
    expect(last).toEqual(['page-data/app-data.json', 'sw.js']);
    expect(order.indexOf('app-0123456789abcdef0123.js')).toBeLessThan(order.indexOf('index.html'));
    expect(order.indexOf('static/abc123/logo.png')).toBeLessThan(
      order.indexOf('page-data/articles/first/page-data.json'),
    );
  });

  it('stores every object with its body, Content-Type and Cache-Control', async () => {
    expect(await listKeys(BUCKET)).toEqual(Object.keys(SITE).sort());
    for (const [key, body] of Object.entries(SITE)) {
      const object = await getObject(key);
      expect({ key, ...object, metadata: undefined }).toEqual({
        key,
        body,
        contentType: contentTypeFor(key),
        cacheControl: cacheControlFor(key),
        metadata: undefined,
      });
      expect(object.metadata?.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // spelled out once, so that a wrong policy cannot agree with itself
    expect(await getObject('articles/first/index.html')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
    });
    expect(await getObject('app-0123456789abcdef0123.js')).toMatchObject({
      contentType: 'application/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await getObject('static/abc123/logo.png')).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    for (const key of ['sw.js', 'page-data/app-data.json', 'page-data/index/page-data.json'])
      expect((await getObject(key)).cacheControl).toBe('public, max-age=0, must-revalidate');
  });

  it('uploads nothing when nothing changed', async () => {
    const again = await deploy({ dir: path.join(work, 'site'), bucket: BUCKET, storage });
    expect(again.uploaded).toEqual([]);
    expect(again.unchanged).toEqual(Object.keys(SITE).sort());
  });

  it('uploads only the changed article after an edit', async () => {
    writeSite(path.join(work, 'site'), {
      'articles/first/index.html': '<!doctype html><h1>First article</h1><p>New text.</p>',
      'page-data/articles/first/page-data.json': '{"path":"/articles/first","text":"New text."}',
    });
    const summary = await deploy({ dir: path.join(work, 'site'), bucket: BUCKET, storage });
    expect(uploadedKeys(summary)).toEqual([
      'articles/first/index.html',
      'page-data/articles/first/page-data.json',
    ]);
    expect(summary.uploaded.every((u) => u.reason === 'changed')).toBe(true);
    expect(summary.unchanged).toHaveLength(Object.keys(SITE).length - 2);
    expect((await getObject('articles/first/index.html')).body).toContain('New text.');
  });

  it('sees a same-size change (compares content hashes, not sizes)', async () => {
    // "Old text." and "New text." are the same length; this one keeps the length too
    writeSite(path.join(work, 'site'), { 'robots.txt': 'User-agent: *\nAllow: *\n' });
    const summary = await deploy({ dir: path.join(work, 'site'), bucket: BUCKET, storage });
    expect(uploadedKeys(summary)).toEqual(['robots.txt']);
  });

  it('re-uploads everything with force', async () => {
    const summary = await deploy({ dir: path.join(work, 'site'), bucket: BUCKET, storage, force: true });
    expect(summary.uploaded).toHaveLength(Object.keys(SITE).length);
    expect(summary.uploaded.every((u) => u.reason === 'forced')).toBe(true);
  });

  it('keeps objects that left the build unless asked to delete them, and deletes them last', async () => {
    fs.rmSync(path.join(work, 'site/articles/second'), { recursive: true });
    fs.rmSync(path.join(work, 'site/page-data/articles/second'), { recursive: true });
    const gone = ['articles/second/index.html', 'page-data/articles/second/page-data.json'];

    const kept = await deploy({ dir: path.join(work, 'site'), bucket: BUCKET, storage });
    expect(kept.stale).toEqual(gone);
    expect(kept.deleted).toEqual([]);
    expect(await listKeys(BUCKET)).toEqual(expect.arrayContaining(gone));

    const log: string[] = [];
    writeSite(path.join(work, 'site'), { 'articles/third/index.html': '<h1>Third</h1>' });
    const pruned = await deploy({
      dir: path.join(work, 'site'),
      bucket: BUCKET,
      storage,
      deleteStale: true,
      log: (l) => log.push(l),
    });
    expect(pruned.deleted).toEqual(gone);
    expect(uploadedKeys(pruned)).toEqual(['articles/third/index.html']);
    const keys = await listKeys(BUCKET);
    for (const k of gone) expect(keys).not.toContain(k);
    expect(keys).toContain('articles/third/index.html');
    // deletions come after the uploads
    const firstDelete = log.findIndex((l) => /^deleting/.test(l));
    const lastUpload = log.map((l) => /\[\d+\/\d+\]/.test(l)).lastIndexOf(true);
    expect(firstDelete).toBeGreaterThan(lastUpload);
  });

  it('changes nothing in a dry run but reports what would change', async () => {
    writeSite(path.join(work, 'site'), { 'articles/first/index.html': '<h1>Dry run edit</h1>' });
    const plan = await deploy({ dir: path.join(work, 'site'), bucket: BUCKET, storage, dryRun: true });
    expect(uploadedKeys(plan)).toEqual(['articles/first/index.html']);
    expect((await getObject('articles/first/index.html')).body).toContain('New text.');
  });
});

describe('deciding what changed', () => {
  const file = { size: 5, md5: '5d41402abc4b2a76b9719d911017c592', sha256: 'a'.repeat(64) };
  const neverAsked = async (): Promise<string> => {
    throw new Error('must not read metadata when the ETag is an MD5');
  };

  it('uses the MD5 ETag of the listing when there is one', async () => {
    expect(await changeReason(file, { etag: file.md5, size: 5 }, false, neverAsked)).toBeUndefined();
    expect(await changeReason(file, { etag: 'f'.repeat(32), size: 5 }, false, neverAsked)).toBe('changed');
    expect(await changeReason(file, { etag: file.md5, size: 6 }, false, neverAsked)).toBe('changed');
    expect(await changeReason(file, undefined, false, neverAsked)).toBe('new');
    expect(await changeReason(file, { etag: file.md5, size: 5 }, true, neverAsked)).toBe('forced');
  });

  it('compares objects uploaded in parts (ETag "md5-N") by their sha256 metadata', async () => {
    const multipart = { etag: '0123456789abcdef0123456789abcdef-2', size: 5 };
    expect(await changeReason(file, multipart, false, async () => file.sha256)).toBeUndefined();
    expect(await changeReason(file, multipart, false, async () => 'b'.repeat(64))).toBe('changed');
    expect(await changeReason(file, multipart, false, async () => undefined)).toBe('changed');
  });
});

describe('deploy failures', () => {
  const site = () => path.join(work, 'site');

  it('refuses unknown credentials before uploading anything', async () => {
    const attempt = deploy({
      dir: site(),
      bucket: EMPTY_BUCKET,
      storage: { ...storage, credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' } },
    });
    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(
      /Access to bucket "bloxguide-site-empty" .* was refused while checking the bucket .*AWS_ACCESS_KEY_ID/,
    );
    expect(await listKeys(EMPTY_BUCKET)).toEqual([]);
  });

  it('names a missing bucket and uploads nothing', async () => {
    await expect(deploy({ dir: site(), bucket: 'bloxguide-site-nope', storage })).rejects.toThrow(
      /Bucket "bloxguide-site-nope" does not exist at http:\/\/127\.0\.0\.1:\d+\. Create it first/,
    );
    const buckets = fs.readdirSync(path.join(work, 's3'));
    expect(buckets).not.toContain('bloxguide-site-nope');
  });

  it('says when the endpoint cannot be reached', async () => {
    const closed = await freePort();
    await expect(
      deploy({
        dir: site(),
        bucket: BUCKET,
        storage: { ...storage, endpoint: `http://127.0.0.1:${closed}` },
      }),
    ).rejects.toThrow(/Cannot reach the storage endpoint http:\/\/127\.0\.0\.1:\d+ .*ECONNREFUSED/);
  });

  it('says when there is no build to publish', async () => {
    await expect(deploy({ dir: path.join(work, 'nothing'), bucket: BUCKET, storage })).rejects.toThrow(
      /nothing does not exist: run `npm run build` first/,
    );
  });
});

describe('npm run deploy (the CLI)', () => {
  // asynchronous: s3rver runs in this process and must keep answering while the CLI works
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(
        path.join(root, 'node_modules/.bin/tsx'),
        [path.join(root, 'scripts/deploy/deploy.ts'), ...args],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: work,
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            AWS_ENDPOINT_URL_S3: storage.endpoint!,
            AWS_REGION: 'us-east-1',
            AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
            AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
            ...env,
          },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('publishes to the development bucket by default, with progress and a summary', async () => {
    writeSite(path.join(work, 'cli-site'), { 'index.html': '<h1>CLI</h1>', 'sw.js': '//' });
    const result = await run([`--dir=${path.join(work, 'cli-site')}`], {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('to bucket "bloxguide-site-dev" (development)');
    expect(result.stdout).toMatch(/\[2\/2\] sw\.js/);
    expect(result.stdout).toMatch(/Published 2 files to bucket "bloxguide-site-dev": 2 uploaded/);
  });

  it('fails with one clear line and exit code 1 when the production bucket does not exist', async () => {
    const result = await run([`--dir=${path.join(work, 'cli-site')}`], { DEPLOY_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Deploy failed: Bucket "bloxguide-site" does not exist/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('says so when no credentials are set', async () => {
    // no keys and no instance metadata: the SDK's credential chain comes up empty
    const result = await run([`--dir=${path.join(work, 'cli-site')}`], {
      AWS_ACCESS_KEY_ID: '',
      AWS_SECRET_ACCESS_KEY: '',
      AWS_EC2_METADATA_DISABLED: 'true',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Deploy failed: No storage credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) in the environment.',
    );
  });

  it('rejects a mistyped environment or option', async () => {
    expect((await run([], { DEPLOY_ENV: 'prod' })).stderr).toMatch(/Deploy failed: DEPLOY_ENV="prod"/);
    const bad = await run(['--delte'], {});
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Unknown or incomplete option "--delte"/);
  });
});

/**
 * An aliased article's old address (src/domain/hosting/redirect-forms.ts): the build's list names
 * the alias, its page's object carries the redirect, and the website endpoint answers it with a
 * 301; once the alias is gone, --delete prunes the object like any other.
 */
describe('the old address of an aliased article', () => {
  const site = (): string => path.join(work, 'aliased-site');
  const list = (aliases: string[]): string =>
    publishedListText({
      content: 'content',
      articles: [
        { id: 1, slug: 'first', aliases },
        { id: 2, slug: 'second', aliases: [] },
      ],
    });
  const redirectPage = redirectPageHtml(
    { from: '/articles/old-first', to: '/articles/first' },
    { siteUrl: 'https://site.example', lang: 'en', title: 'First' },
  );
  let first: DeploySummary;

  beforeAll(async () => {
    writeSite(site(), {
      ...SITE,
      'article-slugs.json': list(['old-first']),
      'articles/old-first/index.html': redirectPage,
    });
    first = await deploy({ dir: site(), bucket: WEBSITE_BUCKET, storage });
  });

  it('uploads the redirect page with its redirect location, and the list of articles', async () => {
    expect(first.uploaded.filter((u) => u.redirect)).toEqual([
      {
        key: 'articles/old-first/index.html',
        bytes: redirectPage.length,
        reason: 'new',
        redirect: '/articles/first',
      },
    ]);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: WEBSITE_BUCKET, Key: 'articles/old-first/index.html' }),
    );
    expect(head.WebsiteRedirectLocation).toBe('/articles/first');
    const article = await client.send(
      new HeadObjectCommand({ Bucket: WEBSITE_BUCKET, Key: 'articles/first/index.html' }),
    );
    expect(article.WebsiteRedirectLocation).toBeUndefined();
    expect(uploadedKeys(first)).toContain('article-slugs.json');
  });

  it('is answered with a 301 to the article where the server serves the bucket as a website', async () => {
    const website = (key: string) =>
      fetch(`${storage.endpoint}/${WEBSITE_BUCKET}/${key}`, { redirect: 'manual' });
    for (const key of ['articles/old-first/', 'articles/old-first/index.html']) {
      const res = await website(key);
      await res.arrayBuffer();
      expect([key, res.status, res.headers.get('location')]).toEqual([key, 301, '/articles/first']);
    }
    // control: the article itself is served
    const live = await website('articles/first/');
    expect([live.status, await live.text()]).toEqual([200, SITE['articles/first/index.html']]);
  });

  it('uploads nothing again when nothing changed, and prunes the object once the alias is gone', async () => {
    const again = await deploy({ dir: site(), bucket: WEBSITE_BUCKET, storage });
    expect(again.uploaded).toEqual([]);
    fs.rmSync(path.join(site(), 'articles/old-first'), { recursive: true });
    writeSite(site(), { 'article-slugs.json': list([]) });
    const pruned = await deploy({ dir: site(), bucket: WEBSITE_BUCKET, storage, deleteStale: true });
    expect(uploadedKeys(pruned)).toEqual(['article-slugs.json']);
    expect(pruned.deleted).toEqual(['articles/old-first/index.html']);
    expect(await listKeys(WEBSITE_BUCKET)).not.toContain('articles/old-first/index.html');
  });
});

describe('the real build', () => {
  const publicDir = path.join(root, 'public');

  it('publishes public/ with the policy headers and re-publishes nothing unchanged', async () => {
    if (!fs.existsSync(path.join(publicDir, 'index.html')))
      throw new Error('public/ has no build: run `npm run build` before the deploy tests');
    const bucket = BUILD_BUCKET;
    const first = await deploy({ dir: publicDir, bucket, storage, concurrency: 16 });
    expect(first.uploaded.length).toBe(first.files);
    const sample = ['index.html', 'sw.js', 'page-data/app-data.json', '404.html'];
    const hashed = first.uploaded.map((u) => u.key).find((k) => /^app-[0-9a-f]{20}\.js$/.test(k));
    expect(hashed).toBeDefined();
    for (const key of [...sample, hashed!]) {
      const object = await getObject(key, bucket);
      expect(object.body).toBe(fs.readFileSync(path.join(publicDir, key), 'utf8'));
      expect([key, object.contentType, object.cacheControl]).toEqual([
        key,
        contentTypeFor(key),
        cacheControlFor(key),
      ]);
    }
    // the shipped content's aliases: each old address's object redirects to its article, and
    // the list of articles the next check compares with is published
    const redirects = buildRedirects(publicDir) ?? [];
    expect(redirects.length).toBeGreaterThan(0);
    expect(first.uploaded.filter((u) => u.redirect).map((u) => [u.key, u.redirect])).toEqual(
      redirects.map((r) => [redirectPageKey(r.from), r.to]),
    );
    for (const r of redirects) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: redirectPageKey(r.from) }));
      expect(head.WebsiteRedirectLocation).toBe(r.to);
    }
    expect((await getObject('article-slugs.json', bucket)).body).toBe(
      fs.readFileSync(path.join(publicDir, 'article-slugs.json'), 'utf8'),
    );
    const second = await deploy({ dir: publicDir, bucket, storage, concurrency: 16 });
    expect(second.uploaded).toEqual([]);
    expect(second.unchanged).toHaveLength(first.files);
  }, 120_000);
});
