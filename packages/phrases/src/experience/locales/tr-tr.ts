import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesTrTr } from './flows/tr-tr.js';
import { secondFactorPhrasesTrTr } from './second-factor/tr-tr.js';
import { sandboxPaymentsPhrasesTrTr } from './sandbox-payments/tr-tr.js';

const trTR: Translation<ExperiencePhrases> = {
  ...flowsPhrasesTrTr,
  ...secondFactorPhrasesTrTr,
  ...sandboxPaymentsPhrasesTrTr,
  page_title: {
    sign_in: 'Oturum aç',
    create_account: 'Hesap oluştur',
    first_admin: 'Kurulum',
    consent: 'Yetkilendir',
    error: 'Hata',
    device: 'Cihaz bağla',
  },
  sign_in: {
    title: 'Hesabınızda oturum açın',
    description: 'Tekrar hoş geldiniz. Devam etmek için bilgilerinizi girin.',
  },
  social: {
    divider: 'veya',
    continue_with: '{{name}} ile devam et',
    callback_title: 'Oturum açılıyor',
    connecting: 'Bir dakika, oturum açma işleminiz tamamlanıyor…',
    missing_session: 'Bu oturum açma işlemi bu tarayıcıyla eşleşmiyor veya zaten kullanılmış. Lütfen yeniden başlayın.',
    link_title: 'Hesabınızı bağlayın',
    link_description: '{{email}} e-posta adresine sahip bir hesap zaten var. Oturum açıp sosyal hesabınızı bağlamak için o hesabın parolasını girin veya yeni bir hesap oluşturun.',
    link_sign_in: 'Oturum aç ve bağla',
    create_new: 'Bunun yerine yeni hesap oluştur',
    back_to_sign_in: 'Oturum açmaya dön',
  },
  create_account: {
    title: 'Hesabınızı oluşturun',
    description: 'Yalnızca bir dakikanızı alır.',
  },
  organization_invitation: {
    joining: '{{organization}} kuruluşuna katılmaya davet edildiniz.',
    use_address: 'Daveti kabul etmek için {{email}} ile devam edin.',
  },
  single_sign_on: {
    page_title: 'Çoklu oturum açma',
    entry: 'Çoklu oturum açma ile giriş yap',
    title: 'Çoklu oturum açma',
    description: 'İş e-postanızı girin, sizi şirketinizin giriş sayfasına götürelim.',
    email: 'İş e-postası',
    submit: 'Devam',
    no_connector:
      'Bu e-posta alan adı için çoklu oturum açma kurulmamış. Başka bir yolla giriş yapın.',
    choose_title: 'Şirket hesabınızı seçin',
    choose_description: '{{email}} için birden çok şirket girişi var.',
    continue_with: '{{name}} ile devam et',
    other_way: 'Başka bir yolla giriş yap',
    completing: 'Girişiniz tamamlanıyor…',
    session_lost:
      'Bu giriş burada tamamlanamıyor: başka bir pencerede başlatıldı ya da süresi doldu.',
    start_again: 'Baştan başla',
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
    retry_in_seconds:
      'Çok fazla başarısız deneme. {{seconds}} saniye sonra yeniden deneyebilirsiniz.',
  },
  error: {
    generic: 'Bir sorun oluştu. Lütfen yeniden deneyin.',
    network: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip yeniden deneyin.',
    session_expired: 'Oturum açma işleminizin süresi doldu. Lütfen baştan başlayın.',
    not_found: 'Bu sayfa mevcut değil.',
  },
  device: {
    title: 'Cihaz bağla',
    description: 'Cihazınızda gösterilen kodu girin.',
    code_label: 'Cihaz kodu',
    confirm_title: '{{appName}} bağlansın mı?',
    confirm_description:
      'Yalnızca bu cihazda oturum açmayı kendiniz başlattıysanız ve cihaz bu kodu gösteriyorsa devam edin.',
    code_on_device: 'Cihazınızdaki kod',
    confirm: 'Bağla',
    decline: 'Benim cihazım değil',
    success_title: 'Cihaz bağlandı',
    success_description:
      '{{appName}} artık oturum açmış durumda. Bu sayfayı kapatıp cihazınıza dönebilirsiniz.',
    error: {
      not_found: 'Bu kod geçerli değil. Cihazınızdaki kodu kontrol edip tekrar deneyin.',
      expired: 'Bu kodun süresi doldu. Yeni bir kod almak için cihazınızda baştan başlayın.',
      used: 'Bu kod zaten kullanıldı. Yeni bir kod almak için cihazınızda baştan başlayın.',
      aborted: 'Cihaz bağlanmadı.',
      failed: 'Bu sayfanın süresi doldu. Kodu yeniden girin.',
    },
  },
  oidc_error: {
    technical_details: 'Teknik ayrıntılar',
    hint: 'Uygulamaya dönüp tekrar deneyin. Sorun devam ederse uygulamanın destek ekibine başvurun.',
    code: {
      invalid_client: {
        title: 'Bilinmeyen uygulama',
        explanation: 'Sizi buraya gönderen uygulama bu hizmette kayıtlı değil.',
      },
      invalid_redirect_uri: {
        title: 'Dönüş adresine izin verilmiyor',
        explanation:
          'Uygulama sizi kaydetmediği bir adrese geri göndermek istedi. Hesabınızı korumak için istek durduruldu.',
      },
      invalid_request: {
        title: 'Geçersiz oturum açma isteği',
        explanation: 'Uygulamanın oturum açma isteği eksik veya geçersiz.',
      },
      unauthorized_client: {
        title: 'Uygulamaya izin verilmiyor',
        explanation: 'Bu uygulamanın sizi bu şekilde oturum açtırmasına izin verilmiyor.',
      },
      unsupported_response_type: {
        title: 'Desteklenmeyen istek',
        explanation: 'Uygulama, bu hizmetin vermediği türde bir yanıt istedi.',
      },
      invalid_scope: {
        title: 'Bilinmeyen izinler',
        explanation: 'Uygulama var olmayan izinler istedi.',
      },
      invalid_target: {
        title: 'Bilinmeyen API',
        explanation: 'Uygulama kullanılamayan bir API’ye erişim istedi.',
      },
      access_denied: {
        title: 'İstek reddedildi',
        explanation: 'İstek reddedildi.',
      },
      session_not_found: {
        title: 'Oturumun süresi doldu',
        explanation: 'Oturum açma işleminizin süresi doldu. Uygulamaya dönüp baştan başlayın.',
      },
      server_error: {
        title: 'Bir sorun oluştu',
        explanation: 'Bizim tarafımızda bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
      },
      default: {
        title: 'Oturum açma devam edemiyor',
        explanation: 'İstek tamamlanamadı.',
      },
    },
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
