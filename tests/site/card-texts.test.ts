/**
 * The text of every article card on the built site: the article's description, else the excerpt
 * of its rendered body. Cards without a description get that excerpt from their page's query
 * (Query.cardTexts), so it is checked twice: in the HTML the server wrote, and in the page data
 * that client-side navigation renders the page from.
 */
import fs from 'fs';
import path from 'path';
import * as cheerio from 'cheerio';
import type { ArticleModel } from '../../src/domain/content/model';
import { ArticleCard, withCardTexts } from '../../src/domain/listings/cards';
import { filesUnder } from '../../src/node/files/walk';
import { renderMarkdown } from '../support/markdown-body';
import { allHtmlFiles, builtContent, publicDir } from './helpers';

const content = builtContent();
const byPath = new Map(content.articles.map((a) => [a.path, a]));
const bodyTexts = new Map<string, string>();
/** What a card of `article` must say. */
function cardText(article: ArticleModel): string {
  if (article.description) return article.description;
  const known = bodyTexts.get(article.path);
  if (known !== undefined) return known;
  const text = renderMarkdown(article.body).excerpt;
  bodyTexts.set(article.path, text);
  return text;
}

const CARD_LISTS = ['articles', 'lead', 'finest', 'favorite', 'more', 'related'] as const;

function pageDataFiles(dir = path.join(publicDir, 'page-data')): string[] {
  return filesUnder(dir)
    .filter((f) => path.posix.basename(f) === 'page-data.json')
    .map((f) => path.join(dir, f));
}

describe('card texts on the built site', () => {
  it('the content has articles with and without a description', () => {
    expect(content.articles.some((a) => a.description)).toBe(true);
    expect(content.articles.some((a) => !a.description)).toBe(true);
  });

  it("every card in the HTML shows its article's description, else the excerpt of its body", () => {
    const wrong: string[] = [];
    const seen = { described: 0, fromBody: 0 };
    for (const file of allHtmlFiles()) {
      const $ = cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
      $('.article-card').each((_, card) => {
        const shown = $(card).find('.article-card-excerpt');
        if (shown.length === 0) return; // the compact cards show no text
        const href = $(card).find('.article-card-title a').attr('href') ?? '';
        const article = byPath.get(href);
        if (!article) {
          wrong.push(`${file}: a card links to ${href}, which is no published article`);
          return;
        }
        seen[article.description ? 'described' : 'fromBody'] += 1;
        if (shown.text() !== cardText(article)) wrong.push(`${file}: ${href} shows "${shown.text()}"`);
      });
    }
    expect(wrong).toEqual([]);
    expect(seen.described).toBeGreaterThan(20);
    expect(seen.fromBody).toBeGreaterThan(20);
  });

  it('the page data of every page with cards gives the same texts, and asks only for the ones it needs', () => {
    const wrong: string[] = [];
    let pagesWithCards = 0;
    for (const file of pageDataFiles()) {
      const { result } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        result: {
          pageContext: Record<string, unknown> & { cardTextIds?: string[] };
          data?: { cardTexts?: { id: number; text: string }[] };
        };
      };
      const lists = CARD_LISTS.flatMap((k) => {
        const list = result.pageContext[k];
        return Array.isArray(list) && list.length > 0 && 'excerpt' in (list[0] as object)
          ? [list as ArticleCard[]]
          : [];
      });
      if (lists.length === 0) continue;
      pagesWithCards += 1;
      const name = path.relative(publicDir, file);
      const cards = lists.flat();
      const needText = cards.filter((c) => !byPath.get(c.path)?.description);
      if ((result.pageContext.cardTextIds ?? []).length !== needText.length)
        wrong.push(`${name}: cardTextIds ${JSON.stringify(result.pageContext.cardTextIds)}`);
      const given = (result.data?.cardTexts ?? []).map((t) => t.id).sort((a, b) => a - b);
      if (JSON.stringify(given) !== JSON.stringify(needText.map((c) => c.id).sort((a, b) => a - b)))
        wrong.push(`${name}: texts for ${JSON.stringify(given)}`);
      for (const c of lists.flatMap((l) => withCardTexts(l, result.data?.cardTexts))) {
        const article = byPath.get(c.path);
        if (!article || c.excerpt !== cardText(article)) wrong.push(`${name}: ${c.path} says "${c.excerpt}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect(pagesWithCards).toBeGreaterThan(50);
  });
});
