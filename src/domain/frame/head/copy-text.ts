/**
 * What a copy control copies, by the rule of src/domain/html/copy-source.ts (its `attribute` and
 * `sources`, COPY_RULE): the text its own attribute carries (the share link's control), else the
 * text of the block it sits in, or null when it is not a copy control. The early-input script runs
 * every copy control with it (./early-input-script.ts), which is handed it.
 *
 * Self-contained: written into the page as its source text (src/domain/frame/head-scripts.ts).
 */
import type { CopySource } from '../../html/copy-source';

export function copyText(button: Element, attribute: string, sources: readonly CopySource[]): string | null {
  if (button.hasAttribute(attribute)) return button.getAttribute(attribute);
  for (let i = 0; i < sources.length; i++) {
    const around = button.closest(sources[i].around);
    const block = around && around.querySelector(sources[i].text);
    if (block) {
      const text = block.textContent || '';
      return sources[i].dropFinalNewline ? text.replace(/\n$/, '') : text;
    }
  }
  return null;
}
