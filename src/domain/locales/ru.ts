/**
 * Russian: the interface labels and the SEO texts of the fixed pages. One module per locale;
 * src/domain/locale-texts.ts picks the build's locale, so a browser bundle carries only it.
 */
import type { Labels } from '../labels';
import type { LocaleSeoTexts } from '../seo';

export const labels: Labels = {
  sections: 'Разделы',
  search: 'Поиск',
  searchLabel: 'Поиск по заголовкам статей',
  searchResults: 'Результаты поиска',
  searchNoResults: 'По вашему запросу статей не найдено.',
  searchTryOther: 'Попробуйте другие слова или проверьте написание.',
  searchResultCount: 'Найдено статей: {count}',
  searchTooMany: 'Показаны первые {shown} из {total}. Добавьте слово, чтобы сузить поиск.',
  opensInNewTab: 'откроется в новой вкладке',
  searchHint: 'Введите не менее 3 символов',
  searchLoading: 'Загрузка…',
  searchError: 'Поиск сейчас недоступен.',
  uncategorised: 'Другие статьи',
  more: 'Ещё',
  moreIn: 'Весь раздел «{name}»',
  home: 'Главная',
  latestArticles: 'Свежие статьи',
  finestStories: 'Лучшие истории',
  favoriteArticles: 'Любимые статьи',
  haveMoreGreatArticles: 'Ещё больше отличных статей',
  relatedArticles: 'Похожие статьи',
  footerCategories: 'Категории',
  footerInfo: 'Информация',
  footerContacts: 'Контакты',
  privacyPolicy: 'Политика конфиденциальности',
  termsOfUse: 'Условия использования',
  aboutUs: 'О нас',
  authors: 'Авторы',
  sitemap: 'Карта сайта',
  sitemapXml: 'Карта сайта XML',
  email: 'Напишите нам',
  video: 'Видеоканал',
  socialNetwork: 'Социальная сеть',
  photoSharing: 'Фотографии',
  rss: 'RSS-лента',
  allRightsReserved: 'Все права защищены.',
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Страница, которую вы ищете, не существует или была перемещена.',
  errorTitle: 'Что-то пошло не так',
  errorText: 'Не удалось загрузить страницу. Попробуйте ещё раз чуть позже.',
  backHome: 'Вернуться на главную',
  routeLoading: 'Страница загружается…',
  copy: 'Копировать',
  copied: 'Скопировано',
  copyPrompt: 'Скопируйте этот текст:',
  draft: 'Черновик: не опубликован',
  by: 'Автор',
  published: 'Опубликовано',
  updated: 'Обновлено',
  readingTime: '{minutes} мин чтения',
  tableOfContents: 'Содержание',
  previousArticle: 'Предыдущая статья',
  nextArticle: 'Следующая статья',
  previousPage: 'Назад',
  nextPage: 'Вперёд',
  pageOf: 'Страница {page} из {pages}',
  pagination: 'Навигация по страницам',
  breadcrumb: 'Навигационная цепочка',
  subcategories: 'Подкатегории',
  articles: 'Статьи',
  articleCount: 'Статей: {count}',
  articleCountOne: 'Статей: {count}',
  noArticles: 'Здесь пока нет статей. Загляните позже!',
  articlesBy: 'Статьи автора {name}',
  aboutTheAuthor: 'Об авторе',
  allAuthors: 'Все авторы',
  readMore: 'Читать далее',
  categories: 'Категории',
  infoPages: 'Информационные страницы',
  listingPages: 'Другие страницы списков',
  skipToContent: 'Перейти к основному содержимому',
  darkMode: 'Тёмная тема',
  lightMode: 'Светлая тема',
  toggleTheme: 'Сменить цветовую тему',
  sectionLink: 'Ссылка на этот раздел: {title}',
  share: 'Поделиться',
  copyLink: 'Копировать ссылку',
  linkCopied: 'Ссылка скопирована',
  close: 'Закрыть',
};

export const seo: LocaleSeoTexts = {
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
};
