/** Table of contents from the article's h2/h3 headings, shown when there are at least three. */
import type { Heading } from '../../domain/html/body-tree';
import { TOC_MIN_HEADINGS } from '../../domain/constants';
import { ELEMENT_IDS } from '../../domain/html/element-ids';
import { useSiteData } from '../../hooks/use-site-data';

export function TableOfContents({ headings }: { headings: readonly Heading[] }): React.JSX.Element | null {
  const { labels } = useSiteData();
  if (headings.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby={ELEMENT_IDS.tableOfContents} className="toc">
      <h2 id={ELEMENT_IDS.tableOfContents} className="aid-label">
        {labels.tableOfContents}
      </h2>
      <ol className="toc-list">
        {headings.map((h) => (
          <li key={h.id} className={h.depth === 3 ? 'toc-sub' : undefined}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
