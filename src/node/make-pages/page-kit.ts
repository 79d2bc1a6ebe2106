/**
 * What every page-making module of createPages shares: the template files, the sponsored
 * snippets of a path, the card of an article, and page 1..n of a paginated listing.
 */
import path from 'path';
import type { Actions } from 'gatsby';
import { ArticleCard, paginate } from '../../domain/listings/cards';
import { listingPagePath } from '../../domain/listings/routes';
import type { Pagination } from '../../types/page-context';

export type TemplateName =
  | 'home'
  | 'article'
  | 'category'
  | 'subcategory'
  | 'author-list'
  | 'author'
  | 'info'
  | 'sitemap'
  | 'collection'
  | 'content-error';

/** A template's file (the build runs from the project root). */
export const template = (name: TemplateName): string => path.resolve(`src/templates/${name}.tsx`);

/** What the page-making modules are handed by createPages. */
export interface PageKit {
  createPage: Actions['createPage'];
  /** the sanitised sponsored snippets of a page path */
  sponsoredFor: (pagePath: string) => string[];
  /** the card of a published article, by id */
  card: (id: number) => ArticleCard;
  /**
   * The MarkdownRemark node ids of the shown cards whose article has no description: the page
   * query's `$cardTextIds`, for the text of their body (Query.cardTexts).
   */
  cardTextIds: (shown: readonly ArticleCard[]) => string[];
}

function paginationFor(basePath: string, page: number, pages: number): Pagination {
  return {
    page,
    pages,
    basePath,
    previousPath: page > 1 ? listingPagePath(basePath, page - 1) : null,
    nextPath: page < pages ? listingPagePath(basePath, page + 1) : null,
  };
}

/** Create page 1..n of a listing; `make` builds each page's own context. Returns n. */
export function createListing<T>(
  kit: PageKit,
  name: TemplateName,
  basePath: string,
  items: readonly T[],
  size: number,
  make: (pageItems: T[], pagination: Pagination) => Record<string, unknown>,
): number {
  const pages = paginate(items, size);
  pages.forEach((pageItems, i) => {
    const pagePath = listingPagePath(basePath, i + 1);
    kit.createPage({
      path: pagePath,
      component: template(name),
      context: {
        ...make(pageItems, paginationFor(basePath, i + 1, pages.length)),
        sponsored: kit.sponsoredFor(pagePath),
      },
    });
  });
  return pages.length;
}
