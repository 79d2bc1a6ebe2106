/**
 * An article or info-page body: the sanitised HTML the build made (src/domain/html/parse-body.ts),
 * put in as it is. Its copy controls are server-rendered buttons; one click handler on the body
 * runs them all (copy, 'copied' for COPY_CONFIRM_MS, a prompt when the clipboard is refused or
 * missing), so React never walks the body and the page hydrates only this one element.
 */
import React, { useEffect, useRef } from 'react';
import { COPIED_ICON, COPY_ICON } from '../../domain/html/copy-icons';
import { COPY_CONFIRM_MS } from '../../domain/constants';
import { useSiteData } from '../../hooks/use-site-data';
import { copyText } from '../../browser/copy-text';

/** The text a copy control copies: its code block, or the phrase an editor marked copyable. */
function copyTextOf(button: HTMLElement): string {
  const block = button.closest('.code-block')?.querySelector('pre');
  if (block) return (block.textContent ?? '').replace(/\n$/, '');
  return button.closest('.copyable')?.querySelector('code')?.textContent ?? '';
}

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
    button.dataset.state = copied ? 'copied' : 'idle';
    button.classList.toggle('is-copied', copied);
    button.innerHTML = `${copied ? COPIED_ICON : COPY_ICON}<span></span>`;
    (button.lastElementChild as HTMLElement).textContent = copied ? labels.copied : labels.copy;
    const live = button.nextElementSibling;
    if (live?.getAttribute('aria-live')) live.textContent = copied ? labels.copied : '';
  };

  const onClick = async (event: React.MouseEvent<HTMLDivElement>): Promise<void> => {
    const button = (event.target as Element).closest<HTMLElement>('button.copy-button');
    if (!button || !event.currentTarget.contains(button)) return;
    if (!(await copyText(copyTextOf(button), labels.copyPrompt)) || !button.isConnected) return;
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
      // sanitised at build time to the article allow-list (src/domain/html/allow-list.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
