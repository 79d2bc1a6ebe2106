/**
 * One place of an article in the web editor (an `entities` entry): a category, then only that
 * category's subcategories to choose from, each with its topics. The choices are TAXONOMY with
 * the titles of taxonomy.json (./editor-config.ts puts them in the configuration);
 * admin/src/place-widget.tsx shows them and calls these functions on every change. Pure.
 */
import { OTHER_KEY, TAXONOMY } from '../../listings/taxonomy';

/** A value and its label, as a select shows it. */
export interface Choice {
  value: string;
  label: string;
}

/** A category and its own subcategories. */
export interface PlaceChoice extends Choice {
  subcategories: Choice[];
}

/** The titles a category and its subcategories are shown with (taxonomy.json, with defaults). */
export type PlaceTitles = Record<string, { title: string; subcategories: Record<string, { title: string }> }>;

/** Every category with its own subcategories (its `other` list last), titled from taxonomy.json. */
export function placeChoices(titles: PlaceTitles): PlaceChoice[] {
  return TAXONOMY.map((c) => ({
    value: c.key,
    label: titles[c.key]?.title ?? c.key,
    subcategories: c.subcategories.map((s) => ({
      value: s.key,
      label:
        s.key === OTHER_KEY
          ? 'Other (the category’s “more” list)'
          : (titles[c.key]?.subcategories[s.key]?.title ?? s.key),
    })),
  }));
}

/** The subcategories an author may choose under `category`: its own, none for an unknown one. */
export function subcategoryChoices(choices: readonly PlaceChoice[], category: unknown): Choice[] {
  return choices.find((c) => c.value === category)?.subcategories ?? [];
}

/** One `entities` entry as the build reads it (other keys a file holds are kept as they are). */
export type Place = Record<string, unknown> & {
  category?: unknown;
  subcategories?: unknown;
};

const subcategoryList = (place: Place): Record<string, unknown>[] =>
  Array.isArray(place.subcategories)
    ? place.subcategories.map((s) => (s && typeof s === 'object' ? { ...(s as object) } : {}))
    : [];

/**
 * The place with another category: a subcategory that is not one of the new category's is
 * emptied (the author chooses again; saved empty, the build's check refuses it), never dropped
 * with its topics.
 */
export function withCategory(place: Place, category: string, choices: readonly PlaceChoice[]): Place {
  const own = new Set(subcategoryChoices(choices, category).map((s) => s.value));
  const subs = subcategoryList(place).map((s) =>
    typeof s.subcategory === 'string' && !own.has(s.subcategory) ? { ...s, subcategory: '' } : s,
  );
  return { ...place, category, ...(Array.isArray(place.subcategories) ? { subcategories: subs } : {}) };
}

/** The place with subcategory `index` set (a new one added at the end when index is the length). */
export function withSubcategory(place: Place, index: number, subcategory: string): Place {
  const subs = subcategoryList(place);
  subs[index] = { ...(subs[index] ?? {}), subcategory };
  return { ...place, subcategories: subs };
}

/** The place with the topics of subcategory `index` from the text an author types (comma-separated). */
export function withTopics(place: Place, index: number, text: string): Place {
  const subs = subcategoryList(place);
  const topics = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const { subsubcategories: _old, ...rest } = subs[index] ?? {};
  void _old;
  subs[index] = topics.length > 0 ? { ...rest, subsubcategories: topics } : rest;
  return { ...place, subcategories: subs };
}

/** The place without subcategory `index`. */
export function withoutSubcategory(place: Place, index: number): Place {
  return { ...place, subcategories: subcategoryList(place).filter((_, i) => i !== index) };
}

/** The topics of subcategory `index`, as the author edits them. */
export function topicsText(place: Place, index: number): string {
  const topics = subcategoryList(place)[index]?.subsubcategories;
  return Array.isArray(topics) ? topics.join(', ') : '';
}

/** The places of an article (its `entities`) as the form edits them: a list, else none yet. */
export function placeList(entities: unknown): Place[] {
  return Array.isArray(entities)
    ? entities.map((p) => (p && typeof p === 'object' && !Array.isArray(p) ? { ...(p as Place) } : {}))
    : [];
}
