/**
 * Copy control: copies its text, shows 'copied' for COPY_CONFIRM_MS,
 * then returns to idle. When the clipboard is refused or missing (an insecure origin, a denied
 * permission), a prompt offers the text to copy by hand instead.
 */
import React, { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRM_MS } from '../../domain/constants';
import { COPIED_ICON, COPY_ICON } from '../../domain/html/copy-icons';
import { useSiteData } from '../../hooks/use-site-data';
import { copyText } from '../../browser/copy-text';

export interface CopyButtonProps {
  text: string;
  /** what the button says when idle (defaults to the 'Copy' label) */
  label?: string;
  className?: string;
}

export function CopyButton({ text, label, className }: CopyButtonProps): React.JSX.Element {
  const { labels } = useSiteData();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const onClick = async (): Promise<void> => {
    if (!(await copyText(text, labels.copyPrompt)) || !mounted.current) return;
    setCopied(true);
    // a second copy while 'copied' starts the 3000 ms again
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCopied(false);
    }, COPY_CONFIRM_MS);
  };

  return (
    <>
      <button
        type="button"
        className={`btn btn-sm copy-button ${copied ? 'is-copied' : ''} ${className ?? ''}`}
        onClick={() => void onClick()}
        data-state={copied ? 'copied' : 'idle'}
        data-testid="copy-button"
      >
        {/* the same icons as the article body's server-rendered copy controls */}
        <span className="copy-icon" dangerouslySetInnerHTML={{ __html: copied ? COPIED_ICON : COPY_ICON }} />
        <span>{copied ? labels.copied : (label ?? labels.copy)}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? labels.copied : ''}
      </span>
    </>
  );
}
