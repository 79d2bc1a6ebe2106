/**
 * The built site is installable: a manifest with icons and theme colour that opens at home, the
 * favicon, and a service worker whose precache revisions are those of the files it caches.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { HOME_PATH } from '../../src/domain/listings/routes';
import { APP_SHELL_ENTRY } from '../../src/node/post-build/precache-revisions';
import { siteConfig } from '../../src/site-config';
import sharp from 'sharp';
import { IcoEntry, readIco } from '../support/ico';
import { htmlFileOf, publicDir } from './helpers';

const manifestPath = path.join(publicDir, 'manifest.webmanifest');

describe('web app manifest', () => {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  it('opens to the home page as a standalone app with the theme colour', () => {
    expect(manifest.name).toBe(siteConfig.title);
    expect(manifest.start_url).toBe(HOME_PATH);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(siteConfig.themeColor);
  });

  it('has 192 and 512 px PNG icons that exist in the build', () => {
    const sizes = manifest.icons.map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = path.join(publicDir, icon.src.split('?')[0]);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('is linked from every page with a theme-color meta', () => {
    const html = fs.readFileSync(htmlFileOf(HOME_PATH), 'utf8');
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toContain(`<meta name="theme-color" content="${siteConfig.themeColor}"`);
  });

  it('sets the colour theme before first paint with an inline head script', () => {
    const html = fs.readFileSync(htmlFileOf(HOME_PATH), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // a parser-blocking script in <head> runs before any of <body> can be painted; the build
    // minifies it, so it may start `!function(){` rather than `(function(){`
    expect(head).toMatch(/<script>[!(]function\(\)\{[^<]*data-bs-theme/);
  });
});

describe('favicon.ico', () => {
  const file = path.join(publicDir, 'favicon.ico');

  it('exists at the root, where browsers ask for it unasked', () => expect(fs.existsSync(file)).toBe(true));

  it('holds the same picture as the PNG icon every page links', async () => {
    const html = fs.readFileSync(htmlFileOf(HOME_PATH), 'utf8');
    const linked = /<link rel="icon" href="([^"?]+)[^"]*" type="image\/png"/.exec(html);
    expect(linked).not.toBeNull();
    const png = path.join(publicDir, (linked as RegExpExecArray)[1]);
    const { width } = await sharp(png).metadata();
    const entry = readIco(fs.readFileSync(file)).find((e) => e.width === width);
    expect(entry).toBeDefined();
    const raw = (input: Buffer | string): Promise<Buffer> => sharp(input).ensureAlpha().raw().toBuffer();
    expect((await raw((entry as IcoEntry).data)).equals(await raw(png))).toBe(true);
  });
});

describe("the service worker's precache", () => {
  const sw = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/"url":\s*"([^"]+)",\s*"revision":\s*"([0-9a-f]+)"/g)].map(
    ([, url, revision]) => ({ url, revision }),
  );

  it('names the app shell with a revision', () =>
    expect(entries.map((e) => e.url)).toContain(APP_SHELL_ENTRY));

  it("gives each file the revision of its final bytes (after the post-build steps' rewrites)", () => {
    for (const { url, revision } of entries) {
      const md5 = crypto
        .createHash('md5')
        .update(fs.readFileSync(path.join(publicDir, url as string)))
        .digest('hex');
      expect({ url, revision }).toEqual({ url, revision: md5 });
    }
  });
});
