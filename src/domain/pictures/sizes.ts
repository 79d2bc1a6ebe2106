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
 * fastest; sharp's `effort` is 9 − speed; the patch in patches/gatsby-plugin-sharp+*.patch makes
 * the plugin pass it to sharp), and the AVIF quality that goes with it. AVIF encodes are most of
 * a build's picture work. Measured with sharp 0.33 (libaom 3.9) on four of the shipped pictures,
 * one encode at a time; each cell: time, size, PSNR against the resized original (averages):
 *
 * | encode | 412 px | 736 px | 1071 px | 1472 px |
 * |---|---|---|---|---|
 * | AVIF speed 7, quality 68 (before) | 161 ms, 4.4 KB, 42.7 dB | 502 ms, 7.2 KB, 44.4 dB | 1,016 ms, 9.9 KB, 45.4 dB | 1,588 ms, 13.1 KB, 46.4 dB |
 * | AVIF speed 8, quality 52 | 42 ms, 3.5 KB, 39.7 dB | 80 ms, 6.9 KB, 42.2 dB | 117 ms, 9.8 KB, 43.0 dB | 157 ms, 14.4 KB, 43.8 dB |
 * | WebP quality 68 (the next source) | 27 ms, 3.6 KB, 35.3 dB | 54 ms, 6.9 KB, 38.6 dB | 93 ms, 10.6 KB, 40.8 dB | 164 ms, 14.8 KB, 42.5 dB |
 *
 * Speed 8 encodes 4-10 times faster. Its quality is set for the same bytes as before, so the hero
 * (the largest paint of an article with a cover) costs a phone no more: 2.2-3.0 dB less fidelity,
 * still 1.3-4.4 dB above WebP of the same size. At quality 64 it kept the fidelity but its files
 * were 5-57 % larger, and Lighthouse's simulated LCP of the article with a cover went from 1.08 to
 * 1.23 s (medians of 3).
 */
export const AVIF_SPEED = 8;
export const AVIF_QUALITY = 52;

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
