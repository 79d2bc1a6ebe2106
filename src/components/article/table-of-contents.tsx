/** Table of contents from the article's h2/h3 headings, shown when there are at least three. */
import type { Heading } from '../../domain/body-tree';
import { TOC_MIN_HEADINGS } from '../../domain/constants';
import { useSiteData } from '../../hooks/use-site-data';

export function TableOfContents({ headings }: { headings: Heading[] }): React.JSX.Element | null {
  const { labels } = useSiteData();
  if (headings.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="toc-heading" className="toc border rounded p-3 mb-4">
      <h2 id="toc-heading" className="h6 text-uppercase mb-2">
        {labels.tableOfContents}
      </h2>
      <ol className="mb-0 ps-3">
        {headings.map((h) => (
          <li key={h.id} className={h.depth === 3 ? 'ms-3' : undefined}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
