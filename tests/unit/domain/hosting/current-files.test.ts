import {
  isTextFile,
  pageFiles,
  referencedPaths,
  staleFiles,
} from '../../../../src/domain/hosting/current-files';

describe("a page's files", () => {
  it("are Gatsby's HTML and page data paths", () => {
    expect(pageFiles('/')).toEqual(['index.html', 'page-data/index/page-data.json']);
    expect(pageFiles('/articles/obby-timers')).toEqual([
      'articles/obby-timers/index.html',
      'page-data/articles/obby-timers/page-data.json',
    ]);
    expect(pageFiles('/404.html')).toEqual(['404.html', 'page-data/404.html/page-data.json']);
    expect(pageFiles('/authors/')).toEqual(['authors/index.html', 'page-data/authors/page-data.json']);
  });
});

describe('the paths a text refers to', () => {
  it('finds paths in attributes, source sets, styles, JSON and absolute URLs', () => {
    const found = referencedPaths(
      '<img src="/static/a1/ec3c9/cover.jpg" srcSet="/static/a1/cc622/cover.webp 200w,/static/a1/f97cd/cover.avif 400w">' +
        '<style>.x{background:url(/static/logo-1234.svg)}</style>' +
        '<meta property="og:image" content="https://site.example/static/a1/share.jpg">' +
        '{"src":"icons/icon-48x48.png","u":"/static/a%20b/x.png"}',
    );
    for (const p of [
      'static/a1/ec3c9/cover.jpg',
      'static/a1/cc622/cover.webp',
      'static/a1/f97cd/cover.avif',
      'static/logo-1234.svg',
      'static/a1/share.jpg',
      'icons/icon-48x48.png',
      'static/a b/x.png',
    ])
      expect(found).toContain(p);
  });

  it("names the slices a page's markers stitch in", () => {
    const found = referencedPaths(
      '<body><!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" -->',
    );
    expect(found).toContain('_gatsby/slices/_gatsby-scripts-1.html');
  });

  it("names the static query results a page's data lists by hash", () => {
    const found = referencedPaths('{"path":"/","staticQueryHashes":["1580787048","42"]}');
    expect(found).toContain('page-data/sq/d/1580787048.json');
    expect(found).toContain('page-data/sq/d/42.json');
  });

  it('reads text files only, never source maps', () => {
    expect(isTextFile('index.html')).toBe(true);
    expect(isTextFile('app-1.js')).toBe(true);
    expect(isTextFile('app-1.js.map')).toBe(false);
    expect(isTextFile('static/a/cover.avif')).toBe(false);
  });
});

describe('stale files', () => {
  const texts: Record<string, string> = {
    'index.html': '<img src="/static/new/cover.jpg"><a href="/about">about</a>',
    'about/index.html': '<link href="/styles.css">',
    'styles.css': '.x{background:url(/static/logo.svg)}',
    'old-page/index.html': '<img src="/static/old/cover.jpg">',
  };
  const files = [
    ...Object.keys(texts),
    'static/new/cover.jpg',
    'static/old/cover.jpg',
    'static/logo.svg',
    'app-new.js',
    'app-old.js',
  ];
  const read = (f: string): string[] => [...referencedPaths(texts[f] ?? '')];

  it('reads no text when every file is kept (after a clean build), and stops once nothing is left undecided', () => {
    const reads: string[] = [];
    const reading = (f: string): string[] => (reads.push(f), read(f));
    expect(staleFiles(files, new Set(files), reading)).toEqual([]);
    expect(reads).toEqual([]);
    // only the logo is not kept: the stylesheet names it, and nothing after that is read
    const allButLogo = new Set(files.filter((f) => f !== 'static/logo.svg'));
    expect(staleFiles(files, allButLogo, reading)).toEqual([]);
    expect(reads).toContain('styles.css');
    expect(reads.length).toBeLessThan(Object.keys(texts).length + 1);
    expect(reads[reads.length - 1]).toBe('styles.css');
  });

  it('reads the kept files in the order given: the app data a script names is found before any page is read', () => {
    // a rebuild after one edit: Gatsby did not write its app data again, only webpack's script names it
    const pages = Array.from({ length: 1000 }, (_, i) => `p${i}/index.html`);
    const scripts: Record<string, string> = { 'app-1.js': 'fetch("/page-data/app-data.json")' };
    const all = ['app-1.js', ...pages, 'page-data/app-data.json'];
    const reads: string[] = [];
    const stale = staleFiles(all, new Set(['app-1.js', ...pages]), (f) => {
      reads.push(f);
      return [...referencedPaths(scripts[f] ?? '<p>a page</p>')];
    });
    expect(stale).toEqual([]);
    expect(reads).toEqual(['app-1.js']);
  });

  it('are the files neither kept nor referred to by a kept file, directly or through another', () => {
    const stale = staleFiles(files, new Set(['index.html', 'about/index.html', 'app-new.js']), read);
    expect(stale).toEqual(['app-old.js', 'old-page/index.html', 'static/old/cover.jpg']);
  });

  it('keep nothing of what a kept file does not name (a kept name missing from the folder is ignored)', () => {
    expect(staleFiles(files, new Set(['gone.html']), read)).toEqual([...files].sort());
    expect(staleFiles(files, new Set(files), read)).toEqual([]);
  });
});
