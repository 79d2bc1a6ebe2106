import { sectionsGroups } from '../../../../src/domain/frame/sections-entries';
import { TAXONOMY } from '../../../../src/domain/listings/taxonomy';

/** The taxonomy as the site data query gives it: titles and paths for keys. */
const categories = TAXONOMY.map((c) => ({
  key: c.key,
  title: `Title of ${c.key}`,
  path: `/${c.slug}`,
  subcategories: c.subcategories.map((s) => ({
    key: s.key,
    title: `Title of ${s.key}`,
    path: `/${c.slug}/${s.slug}`,
  })),
}));

describe('sectionsGroups: the entries of both forms of the Sections menu', () => {
  const groups = sectionsGroups(categories, 'More');

  it('has a group a category, in the taxonomy order', () => {
    expect(groups.map((g) => [g.key, g.title])).toEqual(TAXONOMY.map((c) => [c.key, `Title of ${c.key}`]));
  });

  it("lists, on wide windows, the category's page first, then its subcategories in order", () => {
    const [first] = groups;
    expect(first.wide.map((e) => [e.className, e.path])).toEqual([
      ['sections-category', `/${TAXONOMY[0].slug}`],
      ...TAXONOMY[0].subcategories.map((s) => ['sections-subcategory', `/${TAXONOMY[0].slug}/${s.slug}`]),
    ]);
  });

  it('lists, on narrow windows, the subcategories under the heading, then a More link to the category', () => {
    const [first] = groups;
    expect(first.narrow.map((s) => s.key)).toEqual(TAXONOMY[0].subcategories.map((s) => s.key));
    expect(first.more).toEqual({ key: 'more', title: 'More', path: `/${TAXONOMY[0].slug}` });
  });

  it('has no More link for a category without subcategories', () => {
    const [group] = sectionsGroups(
      [{ key: 'empty', title: 'Empty', path: '/empty', subcategories: [] }],
      'More',
    );
    expect(group.more).toBeNull();
    expect(group.wide).toEqual([
      { className: 'sections-category', key: 'empty', title: 'Empty', path: '/empty' },
    ]);
  });
});
