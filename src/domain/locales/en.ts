/**
 * English: the interface labels and the SEO texts of the fixed pages. One module per locale;
 * src/domain/locale-texts.ts picks the build's locale, so a browser bundle carries only it.
 */
import type { LocaleSeoTexts } from '../seo';

/** The reference table: every locale has exactly these keys (the Labels type is made from it). */
export const labels = {
  sections: 'Sections',
  search: 'Search',
  searchLabel: 'Search article titles',
  searchResults: 'Search results',
  searchNoResults: 'No articles match your search.',
  searchTryOther: 'Try other words or check the spelling.',
  searchResultCount: 'Matching articles: {count}',
  searchTooMany: 'Showing the first {shown} of {total} matches. Add a word to narrow them down.',
  opensInNewTab: 'opens in a new tab',
  searchHint: 'Type at least 3 characters',
  searchLoading: 'Loading…',
  searchError: 'Search is unavailable right now.',
  uncategorised: 'More articles',
  more: 'More',
  moreIn: 'All of {name}',
  home: 'Home',
  latestArticles: 'Latest Articles',
  finestStories: 'Finest Stories',
  favoriteArticles: 'Favorite Articles',
  haveMoreGreatArticles: 'Have More Great Articles',
  relatedArticles: 'Related Articles',
  footerCategories: 'Categories',
  footerInfo: 'Info',
  footerContacts: 'Contacts',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  aboutUs: 'About Us',
  authors: 'Authors',
  sitemap: 'Sitemap',
  sitemapXml: 'Sitemap XML',
  email: 'Email us',
  video: 'Video channel',
  socialNetwork: 'Social network',
  photoSharing: 'Photos',
  rss: 'RSS feed',
  allRightsReserved: 'All rights reserved.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be loaded. Please try again in a moment.',
  backHome: 'Back to the homepage',
  routeLoading: 'Loading the page…',
  copy: 'Copy',
  copied: 'Copied',
  copyPrompt: 'Copy this text:',
  draft: 'Draft: not published',
  by: 'By',
  published: 'Published',
  updated: 'Updated',
  readingTime: '{minutes} min read',
  tableOfContents: 'Contents',
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: 'Page {page} of {pages}',
  pagination: 'Pagination',
  breadcrumb: 'Breadcrumb',
  subcategories: 'Subcategories',
  articles: 'Articles',
  articleCount: '{count} articles',
  articleCountOne: '{count} article',
  noArticles: 'No articles here yet. Check back soon!',
  articlesBy: 'Articles by {name}',
  aboutTheAuthor: 'About the author',
  allAuthors: 'All authors',
  readMore: 'Read more',
  categories: 'Categories',
  infoPages: 'Info pages',
  listingPages: 'More listing pages',
  skipToContent: 'Skip to main content',
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
  toggleTheme: 'Switch colour theme',
  sectionLink: 'Link to this section: {title}',
  share: 'Share',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  close: 'Close',
} as const;

export const seo: LocaleSeoTexts = {
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
};
