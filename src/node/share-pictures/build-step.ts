/**
 * The share pictures in the build: createPages plans them (their addresses go into the article
 * pages) and starts the drawing, which runs beside the rest of the build; onPostBuild waits for
 * it and reports it in one line, apart from the cover pictures ("Share pictures: …").
 */
import type { Reporter } from 'gatsby';
import type { ArticleModel, CategoryTexts } from '../../domain/content/model';
import { planSharePictures, type DrawReport, type SharePicture } from './plan-and-draw';

/** The drawing under way in this build, started by createPages (none under develop). */
let pending: Promise<DrawReport> | null = null;

/**
 * The share pictures of the articles without a cover (`covered`: the ids of those with one), by
 * article id, their drawing started into `publicDir`; none under develop (`draw` false).
 */
export function startSharePictures(
  root: string,
  publicDir: string,
  input: {
    articles: readonly ArticleModel[];
    covered: ReadonlySet<number>;
    taxonomyTexts: Record<string, CategoryTexts>;
    siteTitle: string;
    locale: string;
    draw: boolean;
  },
): Map<number, SharePicture> {
  if (!input.draw) return new Map();
  const requests = input.articles
    .filter((a) => !input.covered.has(a.id))
    .map((a) => {
      const key = a.placements[0]?.categoryKey ?? null;
      return {
        id: a.id,
        file: a.file,
        title: a.title,
        categoryKey: key,
        categoryTitle: key === null ? null : (input.taxonomyTexts[key]?.title ?? null),
        siteTitle: input.siteTitle,
      };
    });
  const { pictures, draw } = planSharePictures(root, requests, input.locale);
  pending = draw(publicDir);
  // an error is reported where the build waits for it (finishSharePictures)
  pending.catch(() => undefined);
  return pictures;
}

/** Waits for the drawing of this build's share pictures and reports it; stops the build on an error. */
export async function finishSharePictures(reporter: Reporter): Promise<void> {
  if (!pending) return;
  const run = pending;
  pending = null;
  try {
    const r = await run;
    const each = r.drawn > 0 ? `, ${((r.drawSeconds * 1000) / r.drawn).toFixed(1)} ms CPU a picture` : '';
    reporter.info(
      `Share pictures: ${r.drawn} drawn, ${r.cached} from the cache (${r.seconds.toFixed(1)} s since planned${each})`,
    );
  } catch (e) {
    reporter.panicOnBuild(`Share pictures: ${(e as Error).message}`);
  }
}
