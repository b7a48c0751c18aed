import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesTrTr: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Özel alan adı',
    description: 'Bu kiracının oturum açma sayfalarını ve OpenID Connect uç noktalarını login.example.com gibi kendi alan adınızda sunun. Yayımcı da alan adını izler.',
    domain: 'Alan adı',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Size ait bir ana bilgisayar adı; https:// ve yol olmadan.',
    add: 'Alan adı ekle',
    added: '{{domain}} eklendi. Aşağıdaki DNS kayıtlarını oluşturun.',
    loading_failed: 'Özel alan adı yüklenemedi.',
    retry: 'Tekrar dene',
    status_label: 'Durum',
    status: {
      PendingVerification: 'DNS doğrulanıyor',
      PendingSsl: 'Sertifika düzenleniyor',
      Active: 'Etkin',
      Error: 'Hata',
    },
    status_hint: {
      PendingVerification: 'Aşağıdaki DNS kayıtları bekleniyor. Bu sayfa birkaç saniyede bir yeniden denetler.',
      PendingSsl: 'DNS doğrulandı. Sertifika düzenleniyor; bu birkaç dakika sürebilir.',
      Active: 'Bu alan adındaki istekler bu kiracıya HTTPS ile ulaşır.',
      Error: 'Denetimler bırakıldı. DNS kayıtlarını düzeltin, ardından alan adını silip yeniden ekleyin.',
    },
    dns_records: 'DNS kayıtları',
    dns_records_description: 'Bu kayıtları DNS sağlayıcınızda oluşturun.',
    columns: {
      type: 'Tür',
      name: 'Ad',
      value: 'Değer',
    },
    copy_name: 'Adı kopyala',
    copy_value: 'Değeri kopyala',
    delete: 'Alan adını sil',
    delete_title: '{{domain}} silinsin mi?',
    delete_description: 'Bu alan adındaki oturum açmalar ve OpenID Connect istekleri hemen durur; yayımcısının belirteçleri artık orada kabul edilmez.',
    deleted: '{{domain}} silindi.',
    on_custom_domain: 'Özel alan adınızda {{domain}}',
    copy_on_custom_domain: '{{domain}} üzerinde {{label}}',
  },
};
