/**
 * A cover as a plain <picture>: AVIF and WebP sources, then the fallback, with width and height
 * so the browser reserves the box before the bytes arrive (no layout shift). The hero is the
 * page's largest paint, so it loads eagerly at high priority, as does the first card of a
 * listing (see article-card.tsx); other card thumbnails load lazily.
 * Rendered without gatsby-plugin-image's GatsbyImage component: its runtime would be the only
 * script this needs, and the article page is near its 80 KB JavaScript budget (docs/performance.md,
 * "First-visit JavaScript and CSS").
 */
import React from 'react';
import type { ResponsiveImage } from '../../domain/pictures/sizes';

export function CoverPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  /** the page's largest paint: eager, high fetch priority, decoded at once */
  priority?: boolean;
  className?: string;
}): React.JSX.Element {
  // React 18 passes lower-case unknown attributes through as they are
  const fetchPriority = priority ? { fetchpriority: 'high' } : {};
  return (
    <picture className={className}>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.fallback.src}
        srcSet={image.fallback.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...fetchPriority}
      />
    </picture>
  );
}
