/**
 * A list of search results grouped under 'Category → Subcategory' headings (the grouping rule of
 * src/domain/search/matcher.ts); each result opens its article in a new tab and may carry an
 * excerpt, whose marked words are rendered as <mark> elements from plain strings.
 */
import React from 'react';
import { navigate, withPrefix } from 'gatsby';
import { isPlainLeftClick } from '../../domain/frame/link-clicks';
import type { Labels } from '../../domain/locales/labels';
import { articlePath } from '../../domain/listings/routes';
import type { ExcerptPart } from '../../domain/search/excerpt';
import { groupResults, ResultGroup, resultGroupKey } from '../../domain/search/matcher';
import type { SearchEntry } from '../../domain/search/title-index';
import type { MenuCategory } from '../../hooks/use-site-data';
import { PreviewBadge, previewBadgeText } from '../frame/preview-badge';

export interface ShownResult {
  entry: SearchEntry;
  excerpt?: ExcerptPart[];
  /** found only by corrected words: marked so that the title rule's own results can be told apart */
  corrected?: true;
}

type Grouped = ShownResult & Pick<SearchEntry, 'categoryKey' | 'subcategoryKey'>;

/**
 * A heading's link to a category or subcategory page: a client-side navigation on a plain left
 * click, as Gatsby's Link does, without the Link's own IntersectionObserver and prefetching. A
 * long answer shows dozens of headings, and their observers took several milliseconds of the
 * frame that first shows it; the page's data is fetched on the click instead.
 */
function HeadingLink({
  to,
  onNavigate,
  children,
}: {
  to: string;
  onNavigate: () => void;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <a
      href={withPrefix(to)}
      onClick={(event) => {
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}

function GroupHeading({
  group,
  categories,
  labels,
  onNavigate,
  testId,
}: {
  testId: string;
  group: ResultGroup<Grouped>;
  categories: readonly MenuCategory[];
  labels: Labels;
  onNavigate: () => void;
}): React.JSX.Element {
  const category = categories.find((c) => c.key === group.categoryKey);
  const subcategory = category?.subcategories.find((s) => s.key === group.subcategoryKey);
  if (!category || !subcategory)
    return (
      <h3 className="search-group-heading" data-testid={testId}>
        {labels.uncategorised}
      </h3>
    );
  return (
    <h3 className={`search-group-heading cat-${category.key}`} data-testid={testId}>
      <HeadingLink to={category.path} onNavigate={onNavigate}>
        {category.title}
      </HeadingLink>{' '}
      <span aria-hidden="true">→</span>{' '}
      <HeadingLink to={subcategory.path} onNavigate={onNavigate}>
        {subcategory.title}
      </HeadingLink>
    </h3>
  );
}

function Excerpt({ parts }: { parts: readonly ExcerptPart[] }): React.JSX.Element {
  return (
    <span className="search-excerpt" data-testid="search-excerpt">
      {parts.map((p, i) =>
        p.mark ? <mark key={i}>{p.text}</mark> : <React.Fragment key={i}>{p.text}</React.Fragment>,
      )}
    </span>
  );
}

/**
 * A result link's accessible name: the title, the preview's badge, and that it opens a new tab.
 * Given whole as `aria-label`, where a visually hidden span per row was a positioned box of its
 * own in every row, each with its own layout and paint (about a tenth of the panel's rendering).
 */
function resultName(entry: SearchEntry, labels: Labels): string {
  const badge =
    process.env.NODE_ENV !== 'production' && entry.mark ? ` ${previewBadgeText(entry.mark, labels)}` : '';
  return `${entry.title}${badge} (${labels.opensInNewTab})`;
}

export function ResultList({
  results,
  testId,
  groupTestId,
  categories,
  labels,
  onNavigate,
}: {
  results: readonly ShownResult[];
  /** data-testid of each result link */
  testId: string;
  /** data-testid of each group heading */
  groupTestId: string;
  categories: readonly MenuCategory[];
  labels: Labels;
  onNavigate: () => void;
}): React.JSX.Element {
  const groups = groupResults<Grouped>(
    results.map((r) => ({ ...r, categoryKey: r.entry.categoryKey, subcategoryKey: r.entry.subcategoryKey })),
  );
  return (
    <>
      {groups.map((group, i) => (
        // the rule between groups is a class, not a sibling selector: with `.search-group +
        // .search-group`, each group added restyled what follows it (the text section) again
        <section
          key={resultGroupKey(group)}
          className={i > 0 ? 'search-group search-group-next' : 'search-group'}
        >
          <GroupHeading
            group={group}
            categories={categories}
            labels={labels}
            onNavigate={onNavigate}
            testId={groupTestId}
          />
          <ul className="search-group-list">
            {group.items.map(({ entry, excerpt, corrected }) => (
              <li key={entry.slug}>
                {/* eslint-disable-next-line react/jsx-no-target-blank -- our own pages: noopener is all
                    the new tab needs (spec: rel="noopener"), the referrer may stay */}
                <a
                  href={withPrefix(articlePath(entry.slug))}
                  target="_blank"
                  rel="noopener"
                  className="search-result"
                  aria-label={resultName(entry, labels)}
                  data-testid={testId}
                  data-corrected={corrected ? '' : undefined}
                >
                  <span>{entry.title}</span>
                  {process.env.NODE_ENV !== 'production' && entry.mark && (
                    <>
                      {' '}
                      <PreviewBadge mark={entry.mark} />
                    </>
                  )}
                </a>
                {excerpt && <Excerpt parts={excerpt} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
