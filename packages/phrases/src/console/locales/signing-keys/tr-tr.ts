import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesTrTr: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Yenile',
    delete: 'Sil',
    delete_key: '{{id}} anahtarını sil',
    delete_title: 'Önceki anahtar silinsin mi?',
    deleted: 'Anahtar silindi.',
    algorithm: 'Algoritma',
    empty_title: 'Henüz anahtar yok',
    empty_description: 'İlk anahtarı oluşturmak için yenileyin.',
    columns: {
      id: 'Anahtar kimliği',
      algorithm: 'Algoritma',
      created_at: 'Oluşturulma',
      status: 'Durum',
      actions: 'İşlemler',
    },
    status: {
      current: 'Geçerli',
      previous: 'Önceki',
      next: 'Sonraki',
    },
    algorithms: {
      ec: 'Eliptik eğri (P-256)',
      ec_description: 'Küçük anahtarlar ve imzalar, hızlı doğrulama. Önerilir.',
      rsa: 'RSA (2048 bit)',
      rsa_description: 'Yalnızca RSA imzalarını destekleyen uygulamalar ve kütüphaneler için.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Diğer algoritmanın anahtarları değişmez: kiracı, her uygulamanın istediğine göre hem ES256 hem de RS256 ile imzalamaya devam eder.',
      title: 'İmzalama anahtarları',
      description:
        'Bu kiracının kimlik belirteçlerini ve erişim belirteçlerini imzalar. Uygulamalar bunları JWKS’te yayımlanan açık anahtarlarla doğrular.',
      rotate_title: 'İmzalama anahtarları yenilensin mi?',
      rotate_description:
        'Bundan sonra belirteçleri yeni bir anahtar imzalar. Geçerli anahtar önceki anahtar olur ve imzaladığı belirteçleri doğrulamaya devam eder; daha eski bir önceki anahtar silinir ve onunla imzalanan belirteçler artık kabul edilmez. JWKS’i önbelleğe alan uygulamaların onu yeniden alması gerekir.',
      rotated: 'İmzalama anahtarları yenilendi.',
      delete_description:
        'Bu anahtarla imzalanan belirteçler artık doğrulanamaz. Uygulamaların kullanıcılarında yeniden oturum açması gerekebilir.',
    },
    cookie_keys: {
      title: 'Çerez anahtarları',
      description: 'Oturum açma oturumlarının ve etkileşimlerin çerezlerini imzalar.',
      rotate_title: 'Çerez anahtarları yenilensin mi?',
      rotate_description:
        'Bundan sonra çerezleri yeni bir anahtar imzalar. Geçerli anahtar önceki anahtar olur ve mevcut çerezleri doğrulamaya devam eder; daha eski bir önceki anahtar silinir ve onunla imzalanan oturumlar sona erer.',
      rotated: 'Çerez anahtarları yenilendi.',
      delete_description: 'Bu anahtarı kullanan oturumlar ve süren oturum açma işlemleri sona erer; kullanıcıların yeniden oturum açması gerekir.',
    },
  },
};
