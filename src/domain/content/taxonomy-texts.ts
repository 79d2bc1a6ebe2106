/** The taxonomy texts (taxonomy.json): a title and description per category and subcategory. */
import { error, Problem, warning } from './problems';
import { TAXONOMY } from '../listings/taxonomy';
import { isRecord, jsonSyntaxError, nonEmptyString } from './shared';
import type { CategoryTexts, JsonFile, NodeTexts } from './types';

/** "gameplayTips" -> "Gameplay Tips": the fallback title of a node with no text in content. */
const humanise = (key: string): string =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
/** The texts of every taxonomy node, with defaults where the file has none. */
export function readTaxonomyTexts(f: JsonFile, problems: Problem[]): Record<string, CategoryTexts> {
  const data = f.missing || f.parseError || !isRecord(f.data) ? {} : f.data;
  if (f.parseError) problems.push(jsonSyntaxError(f));
  else if (!f.missing && !isRecord(f.data))
    problems.push(error(f.file, '(root)', 'must be an object keyed by category key.'));
  const known = new Set(TAXONOMY.map((c) => c.key));
  for (const key of Object.keys(data))
    if (!known.has(key))
      problems.push(
        warning(f.file, key, `is not a category key (${[...known].join(', ')}); its texts are not used.`),
      );
  const texts: Record<string, CategoryTexts> = {};
  const missing: string[] = [];
  for (const cat of TAXONOMY) {
    const c = isRecord(data[cat.key]) ? (data[cat.key] as Record<string, unknown>) : {};
    const subs = isRecord(c.subcategories) ? c.subcategories : {};
    const node = (v: Record<string, unknown>, key: string, where: string): NodeTexts => {
      if (!nonEmptyString(v.title) || !nonEmptyString(v.description)) missing.push(where);
      return {
        title: nonEmptyString(v.title) ? v.title : humanise(key),
        description: nonEmptyString(v.description) ? v.description : '',
      };
    };
    texts[cat.key] = {
      ...node(c, cat.key, cat.key),
      subcategories: Object.fromEntries(
        cat.subcategories.map((s) => [
          s.key,
          node(
            isRecord(subs[s.key]) ? (subs[s.key] as Record<string, unknown>) : {},
            s.key,
            `${cat.key}.subcategories.${s.key}`,
          ),
        ]),
      ),
    };
  }
  if (missing.length > 0 && !f.missing)
    problems.push(
      warning(
        f.file,
        missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : ''),
        `${missing.length} taxonomy node(s) lack a title or description; defaults are used. Add {"title", "description"} for each.`,
      ),
    );
  return texts;
}
