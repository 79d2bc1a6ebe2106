/**
 * Russian: the SEO texts of the fixed pages. A module apart from the labels (ru.ts): the
 * layout on every page needs the labels, only the pages' heads need these, and webpack keeps or
 * drops whole modules per chunk (see src/domain/locales/seo-tables.ts).
 */
import type { LocaleSeoTexts } from './shapes';

export const seo: LocaleSeoTexts = {
  base: '{site}: гайды, советы и уроки по Roblox для игроков, юных авторов и разработчиков.',
  listings: {
    topicsIntro: 'Все темы наших статей и число статей в каждой.',
    topicAbout: 'Статьи на тему «{name}»',
    seriesPartOf: 'Часть {part} из {total}: {title}',
    seriesComingSoon: 'Часть {part} скоро',
    seriesPartCount: 'Частей: {count}',
    feedOf: 'RSS-лента: {name}',
  },
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
    topics: {
      title: 'Темы: всё, о чём пишет {site}',
      description:
        'Статьи {site} по темам: обби, безопасность, голосовой чат, скрипты и многое другое, в каждой теме новые гайды. 🏷️📚',
    },
  },
};
