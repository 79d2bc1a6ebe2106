/**
 * SEO texts and title rules: the titles and descriptions of the fixed pages (by the page
 * identifiers of spec section 2), the default description with its four emoji, and how a page
 * title becomes the document title. `{site}` in a text is replaced by the site title.
 */
import { formatLabel, Locale } from './labels';

/** The keys of the fixed pages whose SEO texts live here (spec section 2's page identifiers). */
export const PAGE_KEYS = [
  'home',
  'authors',
  'not-found',
  'about-us',
  'privacy-policy',
  'terms',
  'sitemap',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface PageText {
  title: string;
  description: string;
}

/** The default set of four emoji that ends the default description. */
export const DEFAULT_DESCRIPTION_EMOJI = ['🎮', '🧱', '🚀', '⭐'] as const;

/** The default share image (static/og-default.png, made by scripts/make-share-image.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The publisher logo of the Organization JSON-LD (static/publisher-logo.png, same script). */
export const PUBLISHER_LOGO = { width: 512, height: 512 } as const;

/** Open Graph `og:locale` values of the site locales. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', tr: 'tr_TR', ru: 'ru_RU', ko: 'ko_KR' };

interface LocaleTexts {
  pages: Record<PageKey, PageText>;
  /** the default description before its emoji; also the share image's alt text */
  base: string;
}

const TEXTS: Record<Locale, LocaleTexts> = {
  en: {
    base: '{site}: Roblox guides, tips and tutorials for players, young creators and developers.',
    pages: {
      home: {
        title: '{site}: Roblox Guides, Tips and Tutorials for Players and Creators',
        description:
          'Level up your Roblox game with {site}! 🎮 Expert guides, building tricks, Luau scripting help and community news for players, young creators and developers. 🚀',
      },
      authors: {
        title: 'Meet Our Roblox Experts and Authors',
        description:
          'Meet the players, builders and developers behind the {site} guides and find every article they have written. ✍️🌟',
      },
      'not-found': {
        title: 'Oops! Page Not Found',
        description:
          'Oops! This page does not exist. 🧭 Head back to the {site} homepage for fresh Roblox guides, tips and tutorials. 🏠',
      },
      'about-us': {
        title: 'About {site}: Independent Roblox Guides by Players and Creators',
        description:
          'Discover who writes {site}: a friendly team of Roblox players, builders and developers making honest, easy-to-follow guides for every age. 🧱💙',
      },
      'privacy-policy': {
        title: 'Privacy Policy: How {site} Protects Your Privacy',
        description:
          'Your privacy matters at {site}: no accounts, no tracking cookies of our own and clear answers about what we handle and why. 🔐',
      },
      terms: {
        title: 'Terms of Use: Simple Rules for Enjoying {site}',
        description:
          "Read the simple, friendly rules for using {site}'s Roblox guides, tips and tutorials: what you may share and how links work. 📘",
      },
      sitemap: {
        title: 'Sitemap: Every {site} Guide, Category and Author',
        description:
          'Explore everything on {site} in one place: every category, subcategory, Roblox guide, author and info page. 🗺️✨',
      },
    },
  },
  tr: {
    base: '{site}: oyuncular, genç yaratıcılar ve geliştiriciler için Roblox rehberleri, ipuçları ve eğitimler.',
    pages: {
      home: {
        title: '{site}: Oyuncular ve Yaratıcılar için Roblox Rehberleri, İpuçları ve Eğitimler',
        description:
          'Roblox oyununu {site} ile bir üst seviyeye taşı! 🎮 Oyuncular, genç yaratıcılar ve geliştiriciler için uzman rehberler, inşa püf noktaları, Luau betik yardımı ve topluluk haberleri. 🚀',
      },
      authors: {
        title: 'Roblox Uzmanlarımız ve Yazarlarımızla Tanışın',
        description:
          '{site} rehberlerinin arkasındaki oyuncular, inşaatçılar ve geliştiricilerle tanışın; her birinin yazdığı tüm makaleleri keşfedin. ✍️🌟',
      },
      'not-found': {
        title: 'Hay Aksi! Sayfa Bulunamadı',
        description:
          'Hay aksi! Bu sayfa mevcut değil. 🧭 Yeni Roblox rehberleri, ipuçları ve eğitimler için {site} ana sayfasına dönün. 🏠',
      },
      'about-us': {
        title: '{site} Hakkında: Oyunculardan ve Yaratıcılardan Bağımsız Roblox Rehberleri',
        description:
          '{site} ekibini tanıyın: her yaşa uygun, dürüst ve kolay takip edilen rehberler hazırlayan Roblox oyuncuları, inşaatçıları ve geliştiricilerinden oluşan samimi bir ekip. 🧱💙',
      },
      'privacy-policy': {
        title: 'Gizlilik Politikası: {site} Gizliliğinizi Nasıl Korur',
        description:
          '{site} için gizliliğiniz önemli: hesap yok, kendi izleme çerezimiz yok; neyi neden işlediğimize dair açık yanıtlar. 🔐',
      },
      terms: {
        title: 'Kullanım Koşulları: {site} için Basit Kurallar',
        description:
          '{site} Roblox rehberlerini, ipuçlarını ve eğitimlerini kullanmanın basit ve samimi kuralları: neleri paylaşabileceğiniz ve bağlantıların nasıl çalıştığı. 📘',
      },
      sitemap: {
        title: 'Site Haritası: Tüm {site} Rehberleri, Kategorileri ve Yazarları',
        description:
          '{site} içindeki her şeyi tek bir yerde keşfedin: tüm kategoriler, alt kategoriler, Roblox rehberleri, yazarlar ve bilgi sayfaları. 🗺️✨',
      },
    },
  },
  ru: {
    base: '{site}: гайды, советы и уроки по Roblox для игроков, юных авторов и разработчиков.',
    pages: {
      home: {
        title: '{site}: гайды, советы и уроки по Roblox для игроков и авторов',
        description:
          'Прокачайте свою игру в Roblox вместе с {site}! 🎮 Экспертные гайды, приёмы строительства, помощь со скриптами на Luau и новости сообщества для игроков, юных авторов и разработчиков. 🚀',
      },
      authors: {
        title: 'Наши авторы и эксперты по Roblox',
        description:
          'Познакомьтесь с игроками, строителями и разработчиками, которые пишут гайды {site}, и найдите все их статьи. ✍️🌟',
      },
      'not-found': {
        title: 'Ой! Страница не найдена',
        description:
          'Ой! Такой страницы не существует. 🧭 Вернитесь на главную страницу {site} за свежими гайдами, советами и уроками по Roblox. 🏠',
      },
      'about-us': {
        title: 'О проекте {site}: независимые гайды по Roblox от игроков и авторов',
        description:
          'Узнайте, кто создаёт {site}: дружная команда игроков, строителей и разработчиков Roblox, которая пишет честные и понятные гайды для любого возраста. 🧱💙',
      },
      'privacy-policy': {
        title: 'Политика конфиденциальности: как {site} защищает ваши данные',
        description:
          'В {site} ваша приватность важна: никаких аккаунтов, никаких собственных отслеживающих cookie и понятные ответы о том, что мы обрабатываем и зачем. 🔐',
      },
      terms: {
        title: 'Условия использования: простые правила {site}',
        description:
          'Простые и понятные правила использования гайдов, советов и уроков {site} по Roblox: чем можно делиться и как работают ссылки. 📘',
      },
      sitemap: {
        title: 'Карта сайта: все гайды, разделы и авторы {site}',
        description:
          'Всё содержимое {site} в одном месте: все разделы, подразделы, гайды по Roblox, авторы и информационные страницы. 🗺️✨',
      },
    },
  },
  ko: {
    base: '{site}: 플레이어, 어린 크리에이터, 개발자를 위한 Roblox 가이드, 팁, 튜토리얼.',
    pages: {
      home: {
        title: '{site}: 플레이어와 크리에이터를 위한 Roblox 가이드, 팁, 튜토리얼',
        description:
          '{site}에서 Roblox 실력을 키워 보세요! 🎮 플레이어, 어린 크리에이터, 개발자를 위한 전문 가이드, 건축 요령, Luau 스크립트 도움말과 커뮤니티 소식을 만나 보세요. 🚀',
      },
      authors: {
        title: 'Roblox 전문가와 작가를 만나 보세요',
        description:
          '{site} 가이드를 쓰는 플레이어, 빌더, 개발자를 만나고 그들이 쓴 모든 글을 찾아보세요. ✍️🌟',
      },
      'not-found': {
        title: '이런! 페이지를 찾을 수 없습니다',
        description:
          '이런! 이 페이지는 존재하지 않습니다. 🧭 {site} 홈페이지로 돌아가 새로운 Roblox 가이드, 팁, 튜토리얼을 확인하세요. 🏠',
      },
      'about-us': {
        title: '{site} 소개: 플레이어와 크리에이터가 만드는 독립 Roblox 가이드',
        description:
          '{site} 팀을 소개합니다: 모든 연령을 위해 정직하고 따라 하기 쉬운 가이드를 만드는 Roblox 플레이어, 빌더, 개발자들의 친근한 팀입니다. 🧱💙',
      },
      'privacy-policy': {
        title: '개인정보 처리방침: {site}의 개인정보 보호 방법',
        description:
          '{site}에서는 여러분의 개인정보가 중요합니다: 계정도, 자체 추적 쿠키도 없으며 무엇을 왜 처리하는지 명확하게 알려 드립니다. 🔐',
      },
      terms: {
        title: '이용약관: {site} 이용을 위한 간단한 규칙',
        description:
          '{site}의 Roblox 가이드, 팁, 튜토리얼 이용에 관한 간단하고 친절한 규칙: 공유할 수 있는 것과 링크가 작동하는 방식을 확인하세요. 📘',
      },
      sitemap: {
        title: '사이트맵: {site}의 모든 가이드, 카테고리, 작가',
        description:
          '{site}의 모든 것을 한곳에서 살펴보세요: 모든 카테고리, 하위 카테고리, Roblox 가이드, 작가와 정보 페이지. 🗺️✨',
      },
    },
  },
};

const fill = (text: string, siteTitle: string): string => formatLabel(text, { site: siteTitle });

/** The SEO title and description of a fixed page, in the build's locale. */
export function pageText(id: PageKey, locale: Locale, siteTitle: string): PageText {
  const t = TEXTS[locale].pages[id];
  return { title: fill(t.title, siteTitle), description: fill(t.description, siteTitle) };
}

/** One line about the site, without emoji (the share image's alt text). */
export const siteTagline = (locale: Locale, siteTitle: string): string => fill(TEXTS[locale].base, siteTitle);

/** The description of pages that have none of their own: the tagline and the four default emoji. */
export const defaultDescription = (locale: Locale, siteTitle: string): string =>
  `${siteTagline(locale, siteTitle)} ${DEFAULT_DESCRIPTION_EMOJI.join('')}`;

/**
 * The first non-blank candidate (own description, then excerpt or page text), whitespace
 * collapsed; the default description when every candidate is blank.
 */
export function pageDescription(
  locale: Locale,
  siteTitle: string,
  ...candidates: (string | null | undefined)[]
): string {
  for (const c of candidates) {
    const clean = (c ?? '').replace(/\s+/g, ' ').trim();
    if (clean !== '') return clean;
  }
  return defaultDescription(locale, siteTitle);
}

/** The `<title>`: "Page title | Site", or the page title alone when it already names the site. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  const title = pageTitle.replace(/\s+/g, ' ').trim();
  if (title === '') return siteTitle;
  return title.includes(siteTitle) ? title : `${title} | ${siteTitle}`;
}

/**
 * Page 2+ of a listing gets "– Page n of m" (the locale's `pageOf` label) so that no two pages
 * share a title; page 1 keeps the plain title.
 */
export function pagedTitle(title: string, page: number, pages: number, pageOfLabel: string): string {
  return page > 1 ? `${title} – ${formatLabel(pageOfLabel, { page, pages })}` : title;
}

/** A subcategory's title names its category too: every category has an "Other". */
export const subcategoryTitle = (subcategory: string, category: string): string =>
  `${subcategory} – ${category}`;

/** When an article was last changed: `updated` when present and not before `date`, else `date`. */
export const modifiedDate = (date: string, updated: string | null | undefined): string =>
  updated && Date.parse(updated) > Date.parse(date) ? updated : date;
