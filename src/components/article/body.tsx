/**
 * An article or info-page body: the sanitised HTML the build made (src/domain/html/parse-body.ts),
 * put in as it is, so React never walks the body and the page hydrates only this one element.
 * Its copy controls are server-rendered buttons run by one click handler, the head's early-input
 * script (src/domain/frame/early-input.ts): copy, 'copied' for COPY_CONFIRM_MS, a prompt when the
 * clipboard is refused or missing; the same before React has started and after.
 */
import React from 'react';

export function ArticleBody({ html, className }: { html: string; className?: string }): React.JSX.Element {
  return (
    <div
      className={className ?? 'article-body'}
      // sanitised at build time to the article allow-list (src/domain/html/allow-list.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
