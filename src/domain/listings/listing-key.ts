/**
 * The key of a subcategory listing, shared by the listings, the XML sitemap, the search index and
 * the search results. A module of its own with no imports: the search box, on every page, groups
 * by it without pulling the taxonomy tables into the first download.
 */

/** The key of a subcategory: `categoryKey/subcategoryKey`. */
export const subcategoryIndexKey = (categoryKey: string, subcategoryKey: string): string =>
  `${categoryKey}/${subcategoryKey}`;
