/**
 * Route collisions of code constants: category and subcategory slugs (src/domain/listings/taxonomy.ts)
 * must never take the path of another route. The slugs are fixed in code, so this is checked
 * here, once per change, instead of on every build; the checker takes the taxonomy as a
 * parameter so that bad tables can be tried. (Author names come from content: their collisions
 * are content validation, src/domain/content/authors.ts.)
 */
import { RESERVED_AUTHOR_SLUGS } from '../../../../src/domain/content/authors';
import { error, Problem } from '../../../../src/domain/content/problems';
import {
  ABOUT_US_PATH,
  AUTHORS_PATH,
  articlePath,
  categoryPath,
  ERROR_PATH,
  HOME_PATH,
  INFO_PAGE_PATHS,
  listingPagePath,
  NOT_FOUND_PATH,
  OFFLINE_SHELL_PATH,
  PRIVACY_POLICY_PATH,
  RSS_PATH,
  SEARCH_INDEX_PATH,
  SITEMAP_PATH,
  SITEMAP_XML_PATH,
  subcategoryPath,
  TERMS_PATH,
} from '../../../../src/domain/listings/routes';
import { isValidSlug } from '../../../../src/domain/content/slug';
import { CategoryDef, TAXONOMY } from '../../../../src/domain/listings/taxonomy';

/**
 * First path segments a category slug may not take: every fixed page, the home page's
 * pagination segment, and the folders Gatsby and its plugins write into public/.
 */
const RESERVED_ROOT_SEGMENTS: readonly string[] = [
  ...new Set(
    [
      AUTHORS_PATH,
      ABOUT_US_PATH,
      PRIVACY_POLICY_PATH,
      TERMS_PATH,
      SITEMAP_PATH,
      NOT_FOUND_PATH,
      ERROR_PATH,
      RSS_PATH,
      SITEMAP_XML_PATH,
      SEARCH_INDEX_PATH,
      articlePath('x'),
      listingPagePath(HOME_PATH, 2),
      ...Object.values(INFO_PAGE_PATHS),
      OFFLINE_SHELL_PATH,
    ]
      .map((p) => p.split('/')[1] as string)
      .concat(['page-data', 'slice-data', 'static', '_gatsby', '~partytown', 'icons']),
  ),
];

/**
 * Taxonomy slugs that would collide with another route: a reserved first segment, two
 * categories on one path, two subcategories of one category on one path, or a subcategory on
 * its category's pagination segment. The taxonomy is a parameter so tests can try bad tables.
 */
function taxonomyRouteProblems(
  taxonomy: readonly CategoryDef[],
  file = 'src/domain/listings/taxonomy.ts',
): Problem[] {
  const problems: Problem[] = [];
  const categories = new Map<string, string>();
  for (const c of taxonomy) {
    const path = categoryPath(c.slug);
    if (!isValidSlug(c.slug))
      problems.push(
        error(file, `${c.key}.slug`, `"${c.slug}" is not a slug; use lowercase words and hyphens.`),
      );
    else if (RESERVED_ROOT_SEGMENTS.includes(c.slug))
      problems.push(
        error(
          file,
          `${c.key}.slug`,
          `"${c.slug}" would take ${path}, which the site already uses; choose another slug.`,
        ),
      );
    const other = categories.get(path);
    if (other !== undefined)
      problems.push(
        error(
          file,
          `${c.key}.slug`,
          `"${c.slug}" is also the slug of category ${other}; category slugs must differ.`,
        ),
      );
    else categories.set(path, c.key);
    // the category's own listing pages live at {category}/page/{n}
    const paginationSegment = listingPagePath(path, 2).split('/')[2];
    const subs = new Map<string, string>();
    for (const s of c.subcategories) {
      const field = `${c.key}.${s.key}.slug`;
      const subPath = subcategoryPath(c.slug, s.slug);
      if (!isValidSlug(s.slug))
        problems.push(error(file, field, `"${s.slug}" is not a slug; use lowercase words and hyphens.`));
      else if (s.slug === paginationSegment)
        problems.push(
          error(
            file,
            field,
            `"${s.slug}" would take ${subPath}, where ${c.key}'s pagination lives; choose another slug.`,
          ),
        );
      const clash = subs.get(subPath);
      if (clash !== undefined)
        problems.push(
          error(
            file,
            field,
            `"${s.slug}" is also the slug of ${c.key}.${clash}; subcategory slugs of a category must differ.`,
          ),
        );
      else subs.set(subPath, s.key);
    }
  }
  return problems;
}

describe('route collisions of the taxonomy', () => {
  it('finds none in the real taxonomy', () => {
    expect(taxonomyRouteProblems(TAXONOMY)).toEqual([]);
  });

  it('reserves every fixed first segment and the pagination segments', () => {
    for (const s of [
      'authors',
      'articles',
      'info',
      'privacy-policy',
      'terms',
      'sitemap',
      'page',
      'page-data',
      'static',
    ])
      expect(RESERVED_ROOT_SEGMENTS).toContain(s);
    expect(RESERVED_AUTHOR_SLUGS).toEqual(['page']);
  });

  const cat = (key: string, slug: string, subs: [string, string][] = [['other', 'other']]): CategoryDef => ({
    key,
    slug,
    subcategories: subs.map(([k, s]) => ({ key: k, slug: s })),
  });

  it.each([
    ['a category on a fixed page', [cat('a', 'authors')], 'a.slug', '/authors'],
    ['a category on the home pagination', [cat('a', 'page')], 'a.slug', '/page'],
    ['a category on Gatsby’s page-data', [cat('a', 'page-data')], 'a.slug', '/page-data'],
    ['two categories on one path', [cat('a', 'same'), cat('b', 'same')], 'b.slug', 'category a'],
    ['a subcategory on its category’s pagination', [cat('a', 'x', [['p', 'page']])], 'a.p.slug', '/x/page'],
    [
      'two subcategories on one path',
      [
        cat('a', 'x', [
          ['p', 'y'],
          ['q', 'y'],
        ]),
      ],
      'a.q.slug',
      'a.p',
    ],
    ['a slug that is not a slug', [cat('a', 'Not Slug')], 'a.slug', 'not a slug'],
  ])('reports %s', (_name, taxonomy, field, mentioned) => {
    const problems = taxonomyRouteProblems(taxonomy);
    expect(problems.map((p) => [p.file, p.field])).toEqual([['src/domain/listings/taxonomy.ts', field]]);
    expect(problems[0]?.message).toContain(mentioned);
  });
});
