/** The forms of an alias's redirect (src/domain/hosting/redirect-forms.ts): the page, the object key, the nginx map. */
import {
  isRedirectPage,
  nginxRedirectMap,
  redirectLocationsByKey,
  redirectPageHtml,
  redirectPageKey,
  redirectPageTarget,
} from '../../../../src/domain/hosting/redirect-forms';

const OLD = { from: '/articles/old-name', to: '/articles/new-name' };

describe('the redirect page', () => {
  const html = redirectPageHtml(OLD, {
    siteUrl: 'https://site.example/',
    lang: 'en',
    title: 'Tips & <Tricks>',
  });

  it('leads to the article at once without a script: meta refresh 0, canonical, noindex, a link', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/articles/new-name">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/articles/new-name">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/articles/new-name">Tips &amp; &lt;Tricks&gt;</a>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
  });

  it('is known as a redirect page, with its target; an article page is not', () => {
    expect(isRedirectPage(html)).toBe(true);
    expect(redirectPageTarget(html)).toBe('/articles/new-name');
    const article = '<!DOCTYPE html><html><head><title>A</title></head><body><h1>A</h1></body></html>';
    expect(isRedirectPage(article)).toBe(false);
    expect(redirectPageTarget(article)).toBeNull();
  });

  it('is the same text for the same redirect on every build', () => {
    expect(
      redirectPageHtml(OLD, { siteUrl: 'https://site.example/', lang: 'en', title: 'Tips & <Tricks>' }),
    ).toBe(html);
  });
});

describe('object keys', () => {
  it('put the page where a static host serves the old address', () => {
    expect(redirectPageKey('/articles/old-name')).toBe('articles/old-name/index.html');
    expect(redirectLocationsByKey([OLD])).toEqual(
      new Map([['articles/old-name/index.html', '/articles/new-name']]),
    );
  });
});

describe('the nginx map', () => {
  const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

  it('maps each old address, with and without its slash, to the article, in the given (sorted) order', () => {
    expect(lines(nginxRedirectMap([OLD, { from: '/articles/z', to: '/articles/a' }]))).toEqual([
      'map_hash_bucket_size 64;',
      'map_hash_max_size 2048;',
      'map $uri $article_redirect {',
      '  default "";',
      '  "/articles/old-name" "/articles/new-name";',
      '  "/articles/old-name/" "/articles/new-name";',
      '  "/articles/z" "/articles/a";',
      '  "/articles/z/" "/articles/a";',
      '}',
    ]);
  });

  it('sizes the hash for its longest key and its number of keys (nginx refuses to start otherwise)', () => {
    const long = { from: `/articles/${'a'.repeat(150)}`, to: '/articles/b' };
    expect(lines(nginxRedirectMap([long])).slice(0, 2)).toEqual([
      'map_hash_bucket_size 256;',
      'map_hash_max_size 2048;',
    ]);
    const many = Array.from({ length: 1500 }, (_, i) => ({ from: `/articles/old-${i}`, to: '/articles/b' }));
    expect(lines(nginxRedirectMap(many))[1]).toBe('map_hash_max_size 8192;');
  });

  it('is an empty map without aliases', () => {
    expect(lines(nginxRedirectMap([])).slice(2)).toEqual([
      'map $uri $article_redirect {',
      '  default "";',
      '}',
    ]);
  });
});
