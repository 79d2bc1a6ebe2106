/** The text of a generated article: its title and its markdown body. */
import {
  TITLE_TEMPLATES,
  TITLE_SUFFIXES,
  AUDIENCES,
  YEARS,
  SENTENCES,
  HEADINGS,
  LIST_ITEMS,
  LUAU_SNIPPETS,
  COPYABLE_TEXTS,
} from './vocabulary/article-words';
import { Rng, pick, int } from './random-pick';

export const SMALL_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'to', 'in', 'for', 'on', 'with']);

export const titleCase = (text: string): string =>
  text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase())))
    .join(' ');

export function sentence(rng: Rng, subjects: readonly string[]): string {
  return pick(rng, SENTENCES)
    .replace('{S}', pick(rng, subjects))
    .replace('{A}', pick(rng, AUDIENCES).toLowerCase());
}

export function paragraph(rng: Rng, subjects: readonly string[], count: number): string {
  return Array.from({ length: count }, () => sentence(rng, subjects)).join(' ');
}

/** A markdown body of roughly `words` words: intro, `##` sections, lists, sometimes code. */
export function body(rng: Rng, subjects: readonly string[], words: number, codeChance: number): string {
  const parts: string[] = [paragraph(rng, subjects, int(rng, 2, 4))];
  const headings = [...HEADINGS];
  let size = parts[0].split(' ').length;
  let code = rng() < codeChance;
  while (size < words) {
    const h = headings.length > 0 ? headings.splice(Math.floor(rng() * headings.length), 1)[0] : 'More Notes';
    parts.push(`## ${h}`);
    const paragraphs = int(rng, 1, 3);
    for (let i = 0; i < paragraphs; i += 1) {
      let text = paragraph(rng, subjects, int(rng, 2, 5));
      if (rng() < 0.15)
        text += ` Open <span class="copyable">${pick(rng, COPYABLE_TEXTS)}</span> to find it.`;
      if (rng() < 0.2) text = text.replace(/^(\S+ \S+ \S+)/, '**$1**');
      parts.push(text);
      size += text.split(' ').length;
    }
    if (rng() < 0.25) {
      const ordered = rng() < 0.5;
      const items = Array.from(
        { length: int(rng, 3, 5) },
        (_, i) => `${ordered ? `${i + 1}.` : '-'} ${pick(rng, LIST_ITEMS)}.`,
      );
      parts.push(items.join('\n'));
      size += items.length * 5;
    }
    if (rng() < 0.15) {
      parts.push(`### ${titleCase(pick(rng, subjects))}`, paragraph(rng, subjects, int(rng, 2, 3)));
      size += 40;
    }
    if (code) {
      const snippet = pick(rng, LUAU_SNIPPETS);
      parts.push(['```lua', ...snippet, '```'].join('\n'));
      size += snippet.length * 4;
      code = false;
    }
  }
  return `${parts.join('\n\n')}\n`;
}

export function drawTitle(rng: Rng, subjects: readonly string[]): string {
  const subject = pick(rng, subjects);
  const second = pick(
    rng,
    subjects.filter((s) => s !== subject),
  );
  const template = pick(rng, TITLE_TEMPLATES);
  const suffix = rng() < 0.5 && !template.endsWith('?') ? pick(rng, TITLE_SUFFIXES) : '';
  return (template + suffix)
    .replace('{S}', titleCase(subject))
    .replace('{S2}', titleCase(second))
    .replace(/\{N\}/g, () => String(int(rng, 3, 20)))
    .replace(/\{A\}/g, () => pick(rng, AUDIENCES))
    .replace(/\{Y\}/g, () => pick(rng, YEARS));
}

/** A title no earlier article has (case-insensitive): redrawn, then numbered as a series. */
export function uniqueTitle(rng: Rng, subjects: readonly string[], used: Set<string>): string {
  let title = drawTitle(rng, subjects);
  for (let attempt = 0; attempt < 20 && used.has(title.toLowerCase()); attempt += 1)
    title = drawTitle(rng, subjects);
  const base = title;
  for (let n = 2; used.has(title.toLowerCase()); n += 1) title = `${base}, Part ${n}`;
  used.add(title.toLowerCase());
  return title;
}
