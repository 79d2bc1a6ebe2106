/**
 * Turkish: the interface labels and the SEO texts of the fixed pages. One module per locale;
 * src/domain/locale-texts.ts picks the build's locale, so a browser bundle carries only it.
 */
import type { Labels } from '../labels';
import type { LocaleSeoTexts } from '../seo';

export const labels: Labels = {
  sections: 'Bölümler',
  search: 'Ara',
  searchLabel: 'Makale başlıklarında ara',
  searchResults: 'Arama sonuçları',
  searchNoResults: 'Aramanızla eşleşen makale yok.',
  searchTryOther: 'Başka kelimeler deneyin veya yazımı kontrol edin.',
  searchResultCount: 'Eşleşen makale: {count}',
  searchTooMany: '{total} sonucun ilk {shown} tanesi gösteriliyor. Daraltmak için bir kelime ekleyin.',
  opensInNewTab: 'yeni sekmede açılır',
  searchHint: 'En az 3 karakter yazın',
  searchLoading: 'Yükleniyor…',
  searchError: 'Arama şu anda kullanılamıyor.',
  uncategorised: 'Diğer makaleler',
  more: 'Daha fazla',
  moreIn: '{name} bölümünün tamamı',
  home: 'Ana sayfa',
  latestArticles: 'En Yeni Makaleler',
  finestStories: 'En İyi Hikâyeler',
  favoriteArticles: 'Favori Makaleler',
  haveMoreGreatArticles: 'Daha Fazla Harika Makale',
  relatedArticles: 'İlgili Makaleler',
  footerCategories: 'Kategoriler',
  footerInfo: 'Bilgi',
  footerContacts: 'İletişim',
  privacyPolicy: 'Gizlilik Politikası',
  termsOfUse: 'Kullanım Koşulları',
  aboutUs: 'Hakkımızda',
  authors: 'Yazarlar',
  sitemap: 'Site Haritası',
  sitemapXml: 'XML Site Haritası',
  email: 'Bize yazın',
  video: 'Video kanalı',
  socialNetwork: 'Sosyal ağ',
  photoSharing: 'Fotoğraflar',
  rss: 'RSS akışı',
  allRightsReserved: 'Tüm hakları saklıdır.',
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundText: 'Aradığınız sayfa mevcut değil veya taşınmış.',
  errorTitle: 'Bir şeyler ters gitti',
  errorText: 'Bu sayfa yüklenemedi. Lütfen biraz sonra tekrar deneyin.',
  backHome: 'Ana sayfaya dön',
  routeLoading: 'Sayfa yükleniyor…',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  copyPrompt: 'Bu metni kopyalayın:',
  draft: 'Taslak: yayımlanmadı',
  by: 'Yazar',
  published: 'Yayınlanma',
  updated: 'Güncellenme',
  readingTime: '{minutes} dk okuma',
  tableOfContents: 'İçindekiler',
  previousArticle: 'Önceki makale',
  nextArticle: 'Sonraki makale',
  previousPage: 'Önceki',
  nextPage: 'Sonraki',
  pageOf: 'Sayfa {page} / {pages}',
  pagination: 'Sayfalama',
  breadcrumb: 'İçerik yolu',
  subcategories: 'Alt kategoriler',
  articles: 'Makaleler',
  articleCount: '{count} makale',
  articleCountOne: '{count} makale',
  noArticles: 'Burada henüz makale yok. Yakında tekrar bakın!',
  articlesBy: '{name} tarafından yazılan makaleler',
  aboutTheAuthor: 'Yazar hakkında',
  allAuthors: 'Tüm yazarlar',
  readMore: 'Devamını oku',
  categories: 'Kategoriler',
  infoPages: 'Bilgi sayfaları',
  listingPages: 'Diğer liste sayfaları',
  skipToContent: 'Ana içeriğe geç',
  darkMode: 'Koyu tema',
  lightMode: 'Açık tema',
  toggleTheme: 'Renk temasını değiştir',
  sectionLink: 'Bu bölümün bağlantısı: {title}',
  share: 'Paylaş',
  copyLink: 'Bağlantıyı kopyala',
  linkCopied: 'Bağlantı kopyalandı',
  close: 'Kapat',
};

export const seo: LocaleSeoTexts = {
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
};
