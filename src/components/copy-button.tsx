/**
 * Copy control (spec section 2 and 4): copies its text, shows 'copied' for COPY_CONFIRM_MS, then
 * returns to idle. When the clipboard is refused or missing, a prompt offers the text instead.
 */
import React, { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRM_MS } from '../domain/constants';
import { useSiteData } from '../hooks/use-site-data';

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

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onClick = async (): Promise<void> => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      window.prompt(labels.copyPrompt, text);
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-sm ${copied ? 'btn-success' : 'btn-outline-secondary'} copy-button ${className ?? ''}`}
      onClick={() => void onClick()}
      data-state={copied ? 'copied' : 'idle'}
    >
      {copied ? labels.copied : (label ?? labels.copy)}
      <span className="visually-hidden" aria-live="polite">
        {copied ? labels.copied : ''}
      </span>
    </button>
  );
}
