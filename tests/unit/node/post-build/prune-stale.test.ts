import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  pruneStaleFiles,
  referencesRecordFile,
  webpackAssetListFile,
} from '../../../../src/node/post-build/prune-stale';

describe('removing what an earlier build left in public/', () => {
  let root: string;
  let publicDir: string;
  const old = (file: string): void => {
    const t = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(publicDir, file), t, t);
  };
  const write = (file: string, text: string, earlier = true): void => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
    if (earlier) old(file);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    publicDir = path.join(root, 'public');
    fs.mkdirSync(path.dirname(webpackAssetListFile(root)), { recursive: true });
    fs.writeFileSync(webpackAssetListFile(root), '["app.js"]');
    write('app.js', 'x');
    // a page this build did not render again, showing a picture an earlier build wrote
    write('a/index.html', '<img src="/static/1/cover.webp">');
    write('static/1/cover.webp', 'img');
    write('static/2/gone.webp', 'img');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const prune = (): string[] =>
    pruneStaleFiles(root, publicDir, { pages: ['/a'], since: Date.now() - 60_000 });

  it('keeps what a current page shows and removes the rest, recording what it read', () => {
    expect(prune()).toEqual(['static/2/gone.webp']);
    const record = JSON.parse(fs.readFileSync(referencesRecordFile(root), 'utf8')) as Record<string, unknown>;
    expect(record['a/index.html']).toEqual([expect.any(String), ['static/1/cover.webp']]);
  });

  it('takes the references of an unchanged file from the record, and reads a changed one again', () => {
    prune();
    // the record says the page shows another picture: believed while the page is unchanged
    const record = JSON.parse(fs.readFileSync(referencesRecordFile(root), 'utf8')) as Record<
      string,
      [string, string[]]
    >;
    record['a/index.html'][1] = ['static/3/other.webp'];
    fs.writeFileSync(referencesRecordFile(root), JSON.stringify(record));
    write('static/1/cover.webp', 'img');
    write('static/3/other.webp', 'img');
    expect(prune()).toEqual(['static/1/cover.webp']);
    // the page changed (its size): read again
    write('a/index.html', '<img  src="/static/3/other.webp">');
    write('static/1/cover.webp', 'img');
    expect(prune()).toEqual(['static/1/cover.webp']);
    write('a/index.html', '<img src="/static/1/cover.webp">  ');
    expect(prune()).toEqual(['static/3/other.webp']);
  });
});
