import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesTrTr } from './applications/tr-tr.js';
import { authorizationPhrasesTrTr } from './authorization/tr-tr.js';
import { listPhrasesTrTr } from './lists/tr-tr.js';
import { accountPhrasesTrTr } from './account/tr-tr.js';
import { signingKeysPhrasesTrTr } from './signing-keys/tr-tr.js';
import { usersPhrasesTrTr } from './users/tr-tr.js';
import { organizationPhrasesTrTr } from './organizations/tr-tr.js';
import { connectorPhrasesTrTr } from './connectors/tr-tr.js';
import { auditLogPhrasesTrTr } from './audit-logs/tr-tr.js';
import { dashboardPhrasesTrTr } from './dashboard/tr-tr.js';
import { getStartedPhrasesTrTr } from './get-started/tr-tr.js';
import { signInExperiencePhrasesTrTr } from './sign-in-experience/tr-tr.js';
import { enterpriseSsoPhrasesTrTr } from './enterprise-sso/tr-tr.js';
import { mfaPhrasesTrTr } from './mfa/tr-tr.js';
import { tenantPhrasesTrTr } from './tenants/tr-tr.js';
import { domainPhrasesTrTr } from './domains/tr-tr.js';
import { subscriptionPhrasesTrTr } from './subscription/tr-tr.js';
import { billingPhrasesTrTr } from './billing/tr-tr.js';
import { tenantMemberPhrasesTrTr } from './tenant-members/tr-tr.js';
import { tenantStatusPhrasesTrTr } from './tenant-status/tr-tr.js';
import { webhooksPhrasesTrTr } from './webhooks/tr-tr.js';
import { customJwtPhrasesTrTr } from './custom-jwt/tr-tr.js';
import { onboardingPhrasesTrTr } from './onboarding/tr-tr.js';
import { accountDeletionPhrasesTrTr } from './account-deletion/tr-tr.js';

const trTR: ConsolePhrases = {
  general: {
    loading: 'Yükleniyor…',
    confirm: 'Onayla',
    cancel: 'İptal',
    got_it: 'Anladım',
    close: 'Kapat',
    back_to: '{{page}} sayfasına dön',
    opens_in_new_tab: '(yeni sekmede açılır)',
    skip_to_content: 'Ana içeriğe geç',
  },
  topbar: {
    home: 'Konsol ana sayfasına git',
    console: 'Konsol',
    docs: 'Belgeler',
    help: 'Yardım al',
    version: '{{version}} sürümünün sürüm notları',
    new_version_available: 'Daha yeni bir sürüm mevcut',
  },
  user_menu: {
    open: 'Kullanıcı menüsünü aç',
    profile: 'Profil',
    language: 'Dil',
    appearance: 'Görünüm',
    sign_out: 'Oturumu kapat',
  },
  appearance: {
    system: 'Sistemle eşitle',
    light: 'Açık mod',
    dark: 'Koyu mod',
  },
  contact: {
    title: 'Bize ulaşın',
    description: 'Size en uygun kanalı seçin.',
    community_title: 'Toplulukla sohbet edin',
    community_description: 'Sorular sorun ve diğer geliştiricilerle fikir paylaşın.',
    community_action: 'Sohbete katıl',
    issues_title: 'Sorun bildirin',
    issues_description: 'Bir hata mı buldunuz ya da bir özellik mi eksik? Kod depomuzda bir kayıt açın.',
    issues_action: 'Kayıt aç',
    email_title: 'Bize e-posta gönderin',
    email_description: 'Bize yazın, en kısa sürede size dönelim.',
    email_action: 'E-posta yaz',
    meeting_title: 'Toplantı ayarlayın',
    meeting_description: 'Projeniz hakkında konuşmak için ekibimizle bir görüşme planlayın.',
    meeting_action: 'Toplantı planla',
  },
  sidebar: {
    label: 'Konsol gezinmesi',
    sections: {
      overview: 'Genel bakış',
      authentication: 'Kimlik doğrulama',
      authorization: 'Yetkilendirme',
      users: 'Kullanıcılar',
      developer: 'Geliştirici',
      tenant: 'Kiracı',
    },
    items: {
      get_started: 'Başlarken',
      dashboard: 'Gösterge paneli',
      applications: 'Uygulamalar',
      sign_in_experience: 'Oturum açma deneyimi',
      mfa: 'Çok faktörlü kimlik doğrulama',
      connectors: 'Bağlayıcılar',
      enterprise_sso: 'Kurumsal SSO',
      api_resources: 'API kaynakları',
      roles: 'Roller',
      organization_template: 'Organizasyon şablonu',
      organizations: 'Organizasyonlar',
      users: 'Kullanıcı yönetimi',
      signing_keys: 'İmzalama anahtarları',
      customize_jwt: 'Özel JWT',
      webhooks: 'Web kancaları',
      audit_logs: 'Denetim kayıtları',
      tenant_settings: 'Ayarlar',
    },
  },
  tabs: {
    label: 'Sayfa bölümleri',
    my_applications: 'Uygulamalarım',
    third_party_applications: 'Üçüncü taraf uygulamalar',
    settings: 'Ayarlar',
    roles: 'Roller',
    permissions: 'İzinler',
    general: 'Genel',
    users: 'Kullanıcılar',
    members: 'Üyeler',
    logs: 'Kullanıcı kayıtları',
    organizations: 'Organizasyonlar',
    machine_to_machine_apps: 'Makineden makineye uygulamalar',
    machine_to_machine: 'Makineden makineye',
    recent_requests: 'Son istekler',
    connection: 'Bağlantı',
    experience: 'Deneyim',
    branding: 'Marka',
    sign_up_and_sign_in: 'Kayıt ve oturum açma',
    content: 'İçerik',
    password_policy: 'Parola politikası',
    passwordless: 'E-posta ve SMS',
    social: 'Sosyal',
    organization_roles: 'Organizasyon rolleri',
    organization_permissions: 'Organizasyon izinleri',
    domains: 'Alan adları',
    subscription: 'Abonelik',
    billing_history: 'Fatura geçmişi',
  },
  pages: {
    get_started: { title: 'Başlarken', subtitle: 'Kimlik platformunuzu adım adım kurun.' },
    dashboard: { title: 'Gösterge paneli', subtitle: 'Oturum açmaları, kullanıcıları ve token kullanımını takip edin.' },
    applications: {
      title: 'Uygulamalar',
      subtitle: 'Kiracınız üzerinden kullanıcıların oturum açtığı uygulamaları kaydedin.',
    },
    api_resources: {
      title: 'API kaynakları',
      subtitle: 'Koruduğunuz API’leri ve verdikleri izinleri tanımlayın.',
    },
    sign_in_experience: {
      title: 'Oturum açma deneyimi',
      subtitle: 'Oturum açma ve kayıt sayfalarının görünümünü ve davranışını özelleştirin.',
    },
    mfa: { title: 'Çok faktörlü kimlik doğrulama', subtitle: 'Hesapları korumak için ikinci bir faktör ekleyin.' },
    connectors: { title: 'Bağlayıcılar', subtitle: 'E-posta, SMS ve sosyal oturum açma sağlayıcılarını bağlayın.' },
    enterprise_sso: {
      title: 'Kurumsal SSO',
      subtitle: 'Kurumsal müşterilerin şirketlerinin kimlik sağlayıcısıyla oturum açmasını sağlayın.',
    },
    webhooks: { title: 'Web kancaları', subtitle: 'Kiracınızdaki olaylardan kendi uç noktanızda haberdar olun.' },
    users: { title: 'Kullanıcı yönetimi', subtitle: 'Kiracınızın kullanıcılarını yönetin.' },
    audit_logs: { title: 'Denetim kayıtları', subtitle: 'Kiracınızda neyin ne zaman olduğunu inceleyin.' },
    roles: { title: 'Roller', subtitle: 'İzinleri rollerde toplayın ve kullanıcılara ve uygulamalara atayın.' },
    organization_template: {
      title: 'Organizasyon şablonu',
      subtitle: 'Tüm organizasyonların paylaştığı rolleri ve izinleri tanımlayın.',
    },
    organizations: { title: 'Organizasyonlar', subtitle: 'Kullanıcılarınızın ait olduğu organizasyonları yönetin.' },
    signing_keys: { title: 'İmzalama anahtarları', subtitle: 'Token’larınızı imzalayan ve şifreleyen anahtarları yönetin.' },
    customize_jwt: { title: 'Özel JWT', subtitle: 'Kiracınızın verdiği token’lara özel talepler ekleyin.' },
    tenant_settings: { title: 'Kiracı ayarları', subtitle: 'Kiracınızı, üyelerini ve faturalandırmasını yönetin.' },
  },
  details: {
    application: 'Uygulama ayrıntıları',
    api_resource: 'API kaynağı ayrıntıları',
    connector: 'Bağlayıcı ayrıntıları',
    enterprise_sso: 'Kurumsal bağlayıcı ayrıntıları',
    webhook: 'Web kancası ayrıntıları',
    webhook_request: 'İstek ayrıntıları',
    user: 'Kullanıcı ayrıntıları',
    role: 'Rol ayrıntıları',
    organization_role: 'Organizasyon rolü ayrıntıları',
    organization: 'Organizasyon ayrıntıları',
    log: 'Kayıt ayrıntıları',
    customize_jwt: 'Özel talepleri düzenle',
  },
  create: {
    application: 'Uygulama oluştur',
    api_resource: 'API kaynağı oluştur',
    connector: 'Bağlayıcı ekle',
    enterprise_sso: 'Kurumsal bağlayıcı ekle',
    webhook: 'Web kancası oluştur',
    user: 'Kullanıcı ekle',
    role: 'Rol oluştur',
    organization: 'Organizasyon oluştur',
  },
  session: {
    callback_title: 'Oturumunuz açılıyor',
    welcome_title: 'Hoş geldiniz',
    welcome_greeting: 'Hoş geldiniz, {{name}}',
    welcome_greeting_anonymous: 'Hoş geldiniz',
    welcome_description: 'Kiracınız hazır. İlk uygulamanızı bağlamak için kılavuzu izleyin veya doğrudan konsola gidin.',
    welcome_get_started: 'Başlayın',
    welcome_open_console: 'Konsola git',
  },
  errors: {
    something_went_wrong: 'Hay aksi! Bir şeyler ters gitti.',
    try_again: 'Tekrar dene',
    show_details: 'Hata ayrıntıları',
    code: 'Kod',
    message: 'Mesaj',
    unknown_server_error: 'Sunucuda bilinmeyen bir hata oluştu.',
    invalid_json_format: 'Geçersiz JSON biçimi.',
    invalid_uri_format: 'Geçersiz URI biçimi.',
    missing_total_number: 'Sunucu listede kaç öğe olduğunu bildirmedi.',
    request_timeout: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    network_error: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
    validation: {
      unrecognized_field: 'Bu alan tanınmıyor.',
      unrecognized_keys: 'Tanınmayan alanlar: {{keys}}.',
      required: 'Bu alan zorunludur.',
      invalid_type: '{{expected}} türünde bir değer bekleniyor.',
      invalid_option: 'Şu değerlerden birini kullanın: {{values}}.',
      too_long: 'En fazla {{max}} karakter kullanın.',
      too_short: 'En az {{min}} karakter kullanın.',
      too_big: '{{max}} değerinden büyük olmayan bir sayı kullanın.',
      too_small: '{{min}} değerinden küçük olmayan bir sayı kullanın.',
      too_many_items: 'En fazla {{max}} öğe kullanın.',
      too_few_items: 'En az {{min}} öğe kullanın.',
      invalid_email: 'Geçerli bir e-posta adresi girin.',
      invalid_url: 'Geçerli bir URL girin.',
      invalid_format: 'Biçim geçerli değil.',
      invalid_input: 'Değer geçerli değil.',
    },
    http_status: {
      '400': 'İstek geçersiz.',
      '401': 'Oturumunuzun süresi doldu. Lütfen yeniden oturum açın.',
      '403': 'Bunu yapma izniniz yok.',
      '404': 'İstenen öğe bulunamadı.',
      '408': 'İstek zaman aşımına uğradı.',
      '409': 'Bu, mevcut verilerle çakışıyor.',
      '413': 'İstek çok büyük.',
      '415': 'Sunucu bu içerik türünü kabul etmiyor.',
      '422': 'Gönderilen veriler işlenemedi.',
      '429': 'Çok fazla istek. Lütfen biraz bekleyip tekrar deneyin.',
      '500': 'Sunucuda bir hata oluştu.',
      '502': 'Sunucu geçersiz bir yanıt aldı.',
      '503': 'Hizmet geçici olarak kullanılamıyor.',
      '504': 'Sunucu zamanında yanıt vermedi.',
    },
  },
  not_found: {
    title: 'Sayfa bulunamadı',
    description: 'Aradığınız sayfa yok ya da taşınmış.',
    back_home: 'Konsol ana sayfasına git',
  },
  dev_features: {
    banner: 'Geliştirici özellikleri etkin',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Yönetim API erişimi',
        description: 'Yönetim API’sine tam erişim.',
      },
    },
    scopes: {
      all: 'Yönetim API’sinin varsayılan kapsamı; tüm izinlere olanak tanır.',
    },
    secrets: {
      default: 'Varsayılan gizli anahtar',
    },
  },
  toast: {
    region: 'Bildirimler',
    dismiss: 'Kapat',
    item: 'Bildirim',
  },
  ...accountPhrasesTrTr,
  ...signingKeysPhrasesTrTr,
  ...usersPhrasesTrTr,
  ...organizationPhrasesTrTr,
  ...connectorPhrasesTrTr,
  ...auditLogPhrasesTrTr,
  ...dashboardPhrasesTrTr,
  ...getStartedPhrasesTrTr,
  ...signInExperiencePhrasesTrTr,
  ...enterpriseSsoPhrasesTrTr,
  ...mfaPhrasesTrTr,
  ...tenantPhrasesTrTr,
  ...domainPhrasesTrTr,
  ...subscriptionPhrasesTrTr,
  ...billingPhrasesTrTr,
  ...tenantMemberPhrasesTrTr,
  ...tenantStatusPhrasesTrTr,
  ...webhooksPhrasesTrTr,
  ...customJwtPhrasesTrTr,
  ...applicationPhrasesTrTr,
  ...authorizationPhrasesTrTr,
  ...listPhrasesTrTr,
  ...onboardingPhrasesTrTr,
  ...accountDeletionPhrasesTrTr,
};

export default trTR;
