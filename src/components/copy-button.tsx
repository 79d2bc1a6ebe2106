/**
 * Copy control (spec sections 2 and 4): copies its text, shows 'copied' for COPY_CONFIRM_MS,
 * then returns to idle. When the clipboard is refused or missing (an insecure origin, a denied
 * permission), a prompt offers the text to copy by hand instead.
 */
import React, { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRM_MS } from '../domain/constants';
import { useSiteData } from '../hooks/use-site-data';
import { copyText } from './copy-text';

export interface CopyButtonProps {
  text: string;
  /** what the button says when idle (defaults to the 'Copy' label) */
  label?: string;
  className?: string;
}

function CopyIcon({ copied }: { copied: boolean }): React.JSX.Element {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {copied ? (
        <path
          d="m3 8.5 3 3 7-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <rect x="5" y="5" width="9" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </>
      )}
    </svg>
  );
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
        <CopyIcon copied={copied} />
        <span>{copied ? labels.copied : (label ?? labels.copy)}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? labels.copied : ''}
      </span>
    </>
  );
}
