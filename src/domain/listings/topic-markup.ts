/**
 * The topic chips and the series box as HTML, written at build time and put into the page as it
 * is (like an article's body): topics and series are HTML and CSS, no component code on a first
 * visit. Every text is escaped here; the paths come from routes.ts.
 */
import { escapeAttr, escapeText } from '../html/escape';
import type { Crumb } from './cards';

/** The chips of an article's topics (a list of links); '' when it has none. */
export function topicChipsHtml(topics: readonly Crumb[], label: string): string {
  if (topics.length === 0) return '';
  const items = topics
    .map((t) => `<li><a class="chip" href="${escapeAttr(t.path)}">${escapeText(t.title)}</a></li>`)
    .join('');
  return `<ul class="chip-list topic-chips" aria-label="${escapeAttr(label)}">${items}</ul>`;
}

/** One part of a series as a page lists it. */
export interface PartItem {
  part: number;
  /** the published article's title and path; absent when the part is coming soon */
  title?: string;
  path?: string;
  /** "Part 3 coming soon" */
  soon?: string;
}

/** The ordered list of a series' parts: links, the current part marked, parts to come as text. */
export function seriesPartsHtml(parts: readonly PartItem[], current?: number): string {
  const item = (p: PartItem): string => {
    if (p.part === current && p.title) return `<strong aria-current="page">${escapeText(p.title)}</strong>`;
    if (p.path && p.title) return `<a href="${escapeAttr(p.path)}">${escapeText(p.title)}</a>`;
    return `<span class="series-soon">${escapeText(p.soon ?? '')}</span>`;
  };
  return `<ol class="series-parts">${parts.map((p) => `<li value="${p.part}">${item(p)}</li>`).join('')}</ol>`;
}

/** An article's series box: "Part 2 of 5: <series>" (the series title linked) and every part. */
export function seriesBoxHtml(box: {
  label: string;
  heading: readonly [string, string];
  title: string;
  path: string;
  part: number;
  parts: readonly PartItem[];
}): string {
  const [before, after] = box.heading;
  return (
    `<nav class="series-box" aria-label="${escapeAttr(box.label)}">` +
    `<p class="series-box-title">${escapeText(before)}<a href="${escapeAttr(box.path)}">${escapeText(box.title)}</a>${escapeText(after)}</p>` +
    `${seriesPartsHtml(box.parts, box.part)}</nav>`
  );
}
