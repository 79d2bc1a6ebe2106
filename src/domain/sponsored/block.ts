/** The sponsored-link block: its heading, and which links a page shows. */
import { normalizePath } from '../listings/routes';

import type { Locale } from '../locales/shapes';

/**
 * The four headings the block may carry, in each locale (the same four meanings, in one order,
 * so that a site keeps its pick when its locale changes).
 */
export const SPONSORED_HEADINGS: Record<Locale, readonly [string, string, string, string]> = {
  en: ['Sponsored Links', 'Partner Picks', 'Recommended Resources', 'From Our Partners'],
  tr: ['Sponsorlu Bağlantılar', 'İş Ortağı Seçkileri', 'Önerilen Kaynaklar', 'İş Ortaklarımızdan'],
  ru: ['Спонсорские ссылки', 'Выбор партнёров', 'Рекомендуемые ресурсы', 'От наших партнёров'],
  ko: ['스폰서 링크', '파트너 추천', '추천 자료', '파트너 제공'],
};

/** Pick the locale's heading deterministically from the site name (a small stable string hash). */
export function sponsoredHeading(siteName: string, locale: Locale): string {
  let hash = 0;
  for (const ch of siteName) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const headings = SPONSORED_HEADINGS[locale];
  return headings[hash % headings.length];
}

export interface SponsoredData {
  sapeLinks: Record<string, string[]>;
  sapeNewUrl: string;
}

/** The HTML snippets a page shows: its own `sapeLinks`, then `sapeNewUrl` (empties dropped). */
export function sponsoredLinksFor(data: SponsoredData, path: string): string[] {
  const own = data.sapeLinks[normalizePath(path)] ?? [];
  return [...own, data.sapeNewUrl].filter((s) => s.trim() !== '');
}
