/**
 * An article or info-page body: the sanitised HTML the build made (src/domain/article-body.ts),
 * put in as it is. Its copy controls are server-rendered buttons; one click handler on the body
 * runs them all (copy, 'copied' for COPY_CONFIRM_MS, a prompt when the clipboard is refused or
 * missing), so React never walks the body and the page hydrates only this one element.
 */
import React, { useEffect, useRef } from 'react';
import { copyControlLook, copySourceText, EARLY_COPY_TIMER } from '../domain/copy-source';
import { COPY_CONFIRM_MS } from '../domain/constants';
import { useSiteData } from '../hooks/use-site-data';
import { copyText } from './copy-text';

export function ArticleBody({ html, className }: { html: string; className?: string }): React.JSX.Element {
  const { labels } = useSiteData();
  const timers = useRef(new Map<HTMLElement, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((t) => clearTimeout(t));
      pending.clear();
    };
  }, []);

  const show = (button: HTMLElement, copied: boolean): void => {
    const look = copyControlLook(copied, labels);
    button.dataset.state = look.state;
    button.classList.toggle('is-copied', copied);
    button.innerHTML = look.html;
    const live = button.nextElementSibling;
    if (live?.getAttribute('aria-live')) live.textContent = look.live;
  };

  const onClick = async (event: React.MouseEvent<HTMLDivElement>): Promise<void> => {
    const button = (event.target as Element).closest<HTMLElement>('button.copy-button');
    if (!button || !event.currentTarget.contains(button)) return;
    if (!(await copyText(copySourceText(button) ?? '', labels.copyPrompt)) || !button.isConnected) return;
    // a copy the head's early script confirmed before React started: this handler's timer rules now
    const early = button as HTMLElement & { [EARLY_COPY_TIMER]?: ReturnType<typeof setTimeout> | null };
    if (early[EARLY_COPY_TIMER]) clearTimeout(early[EARLY_COPY_TIMER]);
    show(button, true);
    // a second copy while 'copied' starts the 3000 ms again
    const previous = timers.current.get(button);
    if (previous) clearTimeout(previous);
    timers.current.set(
      button,
      setTimeout(() => {
        timers.current.delete(button);
        show(button, false);
      }, COPY_CONFIRM_MS),
    );
  };

  return (
    <div
      className={className ?? 'article-body'}
      onClick={(e) => void onClick(e)}
      // sanitised at build time to the article allow-list (src/domain/article-allow-list.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
