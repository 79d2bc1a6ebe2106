/**
 * What an article body's copy control copies: the text of the block it sits in (a code block's
 * `<pre>`, without its final newline, or the `<code>` of a phrase an editor marked copyable).
 * One rule for the React handler (src/components/article-body.tsx) and for the early-input
 * script of the head (src/domain/early-input.ts), which copies before React has started.
 */
import { COPIED_ICON, COPY_ICON } from './copy-icons';
import { escapeText } from './html-escape';

/** Where a copy control finds its text: the nearest `around` of the button, then its `text`. */
export interface CopySource {
  around: string;
  text: string;
  /** a code block's text ends with the newline its last line had: not copied */
  dropFinalNewline: boolean;
}

export const COPY_SOURCES: readonly CopySource[] = [
  { around: '.code-block', text: 'pre', dropFinalNewline: true },
  { around: '.copyable', text: 'code', dropFinalNewline: false },
];

/** The part of an element this rule reads (a DOM Element has it). */
interface Node {
  closest(selector: string): Node | null;
  querySelector(selector: string): Node | null;
  textContent: string | null;
}

/** The text `button` copies, or null when it is not an article body's copy control. */
export function copySourceText(button: Node): string | null {
  for (const source of COPY_SOURCES) {
    const holder = button.closest(source.around)?.querySelector(source.text);
    if (holder) {
      const text = holder.textContent ?? '';
      return source.dropFinalNewline ? text.replace(/\n$/, '') : text;
    }
  }
  return null;
}

/**
 * The same rule as plain ES5 source, for the inline script: a function expression taking the
 * button and giving its text, or null.
 */
export function copySourceTextScript(): string {
  return (
    `function(b){var S=${JSON.stringify(COPY_SOURCES)};` +
    `for(var i=0;i<S.length;i++){var a=b.closest(S[i].around),e=a&&a.querySelector(S[i].text);` +
    `if(e){var t=e.textContent||'';return S[i].dropFinalNewline?t.replace(/\\n$/,''):t}}return null}`
  );
}

/** What a copy control shows: idle or confirming a copy (its state, its inner markup, the live region's text). */
export interface CopyControlLook {
  state: 'idle' | 'copied';
  html: string;
  live: string;
}

export function copyControlLook(copied: boolean, labels: { copy: string; copied: string }): CopyControlLook {
  return copied
    ? {
        state: 'copied',
        html: `${COPIED_ICON}<span>${escapeText(labels.copied)}</span>`,
        live: labels.copied,
      }
    : { state: 'idle', html: `${COPY_ICON}<span>${escapeText(labels.copy)}</span>`, live: '' };
}

/**
 * The property of a copy control holding the early script's timer that brings the control back
 * to idle: the React handler clears it when it takes over the control.
 */
export const EARLY_COPY_TIMER = '__bloxguideCopyTimer';
