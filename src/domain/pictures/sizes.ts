/**
 * Picture sizes: what the build makes of covers and body pictures, and the shapes the pages
 * render. Which files are accepted is src/domain/pictures/formats.ts; the checks of an article's
 * pictures are src/domain/pictures/checks.ts.
 */

/**
 * Sizes the build makes. Body pictures: at most the article column (46rem = 736 px) at 2×.
 * Covers: the hero fills the column (1071 px covers a 412 px phone at 2.6×), cards show a
 * thumbnail, and the share image is the 1200 × 630 crop Open Graph and Twitter cards expect.
 */
export const BODY_PICTURE = { maxWidth: 736, quality: 70 } as const;
export const COVER_SIZES = {
  heroWidths: [412, 736, 1071, 1472],
  cardWidth: 400,
  /**
   * Thumbnail widths as multiples of cardWidth: 400 and 800 px. A card is never narrower than 300
   * CSS px (COVER_IMAGE_SIZES.card), so the 100 and 200 px files gatsby-plugin-image makes by
   * default were never chosen; leaving them out saves six encodes per cover and six srcset
   * entries per card in every listing's HTML.
   */
  cardDensities: [1, 2],
  share: { width: 1200, height: 630 },
  quality: 68,
} as const;

/**
 * How hard the AVIF encoder works, as gatsby-plugin-sharp's `avifOptions.speed` (0 slowest, 9
 * fastest; sharp's `effort` is 9 − speed). Sharp's default (speed 5) took about 760 ms for a
 * 1472 px cover; speed 7 takes about 135 ms for a file 7 % larger at that width and the same size
 * at 736 and 400 px, and cut the image jobs of a 1,000-article build from 60 s to 39 s. The
 * patch in patches/gatsby-plugin-sharp+*.patch makes the plugin pass it to sharp.
 */
export const AVIF_SPEED = 7;

/** A resized picture as pages render it: modern formats first, then the fallback. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** AVIF then WebP, as `<source>` elements */
  sources: { type: string; srcSet: string }[];
  fallback: { src: string; srcSet: string };
}

/** An article's cover as the pages use it (built by src/node/content/covers.ts from gatsby-plugin-image data). */
export interface CoverPictures {
  alt: string;
  /** the article's hero */
  hero: ResponsiveImage;
  /** the thumbnail on cards */
  card: ResponsiveImage;
  /** the 1200 × 630 share crop for og:image / twitter:image and the JSON-LD image */
  share: { src: string; width: number; height: number; type: string };
}

/** The `sizes` of each place a cover shows: the hero fills the article column (46rem). */
export const COVER_IMAGE_SIZES = {
  hero: '(min-width: 768px) 736px, 100vw',
  card: '(min-width: 992px) 300px, (min-width: 576px) 50vw, 100vw',
} as const;
