import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesTrTr: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'E-posta bağlayıcısı',
      Sms: 'SMS bağlayıcısı',
      Social: 'Sosyal bağlayıcı',
    },
    passwordless: {
      email_description:
        'Oturum açma, kayıt ve parola sıfırlama için doğrulama kodlarını e-postayla gönderir.',
      sms_description:
        'Oturum açma, kayıt ve parola sıfırlama için doğrulama kodlarını kısa mesajla gönderir.',
      not_set_up: 'Henüz ayarlanmadı.',
      set_up_email: 'E-posta bağlayıcısını ayarla',
      set_up_sms: 'SMS bağlayıcısını ayarla',
    },
    social: {
      table_label: 'Sosyal bağlayıcılar',
      column_name: 'Ad',
      column_target: 'Kimlik sağlayıcı',
      empty_title: 'Henüz sosyal bağlayıcı yok',
      empty_description:
        'Kullanıcıların zaten sahip oldukları bir hesapla oturum açabilmesi için bir sosyal bağlayıcı ekleyin.',
      add: 'Sosyal bağlayıcı ekle',
    },
    create: {
      title_email: 'Bir e-posta sağlayıcısı seçin',
      title_sms: 'Bir SMS sağlayıcısı seçin',
      title_social: 'Bir sosyal sağlayıcı seçin',
      description:
        'Mesajları gönderecek hizmeti seçin. Ayarlarını bir sonraki sayfada doldurursunuz.',
      providers_label: 'Sağlayıcılar',
      no_factories_title: 'Kullanılabilir sağlayıcı yok',
      no_factories_description: 'Bu sunucu bu türde bağlayıcı sunmuyor.',
      already_set_up: 'Bu türde bir bağlayıcı zaten ayarlı. Başka birini eklemeden önce onu silin.',
      open_existing: 'Mevcut bağlayıcıyı aç',
    },
    guide: {
      title: '{{name}} ayarla',
      not_found: 'Bu sağlayıcı yok.',
      save: 'Kaydet ve bitir',
      created: '"{{name}}" bağlayıcısı oluşturuldu.',
    },
    config: {
      field_labels: {
        accountSid: 'Hesap SID',
        apiKey: 'API anahtarı',
        authToken: 'Kimlik doğrulama belirteci',
        baseUrl: 'API temel URL’si',
        endpoint: 'Uç nokta',
        from: 'Gönderen',
        headers: 'Üst bilgiler',
        host: 'Ana bilgisayar',
        password: 'Parola',
        port: 'Bağlantı noktası',
        username: 'Kullanıcı adı',
        templates: 'Şablonlar',
        senderName: 'Gönderen adı',
        companyInformation: 'Şirket bilgileri',
        fromEmail: 'Gönderen e-postası',
        signingSecret: 'İmza gizli anahtarı',
        tlsMode: 'TLS modu',
      },
      field_descriptions: {
        templates:
          'Her kullanım türü için bir kayıt (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, isteğe bağlı locale, subject (e-posta), {{variable}} içeren content, isteğe bağlı contentType.',
        senderName: 'Gönderen olarak gösterilir; URL olamaz.',
        companyInformation: 'Her e-postanın sonuna eklenir; URL olamaz.',
        signingSecret:
          'En az 16 karakter; her istek, gövdesinin HMAC-SHA256 değerini {{header}} başlığında taşır.',
        headers: 'Ek istek başlıkları, dizelerden oluşan bir JSON nesnesi olarak.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 veya MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Yok' },
      },
      title: 'Ayarlar',
      description: 'Sağlayıcının sizin adınıza mesaj göndermek için ihtiyaç duydukları.',
      secret_hint: 'Şifreli saklanır ve maskeli gösterilir. Değiştirmek için yeni bir değer yazın.',
      invalid_number: 'Bir sayı girin.',
      select_placeholder: 'Bir seçenek seçin',
      url_in_sender_name: 'Gönderen adında URL kullanılamaz.',
      url_in_company_information: 'Şirket bilgilerinde URL kullanılamaz.',
    },
    test: {
      title: 'Test mesajı gönder',
      description_email:
        'Örnek kod içeren bir test e-postası göndererek ayarları kontrol edin. Hiçbir şey kaydedilmez.',
      description_sms:
        'Örnek kod içeren bir test kısa mesajı göndererek ayarları kontrol edin. Hiçbir şey kaydedilmez.',
      email_label: 'Alıcı e-posta adresi',
      phone_label: 'Alıcı telefon numarası',
      send: 'Test mesajını gönder',
      sent: 'Test mesajı {{to}} adresine gönderildi.',
      invalid_email: 'Geçerli bir e-posta adresi girin.',
      invalid_phone: 'Telefon numarasını +14155550100 gibi uluslararası biçimde girin.',
    },
    templates: {
      title: 'Mesaj şablonları',
      description:
        'Her amaç ve dil için mesajların içeriği. {{variable}} doğrulama koduyla değiştirilir.',
      usage_type: 'Amaç',
      language: 'Dil',
      any_language: 'Diğer tüm diller',
      subject: 'Konu',
      content: 'İçerik',
      content_type: 'Biçim',
      content_types: {
        text_plain: 'Düz metin',
        text_html: 'Biçimli (HTML)',
      },
      code_required: 'İçerik {{variable}} içermelidir.',
      not_set: 'Bu amaç ve dil için henüz şablon yok. Eklemek için doldurun.',
      remove: 'Bu şablonu kaldır',
      required: 'En az bir şablon ekleyin.',
      usage_types: {
        SignIn: 'Oturum açma',
        Register: 'Kayıt',
        ForgotPassword: 'Parola sıfırlama',
        OrganizationInvitation: 'Kuruluş daveti',
        Generic: 'Genel mesaj ve testler',
        UserPermissionValidation: 'Kimlik doğrulama',
        BindNewIdentifier: 'Yeni e-posta veya telefon bağlama',
        MfaVerification: 'Çok faktörlü doğrulama',
      },
    },
    details: {
      not_found: 'Bu bağlayıcı yok.',
      connector_id: 'Bağlayıcı kimliği',
      delete: 'Bağlayıcıyı sil',
      delete_description:
        'Kullanıcılar bu bağlayıcı üzerinden artık mesaj almaz. Buna ihtiyaç duyan oturum açma yöntemleri çalışmayı durdurur.',
      delete_confirm:
        'Bu bağlayıcıya ihtiyaç duyan oturum açma, kayıt ve parola sıfırlama, başka bir bağlayıcı ayarlayana kadar çalışmaz.',
    },
  },
};
