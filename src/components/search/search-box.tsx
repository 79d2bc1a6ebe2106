/**
 * The header's search box. Matching starts above SEARCH_MIN_LENGTH characters (the domain
 * rule in src/domain/search/matcher.ts). The results code and the title index are fetched on first use
 * of the box (focus or typing), never with the page. Escape, a click outside, or moving focus
 * outside closes the results; ArrowUp/ArrowDown move between results.
 */
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { queryWords } from '../../domain/search/matcher';
import { nextTask } from '../../browser/next-task';
import { useLazyModule } from '../../hooks/use-lazy-module';
import { useSiteData } from '../../hooks/use-site-data';

// the results code, and with it the title index, which it starts fetching at once
const loadResults = () =>
  import('./search-results').then((m) => {
    m.preloadSearchIndex();
    return m;
  });

function SearchIcon(): React.JSX.Element {
  return (
    <svg
      className="search-icon"
      width="18"
      height="18"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SearchBox(): React.JSX.Element {
  const { labels } = useSiteData();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [results, load] = useLazyModule(loadResults);
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();

  const use = useCallback((): void => {
    setOpen(true);
    // the results code is requested in a task of its own: the tap's task stays short (asking
    // the browser for a script costs 1-2 ms of the main thread per file)
    void nextTask().then(load);
  }, [load]);

  // close when the reader clicks or moves focus anywhere else
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  // text typed before React took over the box (the page's scripts start after its first paint,
  // src/domain/frame/deferred-scripts.ts): the box keeps it, and the results open for a reader still in it
  useEffect(() => {
    const box = input.current;
    if (!box || box.value === '') return;
    setQuery(box.value);
    if (document.activeElement === box) use();
  }, [use]);

  const showPanel = open && queryWords(query) !== null;

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      // preventDefault also stops the browser from clearing the search field
      event.preventDefault();
      setOpen(false);
      input.current?.focus();
      return;
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showPanel) {
      const links = Array.from(
        root.current?.querySelectorAll<HTMLAnchorElement>(
          '[data-testid="search-result"], [data-testid="search-text-result"]',
        ) ?? [],
      );
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)].focus();
      else if (at <= 0) input.current?.focus();
      else links[at - 1].focus();
    }
  };

  return (
    <form
      ref={root}
      role="search"
      className="search-box"
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={onKeyDown}
    >
      <SearchIcon />
      <input
        ref={input}
        type="search"
        className="form-control search-input"
        placeholder={labels.search}
        aria-label={labels.searchLabel}
        aria-controls={showPanel ? panelId : undefined}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        value={query}
        onFocus={use}
        onChange={(event) => {
          setQuery(event.target.value);
          use();
        }}
      />
      {showPanel && (
        <div
          id={panelId}
          className="search-panel"
          role="region"
          aria-label={labels.searchResults}
          data-testid="search-results"
        >
          {results ? (
            <results.SearchResults query={query} onNavigate={() => setOpen(false)} />
          ) : (
            <p className="search-status">{labels.searchLoading}</p>
          )}
        </div>
      )}
    </form>
  );
}
