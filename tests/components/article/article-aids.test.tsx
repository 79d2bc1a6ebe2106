import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadingTime } from '../../../src/components/article/reading-time';
import { TableOfContents } from '../../../src/components/article/table-of-contents';
import { AuthorCard } from '../../../src/components/article/author-card';
import { ArticleNav } from '../../../src/components/article/article-nav';
import { ShareLinks } from '../../../src/components/article/share-links';
import type { ArticleCard } from '../../../src/domain/listings/cards';

const card = (id: number, title: string): ArticleCard => ({
  id,
  title,
  path: `/articles/a-${id}`,
  date: '2025-01-01T00:00:00.000Z',
  dateText: 'January 1, 2025',
  excerpt: '',
  author: null,
  authorPath: null,
  category: null,
  subcategory: null,
});

describe('ReadingTime', () => {
  it('divides words by the configured 200 words per minute, at least one minute', () => {
    const { rerender } = render(<ReadingTime words={1000} />);
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    rerender(<ReadingTime words={20} />);
    expect(screen.getByText('1 min read')).toBeInTheDocument();
  });
});

describe('TableOfContents', () => {
  const headings = [
    { depth: 2, id: 'first', text: 'First' },
    { depth: 3, id: 'first-detail', text: 'First detail' },
    { depth: 2, id: 'second', text: 'Second' },
  ];
  it('lists three or more headings as in-page anchors', () => {
    render(<TableOfContents headings={headings} />);
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#first', '#first-detail', '#second']);
  });
  it('is absent with fewer than three headings', () => {
    const { container } = render(<TableOfContents headings={headings.slice(0, 2)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AuthorCard', () => {
  it('shows the bio and links to the author page', () => {
    render(<AuthorCard name="Priya Nair" bio="Builder from Kochi." path="/authors/priya-nair" />);
    expect(screen.getByRole('link', { name: 'Priya Nair' })).toHaveAttribute('href', '/authors/priya-nair');
    expect(screen.getByText('Builder from Kochi.')).toBeInTheDocument();
  });
});

describe('ArticleNav', () => {
  it('links the older article as previous and the newer as next', () => {
    render(<ArticleNav newer={card(2, 'Newer one')} older={card(1, 'Older one')} />);
    expect(screen.getByRole('link', { name: /Previous article.*Older one/ })).toHaveAttribute(
      'href',
      '/articles/a-1',
    );
    expect(screen.getByRole('link', { name: /Next article.*Newer one/ })).toHaveAttribute(
      'href',
      '/articles/a-2',
    );
  });
  it('renders nothing without neighbours', () => {
    const { container } = render(<ArticleNav newer={null} older={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ShareLinks', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  // the copy itself is the head script's (tests/components/article/copy-controls.test.tsx runs it)
  it('gives its copy control the absolute article URL to copy', () => {
    render(<ShareLinks title="T" path="/articles/x" />);
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveAttribute(
      'data-copy',
      'https://bloxguide.example/articles/x',
    );
  });

  it('offers the platform share sheet only where the browser has one', async () => {
    const { unmount } = render(<ShareLinks title="T" path="/articles/x" />);
    expect(screen.queryByTestId('share-native')).toBeNull();
    unmount();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareLinks title="Title" path="/articles/x" />);
    await userEvent.click(await screen.findByTestId('share-native'));
    expect(share).toHaveBeenCalledWith({ title: 'Title', url: 'https://bloxguide.example/articles/x' });
  });
});
