/**
 * Category and subcategory names are normalised to camelCase keys before lookup, so editors may
 * write "Gameplay Tips", "gameplay-tips", "gameplay_tips", "GameplayTips" or "gameplayTips".
 */
import { keptIn } from '../kept';
import { categoryByKey, subcategoryByKey } from './taxonomy';

// Every article's category and subcategory are looked up on every build, and the content holds
// only a few dozen distinct spellings: each is worked out once. (Marked pure: a browser chunk
// that never normalises a name drops it.)
const camelKeys = /* @__PURE__ */ new Map<string, string>();

/** Turn any spelling of a name into its camelCase key ("Gameplay Tips" -> "gameplayTips"). */
export const toCamelKey = (name: string): string => keptIn(camelKeys, name, camelKeyOf);

function camelKeyOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // split camelCase and PascalCase humps, then anything that is not a letter or digit
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

export interface CategorySlugs {
  categoryKey: string | null;
  categorySlug: string | null;
}

export interface SubcategorySlugs extends CategorySlugs {
  subcategoryKey: string | null;
  subcategorySlug: string | null;
}

/** Resolve a category name to its key and slug; an unknown name gives nulls. */
export function resolveCategory(name: unknown): CategorySlugs {
  const cat = typeof name === 'string' ? categoryByKey(toCamelKey(name)) : undefined;
  return { categoryKey: cat?.key ?? null, categorySlug: cat?.slug ?? null };
}

/** Resolve a subcategory name within a category; unknown category or subcategory gives nulls. */
export function resolveSubcategory(categoryName: unknown, subName: unknown): SubcategorySlugs {
  const cat = resolveCategory(categoryName);
  const sub =
    cat.categoryKey !== null && typeof subName === 'string'
      ? subcategoryByKey(cat.categoryKey, toCamelKey(subName))
      : undefined;
  return { ...cat, subcategoryKey: sub?.key ?? null, subcategorySlug: sub?.slug ?? null };
}
