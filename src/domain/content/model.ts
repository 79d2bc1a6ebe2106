/**
 * From parsed content files to the site's content model, with every problem reported at once.
 * Each kind of file has its reader in src/domain/content/ (articles, authors, taxonomy texts,
 * sponsored links, info pages); this runs them in a fixed order, so problems are listed the same
 * way every time. Pure: the files are read by src/node/content/read-content.ts (or a test) and handed in.
 */
import { buildAuthorLookups } from './default-author';
import { readArticles } from './articles';
import { readAuthors } from './authors';
import { readInfo } from './info-pages';
import { readSponsored } from './sponsored-links';
import { readTaxonomyTexts } from './taxonomy-texts';
import type { InfoPageModel, PreparedContent, RawContent } from './types';
import type { Problem } from './problems';
import { readTopicTexts, topicProblems } from '../listings/topic-texts';
import { readSeriesTexts, seriesProblems } from '../listings/series';

export type {
  ArticleModel,
  CategoryTexts,
  InfoPageModel,
  JsonFile,
  MarkdownFile,
  NodeTexts,
  PreparedContent,
  RawContent,
  SiteContent,
} from './types';

/** Validate and model all content; errors make the content unusable, warnings do not. */
export function prepareContent(raw: RawContent): PreparedContent {
  const problems: Problem[] = [];
  const authors = readAuthors(raw.authors, problems);
  const sponsored = readSponsored(raw.sponsored, problems);
  const taxonomyTexts = readTaxonomyTexts(raw.taxonomy, problems);
  const topicTexts = readTopicTexts(raw.topics, problems);
  const series = readSeriesTexts(raw.series, problems);
  const articles = readArticles(raw, buildAuthorLookups(authors), problems);
  // across every article that validated, drafts and scheduled ones included
  problems.push(...topicProblems(articles, raw.articles, topicTexts, raw.topics));
  problems.push(...seriesProblems(articles, raw.articles, series));
  const info: InfoPageModel[] = [];
  for (const f of raw.info) {
    const page = readInfo(f, problems);
    if (page) info.push(page);
  }
  return {
    content: { articles, authors, sponsored, taxonomyTexts, topicTexts, series, info },
    errors: problems.filter((p) => p.severity === 'error'),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}
