import { render, RenderResult, screen, within } from '@testing-library/react';
import ArticleTemplate from '../../../src/templates/article';
import { bodyHtml } from '../../../src/domain/html/parse-body';
import { labelsFor } from '../../../src/domain/locales/labels';
import { wrapPage } from '../../../src/components/frame/page-element';
import type { BodyNode, Heading } from '../../../src/domain/html/body-tree';
import { categoryPath, subcategoryPath } from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { formatDisplayDate, modifiedDate } from '../../../src/domain/content/dates';
import { siteConfig } from '../../../src/site-config';
import type { ArticleContext, ArticleFacts } from '../../../src/types/page-context';

/** An article as the test describes it: its facts and its body tree. */
interface TestArticle extends Omit<ArticleFacts, 'draft'> {
  draft?: boolean;
  excerpt: string;
  words: number;
  body: BodyNode[];
  headings: Heading[];
}
import { card, cards } from '../fixtures';

const cat = TAXONOMY[4];
const sub = cat.subcategories[0];

const headings: Heading[] = [
  { depth: 2, id: 'set-up', text: 'Set up' },
  { depth: 3, id: 'the-part', text: 'The part' },
  { depth: 2, id: 'main-2', text: 'Main' },
];
const bodyOf = (hs: Heading[]): BodyNode[] => [
  ['p', {}, 'Opening paragraph.'],
  ...hs.flatMap((h): BodyNode[] => [
    [`h${h.depth}`, { id: h.id }, h.text],
    ['p', {}, `About ${h.text}.`],
  ]),
];

function article(over: Partial<TestArticle> = {}): TestArticle {
  const date = over.date ?? '2025-03-14T09:30:00.000Z';
  const updated = over.updated === undefined ? null : over.updated;
  return {
    dateText: formatDisplayDate(date, siteConfig.locale),
    modifiedText: formatDisplayDate(modifiedDate(date, updated), siteConfig.locale),
    articleId: 7,
    title: 'Your First Script',
    slug: 'your-first-script',
    path: '/articles/your-first-script',
    date: '2025-03-14T09:30:00.000Z',
    updated: null,
    cover: null,
    sharePicture: null,
    author: 'Priya Nair',
    description: null,
    excerpt: 'x',
    words: 1000,
    body: bodyOf(headings),
    headings,
    ...over,
  };
}

const context = (over: Partial<Omit<ArticleContext, 'article'>> = {}): Omit<ArticleContext, 'article'> => ({
  id: 'node-7',
  topicsHtml: '',
  seriesHtml: '',
  cardTextIds: [],
  sponsored: [],
  trail: {
    category: { key: cat.key, title: 'Development', path: categoryPath(cat.slug) },
    subcategory: { title: 'Coding Basics', path: subcategoryPath(cat.slug, sub.slug) },
  },
  authorPath: '/authors/priya-nair',
  authorBio: 'Priya builds obbies in Kochi.',
  related: cards(20, 4),
  newer: card(8, 4),
  older: card(6, 4),
  ...over,
});

type TemplateProps = React.ComponentProps<typeof ArticleTemplate>;
type WrapProps = Parameters<typeof wrapPage>[0]['props'];

// the casts: Gatsby's PageProps carry router fields the template and layout never read
// the page gets the facts through pageContext and the body (rendered at build time) from its query
const renderArticle = (a: TestArticle, pageContext: Omit<ArticleContext, 'article'>): RenderResult => {
  const { excerpt, words, body, headings: hs, draft, ...facts } = a;
  const ctx: ArticleContext = { ...pageContext, article: { ...facts, draft: draft ?? false } };
  const data = {
    markdownRemark: { articleBody: { html: bodyHtml(body, labelsFor('en')), excerpt, words, headings: hs } },
  };
  const props = { data, pageContext: ctx } as unknown as TemplateProps;
  return render(
    wrapPage({
      element: <ArticleTemplate {...props} />,
      props: { pageContext: ctx } as unknown as WrapProps,
    }),
  );
};

const meta = (): HTMLElement => document.querySelector('.article-meta') as HTMLElement;

describe('the article page', () => {
  it('meta line: author, published date and reading time at the configured 200 words a minute', () => {
    renderArticle(article(), context());
    expect(within(meta()).getByRole('link', { name: 'Priya Nair' })).toHaveAttribute(
      'href',
      '/authors/priya-nair',
    );
    expect(meta()).toHaveTextContent('Published March 14, 2025');
    expect(meta().querySelector('time')).toHaveAttribute('datetime', '2025-03-14T09:30:00.000Z');
    expect(meta()).toHaveTextContent('5 min read');
    expect(meta()).not.toHaveTextContent('Updated');
  });

  it('takes the colours of its primary category, or the neutral look when listed nowhere', () => {
    const { unmount } = renderArticle(article(), context());
    expect(document.querySelector('article.article')).toHaveClass(`cat-${cat.key}`);
    unmount();
    renderArticle(article(), context({ trail: null }));
    expect(document.querySelector('article.article')).toHaveClass('cat-none');
  });

  it('shows "Updated" only when the frontmatter has a later `updated` date', () => {
    const { unmount } = renderArticle(article({ updated: '2025-06-02T00:00:00.000Z' }), context());
    expect(meta()).toHaveTextContent('Updated June 2, 2025');
    expect(meta().querySelector('time[datetime="2025-06-02T00:00:00.000Z"]')).not.toBeNull();
    unmount();
    // an `updated` before publication is not an update (JSON-LD dateModified ignores it too)
    renderArticle(article({ updated: '2025-01-01T00:00:00.000Z' }), context());
    expect(meta()).not.toHaveTextContent('Updated');
  });

  it('a table of contents before the body whose links reach the headings, with three or more', () => {
    renderArticle(article(), context());
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Set up', 'The part', 'Main']);
    for (const a of links) {
      const target = document.getElementById((a.getAttribute('href') as string).slice(1));
      expect(target?.textContent).toBe(a.textContent);
      expect(target?.closest('.article-body')).not.toBeNull();
    }
    const body = document.querySelector('.article-body') as HTMLElement;
    expect(toc.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the body heading "Main" took main-2: the skip link target stays the <main> element
    expect(document.querySelectorAll('#main')).toHaveLength(1);
  });

  it('no table of contents with fewer than three headings', () => {
    const two = headings.slice(0, 2);
    renderArticle(article({ headings: two, body: bodyOf(two) }), context());
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
    // the headings still link to themselves
    expect(screen.getByRole('link', { name: 'Link to this section: Set up' })).toHaveAttribute(
      'href',
      '#set-up',
    );
  });

  it('after the body: share links, the author card with bio and avatar, then previous/next', () => {
    renderArticle(article(), context());
    const share = screen.getByRole('group', { name: 'Share' });
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    const author = screen.getByRole('complementary', { name: 'About the author' });
    expect(author).toHaveTextContent('Priya builds obbies in Kochi.');
    expect(within(author).getByRole('link', { name: 'Priya Nair' })).toHaveAttribute(
      'href',
      '/authors/priya-nair',
    );
    // the shared avatar (initials in the author's colour), not a second look of its own
    expect(author.querySelector('.author-avatar')).toHaveTextContent('PN');

    const nav = screen.getByRole('navigation', { name: 'Previous article / Next article' });
    expect(within(nav).getByRole('link', { name: /Previous article.*Article number 6/ })).toHaveAttribute(
      'href',
      card(6).path,
    );
    expect(within(nav).getByRole('link', { name: /Next article.*Article number 8/ })).toHaveAttribute(
      'href',
      card(8).path,
    );

    const order = [
      document.querySelector('.article-body'),
      share,
      author,
      nav,
      screen.getByRole('region', { name: 'Related Articles' }),
    ];
    for (let i = 1; i < order.length; i += 1)
      expect(
        (order[i - 1] as Node).compareDocumentPosition(order[i] as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('leaves out the author card without an author and the neighbours without any', () => {
    renderArticle(
      article({ author: null }),
      context({ authorPath: null, authorBio: null, newer: null, older: null }),
    );
    expect(screen.queryByRole('complementary', { name: 'About the author' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Previous article / Next article' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
  });

  it('marks a draft and a scheduled article (only `gatsby develop` ever shows them) and nothing else', () => {
    const first = renderArticle(article({ draft: true, mark: { state: 'draft' } }), context());
    expect(screen.getByTestId('preview-notice')).toHaveTextContent('Draft: not published');
    first.unmount();
    const second = renderArticle(
      article({ mark: { state: 'scheduled', date: '2031-05-04T00:00:00.000Z', dateText: 'May 4, 2031' } }),
      context(),
    );
    expect(screen.getByTestId('preview-notice')).toHaveTextContent('Scheduled for May 4, 2031');
    second.unmount();
    renderArticle(article(), context());
    expect(screen.queryByTestId('preview-notice')).toBeNull();
    expect(screen.queryByTestId('preview-badge')).toBeNull();
  });
});

describe('the cover', () => {
  const image = (w: number, h: number) => ({
    width: w,
    height: h,
    sources: [
      { type: 'image/avif', srcSet: `/static/a/${w}.avif ${w}w` },
      { type: 'image/webp', srcSet: `/static/a/${w}.webp ${w}w` },
    ],
    fallback: { src: `/static/a/${w}.jpg`, srcSet: `/static/a/${w}.jpg ${w}w` },
  });
  const cover = {
    alt: 'A baseplate with stacked bricks',
    hero: image(1472, 828),
    share: { src: '/static/a/share.jpg', width: 1200, height: 630, type: 'image/jpeg' },
  };

  it('shows the hero before the body: AVIF, WebP, a fallback, its box reserved, eager and high priority', () => {
    renderArticle(article({ cover }), context());
    const hero = screen.getByRole('img', { name: cover.alt });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1472');
    expect(hero).toHaveAttribute('height', '828');
    const picture = hero.closest('picture') as HTMLElement;
    expect(picture).toHaveClass('article-hero');
    expect([...picture.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    // before the body text: the page's largest paint comes first
    const body = document.querySelector('.article-body') as HTMLElement;
    expect(picture.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves an article without a cover without a hero', () => {
    renderArticle(article(), context());
    expect(document.querySelector('.article-hero')).toBeNull();
  });

  it('shows related cards with a cover as lazy thumbnails, the rest with their pattern', () => {
    const related = cards(20, 2);
    related[0] = { ...(related[0] as (typeof related)[number]), cover: { alt: 'x', image: image(400, 225) } };
    renderArticle(article(), context({ related }));
    const thumbs = document.querySelectorAll('.related-articles .article-card-picture img');
    expect(thumbs).toHaveLength(1);
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');
    expect(document.querySelectorAll('.related-articles .cover-pattern')).toHaveLength(1);
  });
});
