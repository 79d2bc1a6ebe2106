/** What a generated corpus is made of: its files, planned articles and pictures, the cases an article exercises, the taxonomy slots. */
import { TAXONOMY } from '../../src/domain/listings/taxonomy';

export interface CorpusFile {
  /** path relative to the content folder, with forward slashes */
  path: string;
  content: string;
}

/** The special cases an article can exercise (besides a plain, exact placement). */
export const FALLBACK_CASES = [
  'unknown-subcategory',
  'no-subcategories',
  'spelled-out',
  'unknown-category',
  'multiple-entities',
  'missing-date',
  'missing-author',
] as const;

export type ArticleCase = 'exact' | (typeof FALLBACK_CASES)[number];

/** One generated article, as the generator planned it (tests check the files against this). */
export interface PlannedArticle {
  id: number;
  slug: string;
  title: string;
  cases: ArticleCase[];
  /** `categoryKey/subcategoryKey` of the first entity as written (before any fallback) */
  slot: string;
  file: string;
}

/** A picture copied into the corpus from the real articles' pictures (binary, so not in `files`). */
export interface CorpusPicture {
  /** path relative to the content folder */
  path: string;
  /** path relative to content/articles of the picture it copies */
  source: string;
}

export interface Corpus {
  files: CorpusFile[];
  /** the reused set of pictures the articles' covers and inline pictures point to */
  pictures: CorpusPicture[];
  articles: PlannedArticle[];
  /** the smallest article count that contains every subcategory and every fallback case */
  minimumForFullCoverage: number;
}

export interface CorpusOptions {
  articles: number;
  seed?: number;
  /** false: no covers and no inline pictures (the same bodies otherwise), to compare builds
   * with and without picture work, or with a version of the site from before pictures */
  pictures?: boolean;
}

/** All 36 `categoryKey/subcategoryKey` slots in taxonomy order. */
export const SLOTS = TAXONOMY.flatMap((c) => c.subcategories.map((s) => ({ cat: c.key, sub: s.key })));
