import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const trTR: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: 'Oturum aç',
    create_account: 'Hesap oluştur',
    first_admin: 'Kurulum',
    consent: 'Yetkilendir',
    error: 'Hata',
  },
  sign_in: {
    title: 'Hesabınızda oturum açın',
    description: 'Tekrar hoş geldiniz. Devam etmek için bilgilerinizi girin.',
  },
  create_account: {
    title: 'Hesabınızı oluşturun',
    description: 'Yalnızca bir dakikanızı alır.',
  },
  first_admin: {
    title: 'İlk yöneticiyi oluşturun',
    description:
      'Bu hesap kullanıcıları, uygulamaları ve ayarları yönetecek. Diğer yöneticileri daha sonra davet edebilirsiniz.',
    submit: 'Yönetici oluştur',
    already_set_up: 'Yönetici hesabı zaten var.',
    go_to_console: 'Konsola git',
  },
  consent: {
    title: '{{appName}} hesabınıza erişmek istiyor',
    scopes_heading: 'Uygulama şunları yapabilecek:',
    resource_scopes: '{{resource}} için izinler',
    authorize: 'İzin ver',
    cancel: 'İptal',
    scope: {
      openid: 'Kim olduğunuzu doğrulamak',
      profile: 'Adınızı ve profil fotoğrafınızı görmek',
      email: 'E-posta adresinizi görmek',
      phone: 'Telefon numaranızı görmek',
      offline_access: 'Siz yokken de erişimi sürdürmek',
    },
  },
  account: {
    signed_in_as: '{{identifier}} olarak oturum açıldı',
    not_you: 'Siz değil misiniz?',
    use_another_account: 'Başka bir hesap kullan',
  },
  input: {
    identifier: 'Kullanıcı adı veya e-posta',
    username: 'Kullanıcı adı',
    email: 'E-posta',
    password: 'Şifre',
    confirm_password: 'Şifreyi onayla',
    optional: 'isteğe bağlı',
  },
  action: {
    sign_in: 'Oturum aç',
    create_account: 'Hesap oluştur',
    continue: 'Devam',
    back: 'Geri',
    show_password: 'Şifreyi göster',
    hide_password: 'Şifreyi gizle',
    try_again: 'Yeniden dene',
  },
  link: {
    no_account: 'Henüz hesabınız yok mu?',
    create_one: 'Hemen oluşturun',
    have_account: 'Zaten hesabınız var mı?',
    sign_in: 'Oturum açın',
  },
  field_error: {
    required: 'Bu alan zorunludur.',
    invalid_email: 'Geçerli bir e-posta adresi girin.',
    invalid_username:
      'Bir harf veya alt çizgiyle başlayın; yalnızca harf, rakam ve alt çizgi kullanın.',
    passwords_mismatch: 'Şifreler eşleşmiyor.',
  },
  password_rejected: {
    too_short: 'En az {{min}} karakter kullanın.',
    too_long: 'En fazla {{max}} karakter kullanın.',
    unsupported_characters: 'Yalnızca harf, rakam, boşluk ve yaygın simgeler kullanın.',
    character_types:
      'Şu türlerden en az {{min}} tanesini karıştırın: küçük harf, büyük harf, rakam ve simge.',
    pwned: 'Bu şifre bir veri sızıntısında ortaya çıktı. Başka bir şifre seçin.',
    restricted: {
      repetition: 'Aynı karakteri tekrarlamaktan kaçının.',
      sequence: '"123" veya "abc" gibi kolay dizilerden kaçının.',
      words: 'Şu kelimelerden kaçının: {{words}}.',
      user_info: 'Şifrede adınızı, kullanıcı adınızı veya e-postanızı kullanmayın.',
    },
  },
  notice: {
    account_locked: 'Çok fazla başarısız deneme. Hesabınız {{minutes}} dakika boyunca kilitlendi.',
  },
  error: {
    generic: 'Bir sorun oluştu. Lütfen yeniden deneyin.',
    network: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip yeniden deneyin.',
    session_expired: 'Oturum açma işleminizin süresi doldu. Lütfen baştan başlayın.',
    not_found: 'Bu sayfa mevcut değil.',
  },
  loading: 'Yükleniyor…',
  language: {
    label: 'Dil',
    name: {
      ar: 'Arapça',
      de: 'Almanca',
      en: 'İngilizce',
      es: 'İspanyolca',
      fr: 'Fransızca',
      it: 'İtalyanca',
      ja: 'Japonca',
      ko: 'Korece',
      'pl-PL': 'Lehçe',
      'pt-BR': 'Portekizce (Brezilya)',
      'pt-PT': 'Portekizce (Portekiz)',
      ru: 'Rusça',
      'tr-TR': 'Türkçe',
      'zh-CN': 'Çince (Basitleştirilmiş)',
      'zh-HK': 'Çince (Hong Kong)',
      'zh-TW': 'Çince (Tayvan)',
    },
  },
  theme: {
    label: 'Tema',
    system: 'Sistemle aynı',
    light: 'Açık',
    dark: 'Koyu',
  },
};

export default trTR;
