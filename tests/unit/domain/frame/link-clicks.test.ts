import { clientNavigationPath, isPlainLeftClick } from '../../../../src/domain/frame/link-clicks';

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
const here = { origin: 'https://bloxguide.example', pathname: '/sitemap', search: '' };
const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  ...more,
});

describe('isPlainLeftClick', () => {
  it('takes the main button with no modifier key', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });
  it.each(['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)(
    'leaves a click with %s to the browser',
    (key) => {
      expect(isPlainLeftClick({ ...plain, [key]: true })).toBe(false);
    },
  );
  it('leaves the middle and right buttons to the browser', () => {
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...plain, button: 2 })).toBe(false);
  });
});

describe('clientNavigationPath', () => {
  it('gives the path, query and fragment of a link to a page of the site', () => {
    expect(clientNavigationPath(link('https://bloxguide.example/authors/aditi-kapoor'), here)).toBe(
      '/authors/aditi-kapoor',
    );
    expect(clientNavigationPath(link('https://bloxguide.example/a/b?x=1#part'), here)).toBe('/a/b?x=1#part');
  });
  it('takes a link to the page already open (the caller replaces the history entry)', () => {
    expect(clientNavigationPath(link('https://bloxguide.example/sitemap'), here)).toBe('/sitemap');
  });
  it('leaves a fragment of the open page to the browser, which scrolls to it', () => {
    expect(clientNavigationPath(link('https://bloxguide.example/sitemap#authors'), here)).toBeNull();
  });
  it('leaves another origin, another tab or frame and downloads to the browser', () => {
    expect(clientNavigationPath(link('https://elsewhere.example/sitemap'), here)).toBeNull();
    expect(clientNavigationPath(link('http://bloxguide.example/authors'), here)).toBeNull();
    expect(
      clientNavigationPath(link('https://bloxguide.example/authors', { target: '_blank' }), here),
    ).toBeNull();
    expect(
      clientNavigationPath(link('https://bloxguide.example/authors', { download: true }), here),
    ).toBeNull();
    expect(clientNavigationPath(link('mailto:hello@bloxguide.example'), here)).toBeNull();
  });
  it('takes a link that names the same tab', () => {
    expect(clientNavigationPath(link('https://bloxguide.example/authors', { target: '_self' }), here)).toBe(
      '/authors',
    );
  });
  it('leaves an unreadable address to the browser', () => {
    expect(clientNavigationPath(link('not a url'), here)).toBeNull();
  });
});
