import { renderMarkdown } from '../../../support/markdown-body';
import { ELEMENT_IDS, RESERVED_IDS } from '../../../../src/domain/html/element-ids';

const ids = (markdown: string): string[] => renderMarkdown(markdown).headings.map((h) => h.id);

describe('heading ids (the addresses of sections and table-of-contents links)', () => {
  it('come from the heading text, so they survive copy-paste and rebuilds', () => {
    const md =
      '## Set Up Your Place\n\ntext\n\n### Properties: Changing How Things Look\n\n## Try These Next!\n';
    expect(ids(md)).toEqual(['set-up-your-place', 'properties-changing-how-things-look', 'try-these-next']);
    expect(ids(md)).toEqual(ids(md));
  });

  it('do not move when a section is added after them', () => {
    const before = ids('## Intro\n\n## Setup\n');
    const after = ids('## Intro\n\n## Setup\n\n## Intro\n\n## Wrap-up\n');
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.slice(2)).toEqual(['intro-2', 'wrap-up']);
  });

  it('never take an id of the page frame (a "Main" section would steal the skip link)', () => {
    const md = RESERVED_IDS.map((id) => `## ${id.replace(/-/g, ' ')}`).join('\n\n');
    const got = ids(md);
    expect(got).toHaveLength(RESERVED_IDS.length);
    for (const id of got) expect(RESERVED_IDS).not.toContain(id);
    expect(got).toContain(`${ELEMENT_IDS.main}-2`);
    expect(ids('## Main\n\n## Main\n')).toEqual(['main-2', 'main-3']);
  });

  it('list h2 and h3 with their depth and text, in order, for the table of contents', () => {
    const { headings, tree } = renderMarkdown('## One\n\n### One *a*\n\n#### Deep\n\n## Two\n');
    expect(headings).toEqual([
      { depth: 2, id: 'one', text: 'One' },
      { depth: 3, id: 'one-a', text: 'One a' },
      { depth: 2, id: 'two', text: 'Two' },
    ]);
    // every listed id is on a heading of the rendered body
    const treeIds = tree.flatMap((n) => (typeof n === 'string' ? [] : [n[1].id]));
    for (const h of headings) expect(treeIds).toContain(h.id);
  });
});
