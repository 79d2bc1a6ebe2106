/**
 * Turkish: the SEO texts of the fixed pages. A module apart from the labels (tr.ts): the
 * layout on every page needs the labels, only the pages' heads need these, and webpack keeps or
 * drops whole modules per chunk (see src/domain/locales/seo-tables.ts).
 */
import type { LocaleSeoTexts } from './shapes';

export const seo: LocaleSeoTexts = {
  base: '{site}: oyuncular, genç yaratıcılar ve geliştiriciler için Roblox rehberleri, ipuçları ve eğitimler.',
  listings: {
    topicsIntro: 'Makalelerimizin ele aldığı tüm konular ve her birindeki makale sayısı.',
    topicAbout: '{name} hakkında makaleler',
    seriesPartOf: '{title}: {total} bölümün {part}. bölümü',
    seriesComingSoon: '{part}. bölüm yakında',
    seriesPartCount: '{count} bölüm',
    feedOf: 'RSS akışı: {name}',
  },
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
    topics: {
      title: 'Konular: {site} Sitesinin Ele Aldığı Tüm Başlıklar',
      description:
        '{site} içeriğine konuya göre göz atın: obby, güvenlik, sesli sohbet, betik yazımı ve daha fazlası, her biri en yeni rehberleriyle. 🏷️📚',
    },
  },
};
