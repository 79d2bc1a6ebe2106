/**
 * The search results panel's content, loaded on the first use of the search box together with
 * the index's manifest. The search itself is src/domain/search/engine.ts (the specification's
 * title rule, corrected words, the article text); this file only runs it and shows the outcome:
 * the title matches as before, a "Showing results for …" line when words were corrected, and
 * the text matches in their own labelled section below.
 */
import React, { startTransition, useEffect, useId, useState } from 'react';
import { withPrefix } from 'gatsby';
import { formatLabel } from '../../domain/locales/labels';
import { SEARCH_EMPTY_IMAGE_PATH } from '../../domain/listings/routes';
import { Found, MAX_TITLE_RESULTS, SearchOutcome, TextFound } from '../../domain/search/engine';
import { useSiteData } from '../../hooks/use-site-data';
import { loadSearcher, NeedsConnectionError, Searcher } from '../../browser/search-index-client';
import { afterNextPaint } from '../../browser/next-task';
import { ResultList } from './result-list';

/** Rendering thousands of links on every keystroke would stall the page: show this many titles. */
export const MAX_SHOWN_RESULTS = MAX_TITLE_RESULTS;

/**
 * Rows rendered at once, and then added per frame: each step's style, layout and paint stay a
 * short task, where the whole answer in one frame blocked a phone's page for longer than 50 ms.
 * The title rows come first, then the text section's; 20 rows fill more than the panel's height.
 */
export const RENDER_STEP = 20;
/** A text result (its title and an excerpt) counts as this many rows of a step. */
export const TEXT_RESULT_ROWS = 2;

/** What tells one list of title results from another: the articles, in order, and their marks. */
const listKey = (items: readonly Found[]): string =>
  items.map((f) => (f.corrected ? `${f.id}*` : String(f.id))).join(' ');

interface Shown {
  titles: readonly Found[];
  text: readonly TextFound[];
}

/**
 * The first RENDER_STEP rows of the answer, the titles' then the text results', and RENDER_STEP
 * more after each frame the browser draws, until all are shown. An answer with the same titles
 * as one already shown (the complete answer after the early title matches, a keystroke that
 * changes only the text matches) keeps the rows it had and goes on from there.
 */
function useInSteps({ titles, text }: Shown): Shown {
  const key = listKey(titles);
  const [shown, setShown] = useState<{ key: string; rows: number } | null>(null);
  const rows = shown?.key === key ? shown.rows : RENDER_STEP;
  const textShown = Math.max(0, Math.floor((rows - titles.length) / TEXT_RESULT_ROWS));
  const more = titles.length > rows || text.length > textShown;
  useEffect(() => {
    if (!more) return undefined;
    let live = true;
    // a transition: a newer answer or a keystroke goes first
    void afterNextPaint().then(
      () => live && startTransition(() => setShown({ key, rows: rows + RENDER_STEP })),
    );
    return () => {
      live = false;
    };
  }, [key, rows, more]);
  return more ? { titles: titles.slice(0, rows), text: text.slice(0, textShown) } : { titles, text };
}

/** Start the searcher (and fetch the index) before the panel needs it. */
export function preloadSearchIndex(): void {
  loadSearcher().catch(() => undefined);
}

type Failure = 'offline' | 'failed';
type IndexState = { status: 'loading' } | { status: 'ready'; searcher: Searcher } | { status: Failure };

const failureOf = (e: unknown): Failure => (e instanceof NeedsConnectionError ? 'offline' : 'failed');

function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadSearcher().then(
      (searcher) => live && setState({ status: 'ready', searcher }),
      (e: unknown) => live && setState({ status: failureOf(e) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

type Answer =
  { query: string; outcome: SearchOutcome; complete: boolean } | { query: string; failure: Failure };

/** The outcome of the latest query whose search finished (an older one stays until then). */
function useOutcome(index: IndexState, query: string): Answer | null {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (index.status !== 'ready') return undefined;
    let live = true;
    // the title matches show as soon as they are known; the text matches follow
    index.searcher
      .search(query, (titles) => live && setAnswer({ query, outcome: titles, complete: false }))
      .then(
        (outcome) => live && outcome && setAnswer({ query, outcome, complete: true }),
        (e: unknown) => live && setAnswer({ query, failure: failureOf(e) }),
      );
    return () => {
      live = false;
    };
  }, [index, query]);
  return answer;
}

const NOTHING: Shown = { titles: [], text: [] };

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
  const answer = useOutcome(index, query);
  const textHeading = useId();
  const shown = useInSteps(answer && 'outcome' in answer ? answer.outcome : NOTHING);
  const failure =
    index.status === 'offline' || index.status === 'failed'
      ? index.status
      : answer && 'failure' in answer
        ? answer.failure
        : null;
  if (failure === 'offline')
    return (
      <p className="search-status" role="status" data-testid="search-offline">
        {labels.searchNeedsConnection}
      </p>
    );
  if (failure === 'failed') return <p className="search-status">{labels.searchError}</p>;
  if (!answer || !('outcome' in answer)) return <p className="search-status">{labels.searchLoading}</p>;
  const { titles, titleCount, corrections, searched, text, textCount } = answer.outcome;
  if (titles.length === 0 && text.length === 0 && titleCount === null)
    // a word under 3 letters was checked on the first titles only: not "nothing matches"
    return (
      <p className="search-status" data-answered={answer.query} data-all-shown={answer.query}>
        {labels.searchTryOther}
      </p>
    );
  if (titles.length === 0 && text.length === 0)
    return (
      <div className="search-empty" data-answered={answer.query} data-all-shown={answer.query}>
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
  const corrected = new Set(corrections.map((c) => c.to));
  const [before, after] = labels.searchShowingFor.split('{query}');
  // data-answered: the query these results answer, complete, with its first rows on screen;
  // data-all-shown: with every row too (a long answer renders in steps). The benchmark times
  // both; tests that read a whole list wait for the second
  const allShown =
    answer.complete && shown.titles.length === titles.length && shown.text.length === text.length;
  return (
    <div
      data-answered={answer.complete ? answer.query : undefined}
      data-all-shown={allShown ? answer.query : undefined}
    >
      <p className="visually-hidden" aria-live="polite">
        {formatLabel(labels.searchResultCount, { count: (titleCount ?? titles.length) + textCount })}
      </p>
      {corrections.length > 0 && (
        <p className="search-status search-correction" data-testid="search-correction">
          {before}
          {searched.map((w, i) => (
            <React.Fragment key={i}>
              {i > 0 && ' '}
              {corrected.has(w) ? <strong>{w}</strong> : w}
            </React.Fragment>
          ))}
          {after}
        </p>
      )}
      <ResultList
        results={shown.titles}
        testId="search-result"
        groupTestId="search-group"
        categories={categories}
        labels={labels}
        onNavigate={onNavigate}
      />
      {titleCount === null && titles.length >= MAX_SHOWN_RESULTS && (
        <p className="search-status small">
          {formatLabel(labels.searchTooManyUnknown, { shown: titles.length })}
        </p>
      )}
      {titleCount !== null && titleCount > titles.length && (
        <p className="search-status small">
          {formatLabel(labels.searchTooMany, { shown: titles.length, total: titleCount })}
        </p>
      )}
      {shown.text.length > 0 && (
        <section className="search-text" aria-labelledby={textHeading} data-testid="search-text">
          <h2 id={textHeading} className="search-section-heading" data-testid="search-text-heading">
            {labels.searchInText}
          </h2>
          <ResultList
            results={shown.text}
            testId="search-text-result"
            groupTestId="search-text-group"
            categories={categories}
            labels={labels}
            onNavigate={onNavigate}
          />
          {shown.text.length === text.length && textCount > text.length && (
            <p className="search-status small">
              {formatLabel(labels.searchTextMore, { count: textCount - text.length })}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
