/**
 * Korean: the SEO texts of the fixed pages. A module apart from the labels (ko.ts): the
 * layout on every page needs the labels, only the pages' heads need these, and webpack keeps or
 * drops whole modules per chunk (see src/domain/locales/seo-tables.ts).
 */
import type { LocaleSeoTexts } from './shapes';

export const seo: LocaleSeoTexts = {
  base: '{site}: 플레이어, 어린 크리에이터, 개발자를 위한 Roblox 가이드, 팁, 튜토리얼.',
  listings: {
    topicsIntro: '글에서 다루는 모든 주제와 주제별 글 수입니다.',
    topicAbout: '{name} 관련 글',
    seriesPartOf: '{title} {total}부 중 {part}부',
    seriesComingSoon: '{part}부 공개 예정',
    seriesPartCount: '{count}부',
    feedOf: 'RSS 피드: {name}',
  },
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
    topics: {
      title: '주제: {site}에서 다루는 모든 주제',
      description:
        '{site}의 글을 주제별로 살펴보세요: 오비, 보안, 음성 채팅, 스크립트 등 주제마다 최신 가이드가 있습니다. 🏷️📚',
    },
  },
};
