import * as routes from '../../../../src/domain/listings/routes';

describe('routes', () => {
  it('builds every route shape of the spec', () => {
    expect(routes.articlePath('my-slug')).toBe('/articles/my-slug');
    expect(routes.categoryPath('creative-inspiration')).toBe('/creative-inspiration');
    expect(routes.subcategoryPath('creative-inspiration', 'game-themes')).toBe(
      '/creative-inspiration/game-themes',
    );
    expect(routes.authorPath('priya-nair')).toBe('/authors/priya-nair');
    expect(routes.AUTHORS_PATH).toBe('/authors');
    expect(routes.ABOUT_US_PATH).toBe('/info/about-us');
    expect(routes.PRIVACY_POLICY_PATH).toBe('/privacy-policy');
    expect(routes.TERMS_PATH).toBe('/terms');
    expect(routes.SITEMAP_PATH).toBe('/sitemap');
    expect(routes.HOME_PATH).toBe('/');
  });

  it('paginates listings with stable URLs', () => {
    expect(routes.listingPagePath('/platform-features', 1)).toBe('/platform-features');
    expect(routes.listingPagePath('/platform-features', 2)).toBe('/platform-features/page/2');
    expect(routes.listingPagePath('/authors/priya-nair', 3)).toBe('/authors/priya-nair/page/3');
  });

  it('makes absolute URLs without double slashes', () => {
    expect(routes.absoluteUrl('https://x.example/', '/a')).toBe('https://x.example/a');
    expect(routes.absoluteUrl('https://x.example', 'a')).toBe('https://x.example/a');
  });
});
