import { render, screen } from '@testing-library/react';
import { ArticleBody } from '../../../src/components/article/body';
import { bodyHtml } from '../../../src/domain/html/parse-body';
import type { BodyNode } from '../../../src/domain/html/body-tree';
import { labelsFor } from '../../../src/domain/locales/labels';

/** The body as a page shows it: the server HTML of the tree, in the body component. */
const BodyTree = ({ nodes }: { nodes: BodyNode[] }): React.JSX.Element => (
  <ArticleBody html={bodyHtml(nodes, labelsFor('en'))} />
);

const body: BodyNode[] = [
  ['p', {}, 'Intro.'],
  ['h2', { id: 'first-steps' }, 'First ', ['em', {}, 'steps']],
  ['p', {}, 'Text.'],
  ['h3', { id: 'a-detail' }, 'A detail'],
  ['h4', { id: 'too-deep' }, 'Too deep'],
  ['h2', {}, 'No id'],
  ['blockquote', {}, ['h2', { id: 'quoted' }, 'Quoted']],
];

describe('section headings in a body', () => {
  it('h2/h3 with an id get a link to themselves, named after the heading', () => {
    render(<BodyTree nodes={body} />);
    const first = screen.getByRole('link', { name: 'Link to this section: First steps' });
    expect(first).toHaveAttribute('href', '#first-steps');
    expect(screen.getByRole('link', { name: 'Link to this section: A detail' })).toHaveAttribute(
      'href',
      '#a-detail',
    );
    // the heading keeps its id (the table of contents and shared addresses point at it)
    expect(screen.getByRole('heading', { name: 'First steps' })).toHaveAttribute('id', 'first-steps');
  });

  it('writes no "#" into the page: the heading name and copied text stay the heading text', () => {
    render(<BodyTree nodes={body} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'First steps' });
    expect(heading.textContent).toBe('First steps');
    const link = screen.getByRole('link', { name: /First steps/ });
    expect(link).toBeEmptyDOMElement();
    // the link sits beside the heading, not inside it
    expect(heading).not.toContainElement(link);
    expect(link.parentElement).toBe(heading.parentElement);
    expect(link.parentElement?.textContent).toBe('First steps');
  });

  it('leaves other headings alone: h4, headings without id, headings nested in other blocks', () => {
    render(<BodyTree nodes={body} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Too deep' })).toHaveAttribute('id', 'too-deep');
    expect(screen.getByRole('heading', { name: 'Quoted' })).toHaveAttribute('id', 'quoted');
  });
});
