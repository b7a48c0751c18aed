import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesTrTr: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Kullanıcı erişim belirteci',
        description: 'Kullanıcılara oturum açtıklarında verilen erişim belirteçlerine eklenen talepler.',
      },
      client_credentials: {
        title: 'Makineden makineye erişim belirteci',
        description: 'Makineden makineye uygulamalara (istemci kimlik bilgileri) verilen erişim belirteçlerine eklenen talepler.',
      },
    },
    index: {
      not_set: 'Henüz özel talep yok.',
      is_set: 'Özel talepler etkin.',
      add: 'Özel talep ekle',
      edit: 'Düzenle',
      delete: 'Sil',
      delete_confirm: 'Bundan sonra verilen belirteçler yalnızca standart talepleri taşır.',
      load_failed: 'Özel talepler yüklenemedi.',
    },
    editor: {
      title_create: 'Özel talep ekle: {{tokenType}}',
      title_edit: 'Özel talepleri düzenle: {{tokenType}}',
      script: 'Betik',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) anahtarları belirtece eklenen bir nesne döndürür. Belirteci reddetmek için api.denyAccess(message) çağırın.',
      script_required: 'Betik boş olamaz.',
      code_editor_loading: 'Kod düzenleyici yükleniyor…',
      code_editor_label: 'Betik kodu',
      token_sample: 'Belirteç örneği',
      token_sample_description: 'Betiğin denemede aldığı belirteç.',
      context_sample: 'Bağlam örneği',
      context_sample_description: 'Betiğin denemede aldığı kullanıcı veya uygulama verileri.',
      json_invalid: 'Geçerli bir JSON nesnesi girin.',
      environment_variables: 'Ortam değişkenleri',
      environment_variables_description: 'Betiğin environmentVariables içinden okuduğu, koddan ayrı tutulan API anahtarları gibi değerler.',
      variable_key: 'Ad',
      variable_value: 'Değer',
      variable_key_duplicate: 'Bu ad zaten kullanılıyor.',
      variable_key_invalid: 'Harf, rakam ve _ kullanın; rakamla başlamayın.',
      fetch_origins: 'fetch için izin verilen kaynaklar',
      fetch_origins_description: 'Betiğin fetch ile çağırabileceği kaynaklar, örneğin https://api.example.com. Hiçbiri yoksa betikte fetch bulunmaz.',
      fetch_origin: 'Kaynak',
      fetch_origin_invalid: 'Yol olmadan https://host veya https://host:port kullanın; http yalnızca localhost ve 127.0.0.1 için.',
      fetch_origin_duplicate: 'Bu kaynak zaten listede.',
      saved: 'Özel talepler kaydedildi.',
      created: 'Özel talepler oluşturuldu ve yeni belirteçlere uygulanıyor.',
      not_found: 'Bu belirteç türü için henüz özel talep yok.',
    },
    test: {
      title: 'Deneme',
      description: 'Betiği örnekler üzerinde çalıştırın ve döndürdüğü talepleri görün. Hiçbir şey kaydedilmez.',
      run: 'Denemeyi çalıştır',
      claims: 'Döndürülen talepler',
      error: 'Betik başarısız oldu',
      idle: 'Sonucu burada görmek için denemeyi çalıştırın.',
    },
  },
};
