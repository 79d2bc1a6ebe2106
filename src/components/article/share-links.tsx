/** Share an article: copy its link, and the platform share sheet where the browser offers one. */
import { useEffect, useState } from 'react';
import { COPY_TEXT_ATTRIBUTE, idleCopyControlHtml } from '../../domain/html/copy-source';
import { absoluteUrl } from '../../domain/listings/routes';
import { useSiteData } from '../../hooks/use-site-data';

export function ShareLinks({ title, path }: { title: string; path: string }): React.JSX.Element {
  const { labels, siteUrl } = useSiteData();
  const url = absoluteUrl(siteUrl, path);
  // navigator.share exists only in the browser (and not in every one): decide after hydration
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);

  const share = (): void => {
    navigator.share({ title, url }).catch(() => {
      // the reader closed the sheet or the browser refused: nothing to do
    });
  };

  return (
    <div className="share-links" role="group" aria-label={labels.share}>
      <span className="aid-label" aria-hidden="true">
        {labels.share}
      </span>
      {/* the link's copy control is run by the head's early-input script, like the body's
          (src/domain/html/copy-source.ts): React writes it idle and never touches its inside again,
          the script swaps its state, class, inner markup and live region */}
      <button
        type="button"
        className="btn btn-sm copy-button"
        data-state="idle"
        data-testid="copy-button"
        {...{ [COPY_TEXT_ATTRIBUTE]: url }}
        dangerouslySetInnerHTML={{ __html: idleCopyControlHtml(labels.copyLink) }}
        suppressHydrationWarning
      />
      <span className="visually-hidden" aria-live="polite" suppressHydrationWarning />
      {canShare && (
        <button type="button" className="btn btn-sm copy-button" onClick={share} data-testid="share-native">
          {labels.share}
        </button>
      )}
    </div>
  );
}
