/**
 * check:site's aliases part (scripts/checks/site-integrity-aliases.ts) on small built-like folders: the
 * files the build writes pass; an alias that ends nowhere, leads on to another redirect, a page
 * that leads elsewhere or lacks noindex or its canonical, a left-over redirect page and a stale
 * nginx map each fail, naming the file.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Redirect } from '../../../../src/domain/content/aliases';
import {
  nginxRedirectMap,
  redirectPageHtml,
  redirectPageKey,
} from '../../../../src/domain/hosting/redirect-forms';
import { checkAliases } from '../../../../scripts/checks/site-integrity-aliases';

const SITE = 'https://site.example';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const ARTICLE = '<!DOCTYPE html><html><head><title>New</title></head><body><h1>New</h1></body></html>';

/** A folder with the live articles `live` and, for `redirects`, the files the build writes. */
function site(live: string[], redirects: Redirect[], extra: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-aliases-'));
  dirs.push(dir);
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const slug of live) write(`articles/${slug}/index.html`, ARTICLE);
  for (const r of redirects)
    write(redirectPageKey(r.from), redirectPageHtml(r, { siteUrl: SITE, lang: 'en', title: 'New' }));
  write('nginx-redirects.conf', nginxRedirectMap(redirects));
  for (const [file, text] of Object.entries(extra)) write(file, text);
  return dir;
}

const messages = (dir: string, redirects: Redirect[]): string[] =>
  checkAliases(dir, redirects, SITE).map((p) => `${p.file}: ${p.message}`);

const OLD: Redirect = { from: '/articles/old', to: '/articles/new' };

describe('checkAliases', () => {
  it('passes the files the build writes for an alias of a live article', () => {
    expect(messages(site(['new'], [OLD]), [OLD])).toEqual([]);
  });

  it('fails an alias whose article is not in the build', () => {
    expect(messages(site([], [OLD]), [OLD])).toEqual([
      'articles/old/index.html: leads to /articles/new, which is not a live article of this build.',
    ]);
  });

  it('fails an alias that leads on to another redirect', () => {
    const chain = [OLD, { from: '/articles/new', to: '/articles/newest' }];
    const found = messages(site(['newest'], chain), chain);
    expect(found).toContainEqual(
      'articles/old/index.html: redirects on again (/articles/old → /articles/new → /articles/newest): an alias must lead straight to a live article.',
    );
  });

  it('fails a missing redirect page, one that leads elsewhere, and one without noindex or canonical', () => {
    const other: Redirect = { from: '/articles/gone', to: '/articles/new' };
    const dir = site(['new'], [OLD], {
      'articles/old/index.html':
        '<html><head><meta http-equiv="refresh" content="0; url=/articles/x"></head></html>',
    });
    const found = messages(dir, [OLD, other]);
    expect(found).toEqual(
      expect.arrayContaining([
        'articles/old/index.html: leads to /articles/x, but /articles/old is an alias of /articles/new.',
        `articles/old/index.html: has no canonical link to ${SITE}/articles/new.`,
        expect.stringMatching(/^articles\/old\/index\.html: has no <meta name="robots" content="noindex">/),
        expect.stringMatching(/^articles\/gone\/index\.html: is missing/),
        "nginx-redirects.conf: does not hold exactly the build's redirects; build again.",
      ]),
    );
  });

  it('fails a redirect page left over from an alias that is gone', () => {
    const dir = site(['new'], [OLD]);
    fs.writeFileSync(path.join(dir, 'nginx-redirects.conf'), nginxRedirectMap([]));
    expect(messages(dir, [])).toEqual([
      'articles/old/index.html: is a redirect page of an alias that is no longer in the list of the build; build again.',
    ]);
  });

  it('fails a build without its nginx map', () => {
    const dir = site(['new'], [OLD]);
    fs.rmSync(path.join(dir, 'nginx-redirects.conf'));
    expect(messages(dir, [OLD])).toEqual([
      'nginx-redirects.conf: is missing: deploy/nginx.conf includes it; build again.',
    ]);
  });
});
