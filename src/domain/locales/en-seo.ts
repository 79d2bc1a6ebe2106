/**
 * English: the SEO texts of the fixed pages. A module apart from the labels (en.ts): the
 * layout on every page needs the labels, only the pages' heads need these, and webpack keeps or
 * drops whole modules per chunk (see src/domain/locales/seo-tables.ts).
 */
import type { LocaleSeoTexts } from './shapes';

export const seo: LocaleSeoTexts = {
  base: '{site}: Roblox guides, tips and tutorials for players, young creators and developers.',
  listings: {
    topicsIntro: 'Every topic our articles cover, with how many articles each has.',
    topicAbout: 'Articles about {name}',
    seriesPartOf: 'Part {part} of {total}: {title}',
    seriesComingSoon: 'Part {part} coming soon',
    seriesPartCount: '{count} parts',
    feedOf: 'RSS feed: {name}',
  },
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
    topics: {
      title: 'Topics: Every Subject {site} Covers',
      description:
        'Browse {site} by topic: obbies, security, voice chat, scripting and more, each with its newest guides. 🏷️📚',
    },
  },
};
