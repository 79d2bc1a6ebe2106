/** What a build publishes (src/domain/content/publishing.ts): drafts and scheduled articles, as Hugo does. */
import { prepareContent, RawContent } from '../../../../src/domain/content/model';
import type { ArticleModel } from '../../../../src/domain/content/model';
import { previewMark, publicationState, publishedContent } from '../../../../src/domain/content/publishing';

const NOW = new Date('2026-11-23T12:00:00Z');
const fact = (date: string, dateIsExplicit: boolean, draft = false) => ({ date, dateIsExplicit, draft });

describe('publicationState', () => {
  it.each([
    ['an explicit date in the past', fact('2026-11-01T00:00:00.000Z', true), 'published'],
    ['an explicit date equal to the build time', fact('2026-11-23T12:00:00.000Z', true), 'published'],
    ['an explicit date one second later', fact('2026-11-23T12:00:01.000Z', true), 'scheduled'],
    ['an explicit date next year', fact('2027-01-01T00:00:00.000Z', true), 'scheduled'],
    // ids far ahead of the calendar get default dates in the future: those never hide an article
    ['a derived date in the future', fact('2030-01-01T00:00:00.000Z', false), 'published'],
    ['a draft with a past date', fact('2025-01-01T00:00:00.000Z', true, true), 'draft'],
    ['a draft with a future date', fact('2030-01-01T00:00:00.000Z', true, true), 'draft'],
  ])('%s: %s', (_, article, expected) => {
    expect(publicationState(article, NOW)).toBe(expected);
  });

  it('publishes a scheduled article in a build on or after its date', () => {
    const article = fact('2027-03-14T00:00:00.000Z', true);
    expect(publicationState(article, new Date('2027-03-13T23:59:59Z'))).toBe('scheduled');
    expect(publicationState(article, new Date('2027-03-14T00:00:00Z'))).toBe('published');
    expect(publicationState(article, new Date('2027-03-15T08:00:00Z'))).toBe('published');
  });
});

describe('previewMark', () => {
  it('names the state and, for a scheduled article, the date readers will see', () => {
    expect(previewMark(fact('2025-01-01T00:00:00.000Z', true, true), NOW, 'en')).toEqual({ state: 'draft' });
    expect(previewMark(fact('2027-03-14T00:00:00.000Z', true), NOW, 'en')).toEqual({
      state: 'scheduled',
      date: '2027-03-14T00:00:00.000Z',
      dateText: 'March 14, 2027',
    });
    expect(previewMark(fact('2025-01-01T00:00:00.000Z', true), NOW, 'en')).toBeUndefined();
  });
});

/** Content with one article per frontmatter tail given. */
function contentOf(tails: string[]): ArticleModel[] {
  const raw: RawContent = {
    articles: tails.map((tail, i) => ({
      file: `content/articles/a${i}.md`,
      frontmatter: {
        id: i + 1,
        title: `Article ${i}`,
        slug: `article-${i}`,
        entities: [{ category: 'gameplayTips' }],
        ...Object.fromEntries(tail ? [tail.split(': ')] : []),
        ...(tail === 'draft: true' ? { draft: true } : {}),
      },
      body: 'Text.',
    })),
    authors: { file: 'content/authors.json', missing: true },
    sponsored: { file: 'content/sponsored-links.json', missing: true },
    taxonomy: { file: 'content/taxonomy.json', missing: true },
    info: [],
  };
  const prepared = prepareContent(raw);
  expect(prepared.errors).toEqual([]);
  return prepared.content.articles;
}

describe('publishedContent', () => {
  const articles = contentOf(['', 'date: 2026-01-10', 'date: 2031-05-04', 'draft: true']);
  const site = {
    articles,
    authors: [],
    sponsored: { sapeLinks: {}, sapeNewUrl: '' },
    taxonomyTexts: {},
    topicTexts: {},
    series: {},
    info: [],
  };

  it('a production build leaves out drafts and scheduled articles, and keeps the rest', () => {
    const slugs = publishedContent(site, { preview: false, now: NOW }).articles.map((a) => a.slug);
    expect(slugs.sort()).toEqual(['article-0', 'article-1']);
  });

  it('a build on the scheduled date publishes the scheduled article', () => {
    const slugs = publishedContent(site, {
      preview: false,
      now: new Date('2031-05-04T00:00:00Z'),
    }).articles.map((a) => a.slug);
    expect(slugs.sort()).toEqual(['article-0', 'article-1', 'article-2']);
  });

  it('the preview keeps every article', () => {
    expect(publishedContent(site, { preview: true, now: NOW }).articles).toHaveLength(4);
  });

  it('models which dates were written (only those can schedule)', () => {
    expect(articles.map((a) => [a.slug, a.dateIsExplicit]).sort()).toEqual([
      ['article-0', false],
      ['article-1', true],
      ['article-2', true],
      ['article-3', false],
    ]);
  });
});
