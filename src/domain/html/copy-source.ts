/**
 * What a copy control copies: the text its `data-copy` attribute carries (the share link's
 * control), else the text of the block it sits in (a code block's `<pre>`, without its final
 * newline, or the `<code>` of a phrase an editor marked copyable). The head's early-input script
 * (src/domain/frame/early-input.ts) runs every copy control with it, before React has started and
 * after, through src/domain/frame/head/copy-text.ts.
 */
import { COPIED_ICON, COPY_ICON } from './copy-icons';
import { escapeText } from './escape';

/** The attribute of a copy control that carries its text itself. */
export const COPY_TEXT_ATTRIBUTE = 'data-copy';

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

/** The whole rule, as the early-input script is given it (src/domain/frame/head/copy-text.ts applies it). */
export interface CopyRule {
  attribute: string;
  sources: readonly CopySource[];
}

export const COPY_RULE: CopyRule = { attribute: COPY_TEXT_ATTRIBUTE, sources: COPY_SOURCES };

/** A copy control's inner markup when idle: the copy icon and its label. */
export const idleCopyControlHtml = (label: string): string => `${COPY_ICON}<span>${escapeText(label)}</span>`;

/**
 * What a copy control shows: idle or confirming a copy (its state, its inner markup, the live
 * region's text). The server writes the idle look (src/domain/html/parse-body.ts,
 * src/components/article/share-links.tsx); the early script swaps in the copied one and back.
 */
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
    : { state: 'idle', html: idleCopyControlHtml(labels.copy), live: '' };
}
