/**
 * The texts of the offline page: what the service worker shows, in place of the browser's error,
 * when a reader opens offline a page that is not saved on the device (src/service-worker/offline-fallback.js).
 * Not interface labels: browsers never download them with a page; the build writes the build
 * locale's texts into sw.js (src/node/post-build/offline-worker-data.ts).
 */
import type { Locale } from './shapes';

export interface OfflinePageText {
  /** the page's heading */
  title: string;
  /** says plainly that this page is not saved on this device */
  text: string;
  /** heading of the list of saved articles */
  saved: string;
  /** when no article is saved yet */
  noneSaved: string;
}

export const OFFLINE_PAGE_TEXT: Record<Locale, OfflinePageText> = {
  en: {
    title: 'You are offline',
    text: 'This page is not saved on this device, so it cannot open without a connection. The articles below are saved and open offline.',
    saved: 'Saved on this device',
    noneSaved: 'No article is saved on this device yet. Articles you read while online are kept here.',
  },
  tr: {
    title: 'Çevrimdışısınız',
    text: 'Bu sayfa bu cihazda kayıtlı değil, bu yüzden bağlantı olmadan açılamıyor. Aşağıdaki makaleler kayıtlı ve çevrimdışı açılır.',
    saved: 'Bu cihazda kayıtlı',
    noneSaved: 'Bu cihazda henüz kayıtlı makale yok. Çevrimiçiyken okuduğunuz makaleler burada saklanır.',
  },
  ru: {
    title: 'Нет подключения к сети',
    text: 'Эта страница не сохранена на этом устройстве, поэтому без подключения она не откроется. Статьи ниже сохранены и открываются офлайн.',
    saved: 'Сохранено на этом устройстве',
    noneSaved:
      'На этом устройстве пока нет сохранённых статей. Статьи, которые вы читаете онлайн, сохраняются здесь.',
  },
  ko: {
    title: '오프라인 상태입니다',
    text: '이 페이지는 이 기기에 저장되어 있지 않아 연결 없이 열 수 없습니다. 아래 글은 저장되어 있어 오프라인에서도 열립니다.',
    saved: '이 기기에 저장된 글',
    noneSaved: '이 기기에 아직 저장된 글이 없습니다. 온라인에서 읽은 글이 여기에 저장됩니다.',
  },
};
