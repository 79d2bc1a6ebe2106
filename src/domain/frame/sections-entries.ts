/**
 * The Sections menu's entries and their order, for both its forms and both its renderings: the
 * early menu's markup (src/domain/frame/sections-early.ts) and React's forms
 * (src/components/sections-menu/sections-dropdown.tsx, sections-popover.tsx) all list what
 * `sectionsGroups` gives, so that neither can gain, lose or reorder an entry alone.
 *
 * The categories come in the taxonomy's order with their subcategories in theirs
 * (src/domain/listings/taxonomy.ts, through the site data query).
 */

/** A link of the menu. */
export interface SectionsLink {
  key: string;
  title: string;
  path: string;
}

/** A category as the menu is given it: its link and its subcategories' links, in order. */
export interface SectionsCategory extends SectionsLink {
  subcategories: readonly SectionsLink[];
}

/** An entry of the wide form: the category's own page, or one of its subcategories (its class says which). */
export interface WideEntry extends SectionsLink {
  className: 'sections-category' | 'sections-subcategory';
}

/** One category's group, as each form shows it. */
export interface SectionsGroup {
  /** the category's key (its group's class, its heading's id) and title (the group's name) */
  key: string;
  title: string;
  /** the wide form's entries: the category's page first, then its subcategories */
  wide: readonly WideEntry[];
  /** the narrow form's list under the category's heading: its subcategories */
  narrow: readonly SectionsLink[];
  /** the narrow form's More link to the category's page, after its list; none without subcategories */
  more: SectionsLink | null;
}

/** The menu's groups, one a category, in order; `more` is the More link's label. */
export function sectionsGroups(categories: readonly SectionsCategory[], more: string): SectionsGroup[] {
  return categories.map((c) => {
    const subcategories = c.subcategories.map(({ key, title, path }) => ({ key, title, path }));
    return {
      key: c.key,
      title: c.title,
      wide: [
        { className: 'sections-category', key: c.key, title: c.title, path: c.path },
        ...subcategories.map((s): WideEntry => ({ className: 'sections-subcategory', ...s })),
      ],
      narrow: subcategories,
      more: subcategories.length > 0 ? { key: 'more', title: more, path: c.path } : null,
    };
  });
}
