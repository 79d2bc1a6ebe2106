/**
 * Covers for pages: one query over the distinct cover files (a site reuses few pictures, the
 * benchmark corpus 12 for 10,000 articles), resized by gatsby-plugin-sharp through
 * gatsby-transformer-sharp's `gatsbyImageData` (gatsby-plugin-image's data) and `resize`, and
 * cached by source digest and options, so a rebuild does no image work. Pages get plain data
 * (src/domain/pictures/sizes.ts CoverPictures) through pageContext.
 */
import path from 'path';
import type { Reporter } from 'gatsby';
import type { ArticleModel } from '../../domain/content/model';
import { resolvePicturePath } from '../../domain/pictures/paths';
import { CoverPictures, COVER_SIZES, ResponsiveImage } from '../../domain/pictures/sizes';

interface ImageData {
  width: number;
  height: number;
  images: {
    fallback?: { src: string; srcSet?: string };
    sources?: { type: string; srcSet: string }[];
  };
}

interface CoverQuery {
  allFile: {
    nodes: {
      absolutePath: string;
      childImageSharp: {
        hero: ImageData;
        card: ImageData;
        share: { src: string; width: number; height: number };
      } | null;
    }[];
  };
}

type Graphql = <T>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ errors?: unknown; data?: T }>;

/** The absolute path of an article's cover file, or null without a local cover. */
export function coverPath(article: Pick<ArticleModel, 'file' | 'cover'>): string | null {
  if (!article.cover) return null;
  const target = resolvePicturePath(article.file.split(path.sep).join('/'), article.cover);
  return target.kind === 'local' ? path.resolve(target.path) : null;
}

const responsive = (data: ImageData): ResponsiveImage => ({
  width: data.width,
  height: data.height,
  // AVIF first: the browser takes the first source it can show
  sources: (data.images.sources ?? [])
    .map((s) => ({ type: s.type, srcSet: s.srcSet }))
    .sort((a, b) => (a.type === 'image/avif' ? -1 : b.type === 'image/avif' ? 1 : 0)),
  fallback: { src: data.images.fallback?.src ?? '', srcSet: data.images.fallback?.srcSet ?? '' },
});

const { heroWidths, cardWidth, cardDensities, share, quality } = COVER_SIZES;

/** Resize every cover once; returns the pictures of each article that has a cover, by id. */
export async function loadCovers(
  articles: readonly ArticleModel[],
  graphql: Graphql,
  reporter: Reporter,
): Promise<Map<number, CoverPictures>> {
  const wanted = new Map<number, string>();
  for (const a of articles) {
    const p = coverPath(a);
    if (p) wanted.set(a.id, p);
  }
  const out = new Map<number, CoverPictures>();
  if (wanted.size === 0) return out;
  const result = await graphql<CoverQuery>(
    `
      query ($paths: [String!]) {
        allFile(filter: { absolutePath: { in: $paths } }) {
          nodes {
            absolutePath
            childImageSharp {
              hero: gatsbyImageData(
                layout: CONSTRAINED
                width: ${Math.max(...heroWidths)}
                breakpoints: [${heroWidths.join(', ')}]
                formats: [AUTO, WEBP, AVIF]
                placeholder: NONE
                quality: ${quality}
              )
              card: gatsbyImageData(
                layout: CONSTRAINED
                width: ${cardWidth}
                outputPixelDensities: [${cardDensities.join(', ')}]
                aspectRatio: 1.7778
                formats: [AUTO, WEBP, AVIF]
                placeholder: NONE
                quality: ${quality}
              )
              share: resize(width: ${share.width}, height: ${share.height}, cropFocus: CENTER, toFormat: JPG, quality: 80) {
                src
                width
                height
              }
            }
          }
        }
      }
    `,
    { paths: [...new Set(wanted.values())] },
  );
  if (result.errors || !result.data)
    reporter.panicOnBuild('covers: could not resize the covers', result.errors as Error[]);
  const byPath = new Map(
    result.data?.allFile.nodes.map((n) => [path.resolve(n.absolutePath), n.childImageSharp]),
  );
  for (const a of articles) {
    const p = wanted.get(a.id);
    if (!p) continue;
    const sharp = byPath.get(p);
    // validation already refused covers that are missing or not pictures; in develop a file
    // can vanish between the check and this query: the card then keeps its pattern
    if (!sharp) {
      reporter.warn(
        `${a.file} [cover] ${a.cover} could not be resized; the article shows its pattern instead.`,
      );
      continue;
    }
    out.set(a.id, {
      alt: a.coverAlt ?? '',
      hero: responsive(sharp.hero),
      card: responsive(sharp.card),
      share: { ...sharp.share, type: 'image/jpeg' },
    });
  }
  return out;
}
