/**
 * Korean: the interface labels and the SEO texts of the fixed pages. One module per locale;
 * src/domain/locale-texts.ts picks the build's locale, so a browser bundle carries only it.
 */
import type { Labels } from '../labels';
import type { LocaleSeoTexts } from '../seo';

export const labels: Labels = {
  sections: '섹션',
  search: '검색',
  searchLabel: '기사 제목 검색',
  searchResults: '검색 결과',
  searchNoResults: '검색어와 일치하는 기사가 없습니다.',
  searchTryOther: '다른 단어를 입력하거나 철자를 확인해 보세요.',
  searchResultCount: '일치하는 기사: {count}개',
  searchTooMany: '{total}개 중 처음 {shown}개를 표시합니다. 단어를 추가해 범위를 좁혀 보세요.',
  opensInNewTab: '새 탭에서 열림',
  searchHint: '3자 이상 입력하세요',
  searchLoading: '불러오는 중…',
  searchError: '지금은 검색을 사용할 수 없습니다.',
  uncategorised: '기타 기사',
  more: '더 보기',
  moreIn: '{name} 전체 보기',
  home: '홈',
  latestArticles: '최신 기사',
  finestStories: '최고의 이야기',
  favoriteArticles: '인기 기사',
  haveMoreGreatArticles: '더 많은 멋진 기사',
  relatedArticles: '관련 기사',
  footerCategories: '카테고리',
  footerInfo: '정보',
  footerContacts: '연락처',
  privacyPolicy: '개인정보 처리방침',
  termsOfUse: '이용약관',
  aboutUs: '소개',
  authors: '작가',
  sitemap: '사이트맵',
  sitemapXml: 'XML 사이트맵',
  email: '이메일 보내기',
  video: '동영상 채널',
  socialNetwork: '소셜 네트워크',
  photoSharing: '사진',
  rss: 'RSS 피드',
  allRightsReserved: '모든 권리 보유.',
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundText: '찾으시는 페이지가 존재하지 않거나 이동되었습니다.',
  errorTitle: '문제가 발생했습니다',
  errorText: '페이지를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  backHome: '홈페이지로 돌아가기',
  routeLoading: '페이지를 불러오는 중…',
  copy: '복사',
  copied: '복사됨',
  copyPrompt: '이 텍스트를 복사하세요:',
  draft: '초안: 게시되지 않음',
  by: '글쓴이',
  published: '게시일',
  updated: '수정일',
  readingTime: '{minutes}분 분량',
  tableOfContents: '목차',
  previousArticle: '이전 기사',
  nextArticle: '다음 기사',
  previousPage: '이전',
  nextPage: '다음',
  pageOf: '{pages}쪽 중 {page}쪽',
  pagination: '페이지 이동',
  breadcrumb: '이동 경로',
  subcategories: '하위 카테고리',
  articles: '기사',
  articleCount: '기사 {count}개',
  articleCountOne: '기사 {count}개',
  noArticles: '아직 기사가 없습니다. 곧 다시 확인해 주세요!',
  articlesBy: '{name}의 기사',
  aboutTheAuthor: '작가 소개',
  allAuthors: '모든 작가',
  readMore: '더 읽기',
  categories: '카테고리',
  infoPages: '정보 페이지',
  listingPages: '목록의 다른 페이지',
  skipToContent: '본문으로 건너뛰기',
  darkMode: '다크 모드',
  lightMode: '라이트 모드',
  toggleTheme: '색상 테마 전환',
  sectionLink: '이 섹션의 링크: {title}',
  share: '공유',
  copyLink: '링크 복사',
  linkCopied: '링크가 복사되었습니다',
  close: '닫기',
};

export const seo: LocaleSeoTexts = {
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
};
