/**
 * The search results panel's content, loaded on the first use of the
 * search box together with the title index. Matching and grouping are the domain rules of
 * src/domain/search/matcher.ts; this file only shows them.
 */
import React, { useEffect, useMemo, useState } from 'react';
import { Link, withPrefix } from 'gatsby';
import { formatLabel, Labels } from '../../domain/locales/labels';
import { articlePath, SEARCH_EMPTY_IMAGE_PATH } from '../../domain/listings/routes';
import { groupResults, ResultGroup, resultGroupKey, searchTitles } from '../../domain/search/matcher';
import type { SearchEntry } from '../../domain/search/title-index';
import { MenuCategory, useSiteData } from '../../hooks/use-site-data';
import { loadSearchIndex } from '../../browser/search-index-client';
import { PreviewBadge } from '../frame/preview-badge';

/** Rendering thousands of links on every keystroke would stall the page: show this many. */
export const MAX_SHOWN_RESULTS = 100;

/** Start fetching the index before the panel needs it. */
export function preloadSearchIndex(): void {
  loadSearchIndex().catch(() => undefined);
}

type IndexState = { status: 'loading' } | { status: 'ready'; entries: SearchEntry[] } | { status: 'failed' };

function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadSearchIndex().then(
      (entries) => live && setState({ status: 'ready', entries }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function GroupHeading({
  group,
  categories,
  labels,
  onNavigate,
}: {
  group: ResultGroup<SearchEntry>;
  categories: readonly MenuCategory[];
  labels: Labels;
  onNavigate: () => void;
}): React.JSX.Element {
  const category = categories.find((c) => c.key === group.categoryKey);
  const subcategory = category?.subcategories.find((s) => s.key === group.subcategoryKey);
  if (!category || !subcategory)
    return (
      <h3 className="search-group-heading" data-testid="search-group">
        {labels.uncategorised}
      </h3>
    );
  return (
    <h3 className={`search-group-heading cat-${category.key}`} data-testid="search-group">
      <Link to={category.path} onClick={onNavigate}>
        {category.title}
      </Link>{' '}
      <span aria-hidden="true">→</span>{' '}
      <Link to={subcategory.path} onClick={onNavigate}>
        {subcategory.title}
      </Link>
    </h3>
  );
}

export interface SearchResultsProps {
  query: string;
  /** called when a heading link navigates within the site (the panel closes) */
  onNavigate: () => void;
}

/**
 * The results panel.
 * @public used as `results.SearchResults` by src/components/search/search-box.tsx once the module has loaded
 */
export function SearchResults({ query, onNavigate }: SearchResultsProps): React.JSX.Element {
  const { labels, categories } = useSiteData();
  const index = useSearchIndex();
  const matches = useMemo(
    () => (index.status === 'ready' ? searchTitles(index.entries, query) : []),
    [index, query],
  );
  const groups = useMemo(() => groupResults(matches.slice(0, MAX_SHOWN_RESULTS)), [matches]);

  if (index.status === 'loading') return <p className="search-status">{labels.searchLoading}</p>;
  if (index.status === 'failed') return <p className="search-status">{labels.searchError}</p>;
  if (matches.length === 0)
    return (
      <div className="search-empty">
        <img
          src={withPrefix(SEARCH_EMPTY_IMAGE_PATH)}
          alt={labels.searchNoResults}
          width="160"
          height="120"
          data-testid="search-empty"
        />
        <p className="mb-0">{labels.searchTryOther}</p>
      </div>
    );
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {formatLabel(labels.searchResultCount, { count: matches.length })}
      </p>
      {groups.map((group) => (
        <section key={resultGroupKey(group)} className="search-group">
          <GroupHeading group={group} categories={categories} labels={labels} onNavigate={onNavigate} />
          <ul className="search-group-list">
            {group.items.map((entry) => (
              <li key={entry.slug}>
                {/* eslint-disable-next-line react/jsx-no-target-blank -- our own pages: noopener is all
                    the new tab needs (spec: rel="noopener"), the referrer may stay */}
                <a
                  href={withPrefix(articlePath(entry.slug))}
                  target="_blank"
                  rel="noopener"
                  className="search-result"
                  data-testid="search-result"
                >
                  <span>{entry.title}</span>
                  {process.env.NODE_ENV !== 'production' && entry.mark && (
                    <>
                      {' '}
                      <PreviewBadge mark={entry.mark} />
                    </>
                  )}
                  <span className="visually-hidden"> ({labels.opensInNewTab})</span>
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                    <path
                      d="M7 1h4v4M11 1 5.5 6.5M9.5 7.5V11h-8.5V2.5H4.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.4"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {matches.length > MAX_SHOWN_RESULTS && (
        <p className="search-status small">
          {formatLabel(labels.searchTooMany, { shown: MAX_SHOWN_RESULTS, total: matches.length })}
        </p>
      )}
    </>
  );
}
