import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesTrTr: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Kullanıcı adı',
      email: 'E-posta adresi',
      phone: 'Telefon numarası',
    },
    branding: {
      color_title: 'Marka rengi',
      color_description: 'Oturum açma uygulamasındaki düğmelerin ve bağlantıların rengi.',
      primary_color: 'Ana renk',
      pick_color: '{{label}} seç',
      invalid_color: '#6139F6 gibi bir onaltılık renk girin (3 veya 6 hane).',
      dark_mode: 'Koyu tema sun',
      dark_mode_description:
        'Oturum açma uygulaması cihazın temasını izler; koyu tema için kendi rengi ve logoları vardır.',
      dark_primary_color: 'Koyu temadaki ana renk',
      use_derived: 'Ana renkten türetilen {{color}} rengini kullan',
      logo_title: 'Logo ve site simgesi',
      logo_description:
        'Bir görsel yükleyin veya URL’sini girin. Hiçbir şey göstermemek için alanı boş bırakın.',
      logoUrl: 'Logo görseli',
      darkLogoUrl: 'Koyu temadaki logo görseli',
      favicon: 'Site simgesi (tarayıcı sekmesi simgesi)',
      darkFavicon: 'Koyu temadaki site simgesi',
      css_title: 'Özel CSS',
      css_description:
        'Oturum açma uygulamasının kendi stillerinden sonra eklenen, ayarların karşılamadığı değişiklikler için stiller.',
      custom_css: 'Stil sayfası',
    },
    uploader: {
      upload: 'Görsel yükle',
      uploading: 'Yükleniyor…',
      upload_label: '{{label}} yükle',
      hint: '{{extensions}}, en fazla {{limit}}.',
      error_file_count: 'Yalnızca bir dosya seçin.',
      error_file_type: 'Bu dosya türü desteklenmiyor. Şunlardan birini kullanın: {{extensions}}.',
      error_file_size: 'Dosya çok büyük. Sınır {{limit}}.',
      error_upload: 'Yükleme başarısız oldu. Lütfen tekrar deneyin.',
    },
    sign_in_mode: {
      title: 'Oturum açma modu',
      description:
        'Oturum açma uygulamasının oturum açmaya, hesap oluşturmaya veya ikisine birden izin verip vermediği.',
      legend: 'Oturum açma uygulaması şunları sunar',
      modes: {
        SignIn: {
          title: 'Yalnızca oturum açma',
          description: 'Yeni hesap yok: kullanıcıları yöneticiler ekler veya içe aktarılır.',
        },
        Register: {
          title: 'Yalnızca hesap oluşturma',
          description: 'Uygulama kayıt ekranıyla açılır ve kimsenin oturumunu açmaz.',
        },
        SignInAndRegister: {
          title: 'Oturum açma ve hesap oluşturma',
          description: 'Mevcut kullanıcılar oturum açar, yeni kullanıcılar hesap oluşturur.',
        },
      },
    },
    sign_up: {
      title: 'Kayıt',
      description: 'Yeni kullanıcıların hesap oluşturmak için girdikleri.',
      identifiers: 'Kayıt tanımlayıcıları',
      authentication: 'Kimlik doğrulama',
      authentication_description:
        'Kullanıcı adı her zaman parola gerektirir; e-posta adresi veya telefon numarası her zaman bir kodla doğrulanır.',
      authentication_required: 'En az bir kimlik doğrulama yolu seçin.',
      password: 'Parola oluştur',
      verify: 'Kodla doğrula',
    },
    sign_in: {
      title: 'Oturum açma yöntemleri',
      description: 'Kullanıcıların nasıl oturum açtığı, oturum açma uygulamasının sunduğu sırayla.',
      password: 'Parola',
      verification_code: 'Doğrulama kodu',
      password_first: 'Önce parola',
      add: '{{name}} ekle',
      remove: '{{name}} kaldır',
      move_up: '{{name}} yukarı taşı',
      move_down: '{{name}} aşağı taşı',
      method_required: 'Bir parola, bir doğrulama kodu veya ikisini birden seçin.',
      methods_required: 'En az bir oturum açma yöntemi gerekir.',
      missing_method:
        '{{identifier}} kayıt için kullanılıyor, bu yüzden bir oturum açma yöntemi de olmalı.',
    },
    connectors: {
      email_missing:
        'E-postayla kayıt veya oturum açma bir e-posta bağlayıcısı gerektirir ve hiçbiri kurulu değil.',
      sms_missing:
        'Telefonla kayıt veya oturum açma bir SMS bağlayıcısı gerektirir ve hiçbiri kurulu değil.',
      set_up_email: 'E-posta bağlayıcısı kur',
      set_up_sms: 'SMS bağlayıcısı kur',
    },
    social: {
      missing: 'Bu sağlayıcının bağlayıcısı kalmadı. Kaydetmek için işareti kaldırın.',
      title: 'Sosyal oturum açma',
      description: 'Oturum açma sayfasında düğme olarak sunulan sağlayıcılar, seçtiğiniz sırayla.',
      empty: 'Henüz sosyal bağlayıcı kurulmadı.',
      manage: 'Sosyal bağlayıcıları yönet',
    },
    content: {
      terms_title: 'Koşullar ve gizlilik',
      terms_description:
        'Oturum açma uygulamasında gösterilen bağlantılar. Hiçbirini göstermemek için boş bırakın.',
      termsOfUseUrl: 'Kullanım koşulları URL’si',
      privacyPolicyUrl: 'Gizlilik politikası URL’si',
      agree_to_terms: 'Koşulların kabulü',
      agree_to_terms_description:
        'Kullanıcıların koşulları ve gizlilik politikasını kabul ettiklerini ne zaman onaylamaları gerektiği.',
      agree_policies: {
        Automatic: 'Devam ederek kabul edilir (onay kutusu yok)',
        ManualRegistrationOnly: 'Hesap oluştururken bir onay kutusu',
        Manual: 'Oturum açarken ve hesap oluştururken bir onay kutusu',
      },
      language_title: 'Diller',
      language_description: 'Oturum açma uygulamasının hangi dili konuştuğu.',
      auto_detect: 'Dili algıla',
      auto_detect_description: 'Oturum açma uygulamasında varsa tarayıcının dilini kullan.',
      fallback_language: 'Varsayılan dil',
      invalid_language: 'Desteklenen bir dil seçin.',
    },
    custom_content: {
      title: 'Özel içerik',
      description:
        'Oturum açma uygulamasının bir sayfasının altında gösterilen kendi metniniz, örneğin yardım veya bir duyuru. Boş satır yeni paragraf başlatır; **kalın**, _italik_ ve [bağlantılar](https://…) biçimlendirilir, HTML yazıldığı gibi gösterilir.',
      length: '{{used}} / {{limit}} karakter',
      pages: {
        sign_in: 'Oturum açma sayfası',
        register: 'Hesap oluşturma sayfası',
        forgot_password: 'Parolamı unuttum sayfası',
        consent: 'Onay sayfası',
      },
    },
    phrases: {
      title: 'Özel metinler',
      description:
        'Oturum açma uygulamasının metinlerini her seferinde bir dil için değiştirin. Boş bir alan yerleşik metni korur.',
      language: 'Dil',
      search: 'Metinleri filtrele',
      key: 'Anahtar',
      built_in: 'Yerleşik metin',
      override: 'Sizin metniniz',
      override_of: '{{key}} için metniniz',
      save: 'Metinleri kaydet',
      saved: 'Özel metinler kaydedildi.',
      delete: 'Bu dilin tüm özel metinlerini sil',
      delete_title: 'Özel metinler silinsin mi?',
      delete_description:
        '{{language}} için tüm metinleriniz kaldırılır ve oturum açma uygulaması yeniden yerleşik metinlerini gösterir.',
      deleted: 'Özel metinler silindi.',
    },
    password_policy: {
      requirements_title: 'Parola gereksinimleri',
      requirements_description: 'Her yeni parolanın karşılaması gerekenler.',
      length_min: 'En az uzunluk',
      length_max: 'En fazla uzunluk',
      characterTypes_min: 'Gerekli karakter türleri (küçük harf, büyük harf, rakam, simge)',
      min_over_max: 'En az uzunluk en fazla uzunluğu aşamaz.',
      rejects_title: 'Reddedilen parolalar',
      rejects_description: 'Tahmin edilmesi kolay parolalar reddedilir.',
      pwned: 'Sızdırılmış parolaları reddet',
      pwned_description: 'Bilinen veri sızıntılarında bulunan parolalar.',
      repetition: 'Tekrarlanan ve ardışık karakterleri reddet',
      repetition_description: '“aaaa”, “1234” veya “qwerty” gibi.',
      user_info: 'Kişisel bilgileri reddet',
      user_info_description:
        'Kullanıcının adı, kullanıcı adı, e-posta adresi veya telefon numarası.',
      words: 'Yasaklı kelimeler',
      words_description: 'Her satıra bir kelime; bunlardan birini içeren parolalar reddedilir.',
    },
    diff: {
      title: 'Kullanıcıların oturum açma şekli değişsin mi?',
      description:
        'Kaydettikten sonra kullanıcılar farklı şekilde kayıt olacak ve oturum açacak. Değişikliği kontrol edin:',
      setting: 'Ayar',
      before: 'Önce',
      after: 'Sonra',
      sign_in_mode: 'Oturum açma modu',
      sign_up: 'Kayıt',
      sign_in: 'Oturum açma yöntemleri',
      none: 'Yok',
    },
    preview: {
      title: 'Canlı önizleme',
      frame_title: 'Oturum açma sayfasının önizlemesi',
      platform: 'Cihaz',
      web: 'Web görünümü',
      mobile: 'Mobil görünüm',
      mode: 'Tema',
      light: 'Açık',
      dark: 'Koyu',
      language: 'Önizleme dili',
      unsaved_phrases: 'Kaydedilmemiş özel metinlerinizi gösterir.',
    },
  },
};
