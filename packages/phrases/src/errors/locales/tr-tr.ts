import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const trTR: Translation<ErrorPhrases> = {
  request: {
    general: 'İstekle ilgili bir sorun oluştu.',
    invalid_json: 'İstek gövdesi geçerli bir JSON değil.',
    payload_too_large: 'İstek gövdesi çok büyük.',
    rate_limited: 'Çok fazla istek gönderildi. Biraz bekleyip yeniden deneyin.',
    timeout: 'İstek zaman aşımına uğradı.',
    unsupported_media_type:
      'Bu uç nokta bu türde bir istek gövdesini kabul etmiyor. {{types}} gönderin.',
  },
  route: {
    not_found: '{{method}} {{path}} ile eşleşen bir yol yok.',
  },
  guard: {
    invalid_input: 'İstek geçersiz veriler içeriyor.',
    invalid_pagination: 'Sayfalama parametreleri geçersiz.',
    invalid_path_params: 'Yol parametreleri geçersiz.',
    mime_type_not_allowed: 'Bu dosya türü desteklenmiyor. İzin verilen türler: {{types}}.',
    file_size_exceeded: 'Dosya çok büyük. Sınır {{limit}}.',
  },
  entity: {
    not_found: 'İstenen öğe bulunamadı.',
    not_exists_with_id: '"{{id}}" kimliğine sahip bir {{name}} yok.',
    unique_integrity_violation: 'Aynı benzersiz değere sahip bir öğe zaten var.',
    create_failed: 'Öğe oluşturulamadı.',
    update_failed: 'Öğe güncellenemedi.',
    relation_foreign_key_not_found: 'Başvurulan öğelerden biri veya birkaçı mevcut değil.',
  },
  database: {
    unavailable: 'Veritabanına şu anda ulaşılamıyor.',
    migrations_pending: 'Bu sürümün gerektirdiği geçişler veritabanına henüz uygulanmadı.',
    data_dir_locked: 'Veri dizini başka bir işlem tarafından kullanılıyor.',
    data_dir_corrupt: 'Veri dizini bozuk ve açılamıyor.',
    data_dir_version_mismatch: 'Veri dizini uyumsuz bir sürümle oluşturulmuş.',
  },
  tenant: {
    not_found: '"{{tenantId}}" kiracısı bulunamadı.',
    cloud_only: 'Bu yalnızca bulut sürümünde kullanılabilir.',
    oss_default_only: 'Açık kaynak sürüm yalnızca varsayılan kiracıya hizmet verir.',
  },
  auth: {
    authorization_header_missing: 'Authorization başlığı eksik.',
    authorization_token_type_not_supported:
      'Bu yetkilendirme türü desteklenmiyor. Bearer belirteci kullanın.',
    unauthorized: 'Oturum açmadınız veya oturumunuz sona erdi.',
    forbidden: 'Bu işlemi yapma izniniz yok.',
    insufficient_permissions: 'Yetersiz izinler.',
    expected_role_not_found: 'Beklenen rol bulunamadı. Rollerinizi ve izinlerinizi kontrol edin.',
    jwt_sub_missing: 'Belirteçte "sub" talebi yok.',
    invalid_token: 'Erişim belirteci geçersiz.',
    token_expired: 'Erişim belirtecinin süresi doldu.',
    wrong_audience: 'Erişim belirteci farklı bir hedef kitle için verilmiş.',
    wrong_issuer: 'Erişim belirteci farklı bir yayıncı tarafından verilmiş.',
    cloud_only: 'Bu yalnızca bulut sürümünde kullanılabilir.',
    require_re_authentication: 'Devam etmek için şifrenizi yeniden doğrulayın.',
  },
  oidc: {
    invalid_grant: 'Yetki geçersiz, süresi dolmuş veya iptal edilmiş.',
    invalid_scope: 'İstenen kapsam geçersiz.',
    invalid_target: 'İstenen kaynak göstergesi geçersiz.',
    invalid_client: 'İstemci kimlik doğrulaması başarısız oldu.',
    access_denied: 'Erişim reddedildi.',
    interaction_not_found: 'Oturum açma oturumu bulunamadı. Oturum açmaya yeniden başlayın.',
    provider_error: 'OpenID Connect sağlayıcısı bir iç hata bildirdi.',
    key_not_found: 'İmzalama anahtarı bulunamadı.',
    only_previous_key_can_be_deleted:
      'Yalnızca önceki bir anahtar silinebilir. Bu anahtarın önceki anahtar olması için anahtarları döndürün.',
    key_required: 'En az bir anahtar tutulmalıdır.',
    unsupported_key_type: 'Bu anahtar türü desteklenmiyor.',
  },
  session: {
    invalid_credentials: 'Hesap veya şifre yanlış.',
    identifier_locked: 'Çok fazla başarısız deneme. {{minutes}} dakika sonra yeniden deneyin.',
    too_many_requests: 'Çok fazla deneme. Lütfen daha sonra yeniden deneyin.',
    attempt_too_soon: 'Çok fazla başarısız deneme. Yeniden denemeden önce {{seconds}} saniye bekleyin.',
    not_found: 'Oturum bulunamadı. Lütfen yeniden oturum açın.',
    verification_failed: 'Doğrulama başarısız oldu. Lütfen yeniden deneyin.',
    first_admin_exists: 'Bir yönetici hesabı zaten var.',
    registration_disabled: 'Yeni hesap oluşturma kapalı.',
    invalid_interaction: 'Bu oturum açma adımı artık geçerli değil. Baştan başlayın.',
    interaction_event_not_found: 'Önce oturum açmayı, kaydolmayı veya parola sıfırlamayı başlatın.',
    interaction_event_change_not_allowed: 'Parola sıfırlama, oturum açmaya veya kayda dönüştürülemez. Baştan başlayın.',
    sign_in_disabled: 'Oturum açma kapalı.',
    verification_record_not_found: 'Bu doğrulama bulunamadı. Yeniden doğrulayın.',
    sign_in_method_not_enabled: 'Bu oturum açma yöntemi etkin değil.',
    identifier_not_found: 'Önce kimliğinizi doğrulayın.',
    missing_profile: 'Bazı zorunlu bilgiler eksik: {{fields}}.',
  },
  user: {
    username_already_in_use: 'Bu kullanıcı adı zaten alınmış.',
    email_already_in_use: 'Bu e-posta adresi zaten başka bir hesaba bağlı.',
    phone_already_in_use: 'Bu telefon numarası zaten başka bir hesaba bağlı.',
    invalid_email: 'E-posta adresi geçersiz.',
    invalid_phone: 'Telefon numarası geçersiz.',
    invalid_username:
      'Kullanıcı adı bir harf veya alt çizgiyle başlamalı ve yalnızca harf, rakam ve alt çizgi içermelidir.',
    not_found: 'Kullanıcı bulunamadı.',
    wrong_password: 'Mevcut şifre yanlış.',
    same_password: 'Yeni şifre mevcut şifreden farklı olmalıdır.',
    password_required: 'Şifre gerekli.',
    email_not_configured: 'Hiçbir e-posta bağlayıcısı ayarlanmadığı için e-posta gönderilemiyor.',
    suspended: 'Bu hesap askıya alındı.',
    invalid_role_type: 'Makineden makineye roller kullanıcılara atanamaz.',
    unsupported_password_algorithm:
      'Bu parola algoritması desteklenmiyor. Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 veya Bcrypt kullanın.',
    invalid_password_digest: 'Parola özeti, algoritmasının biçiminde değil.',
    password_algorithm_required: 'Parola özeti için algoritması (passwordAlgorithm) gerekir.',
    password_and_digest_conflict: 'Ya bir parola ya da bir parola özeti verin, ikisini birden değil.',
    password_mismatch: 'Parola eşleşmiyor.',
    custom_data_too_large: 'Özel veriler JSON olarak en fazla {{max}} bayt olabilir.',
    identity_not_found: 'Kullanıcının {{target}} için bir kimliği yok.',
    invalid_search_pattern: 'Arama deseni geçerli değil.',
  },
  password_rejected: {
    too_short: 'Şifre en az {{min}} karakter olmalıdır.',
    too_long: 'Şifre en fazla {{max}} karakter olabilir.',
    unsupported_characters: 'Şifre izin verilmeyen karakterler içeriyor.',
    character_types:
      'Şifre şu türlerden en az {{min}} tanesini içermelidir: küçük harf, büyük harf, rakam ve simge.',
    pwned: 'Bu şifre bir veri sızıntısında ortaya çıktı. Başka bir şifre seçin.',
    restricted: {
      repetition: 'Şifre aynı karakteri çok fazla tekrarlıyor.',
      sequence: 'Şifre "123" veya "abc" gibi kolay tahmin edilen bir dizi içeriyor.',
      words: 'Şifre izin verilmeyen bir kelime içeriyor: {{words}}.',
      user_info: 'Şifre adınız veya e-postanız gibi kişisel bilgilerinizi içermemelidir.',
    },
  },
  application: {
    invalid_type: 'Bu işlem bu uygulama türü için kullanılamaz.',
    not_found: 'Uygulama bulunamadı.',
    invalid_redirect_uri: 'Yönlendirme URI’si geçersiz.',
    invalid_post_logout_redirect_uri: 'Oturum kapatma sonrası yönlendirme URI’si geçersiz.',
    invalid_cors_origin: 'CORS kaynağı geçersiz.',
    protected_app_metadata_is_required: 'Korumalı uygulamaların meta verileri gereklidir.',
    protected_app_not_allowed_here: 'Korumalı uygulamalar burada kullanılamaz.',
    secret_name_exists: '"{{name}}" adlı bir gizli anahtar zaten var.',
    secret_not_found: 'Uygulama gizli anahtarı bulunamadı.',
    cannot_modify_admin_console: 'Yönetim konsolu uygulaması değiştirilemez.',
    third_party_application_only: 'Onay ayarları yalnızca üçüncü taraf uygulamalar için geçerlidir.',
    role_type_mismatch: 'Bu uygulamaya yalnızca makineden makineye roller atanabilir.',
    m2m_only: 'Bu yalnızca makineden makineye uygulamalar için kullanılabilir.',
    invalid_third_party_application_type: 'Bu uygulama türü üçüncü taraf uygulaması olamaz.',
    protected_application_only: 'Bu yalnızca korumalı uygulamalar için kullanılabilir.',
    protected_app_not_configured:
      'Alt alan adıyla korumalı uygulamalar bu sunucuda ayarlanmamış. Bunun yerine tam ana bilgisayar adını belirtin.',
    protected_application_subdomain_exists:
      '"{{host}}" ana bilgisayarı zaten başka bir korumalı uygulama tarafından kullanılıyor.',
    invalid_role_type: 'Kullanıcı rolleri bir uygulamaya atanamaz.',
    device_flow_native_only: 'Cihaz akışı yalnızca yerel uygulamalar için kullanılabilir.',
    invalid_token_endpoint_auth_method:
      'Kimlik doğrulama yöntemini yalnızca gizli anahtarı olan uygulamalar seçebilir.',
    private_key_jwt_requires_keys:
      'Özel anahtarlı JWT ile kimlik doğrulama, uygulamanın açık anahtarlarını gerektirir (bir JWKS URI veya JWKS).',
    jwks_and_jwks_uri_exclusive: 'Bir JWKS URI veya bir JWKS belirtin, ikisini birden değil.',
  },
  saml_application: {
    use_saml_applications_api: 'SAML uygulamaları /api/saml-applications üzerinden oluşturulur ve yapılandırılır.',
    acs_binding_not_supported: "ACS URL'si HTTP-POST bağlamasını kullanmalıdır: SAML yanıtları form gönderimiyle iletilir.",
    invalid_certificate: '{{field}} içindeki sertifika geçerli bir PEM X.509 sertifikası değil.',
    certificate_out_of_date: '{{field}} içindeki sertifikanın süresi dolmuş veya henüz geçerli değil.',
    encryption_certificate_required: 'Onayları şifrelemek için hizmet sağlayıcının şifreleme sertifikası gerekir.',
    cannot_delete_active_secret: 'Etkin imzalama sertifikası silinemez. Önce başka bir sertifikayı etkinleştirin.',
    no_active_secret: 'SAML uygulamasının etkin bir imzalama sertifikası yok.',
    not_configured: "Kullanıcılar oturum açmadan önce SAML uygulamasına hizmet sağlayıcının varlık kimliği ve ACS URL'si girilmelidir.",
    invalid_request: 'SAML isteği okunamadı.',
    dtd_not_allowed: 'Belge türü bildirimi (DTD) veya varlıklar içeren SAML iletileri reddedilir.',
    issuer_mismatch: 'SAML isteğini veren, uygulamanın hizmet sağlayıcı varlık kimliğiyle eşleşmiyor.',
    acs_url_mismatch: "SAML isteğindeki ACS URL'si kayıtlı olanla eşleşmiyor.",
    signature_required: 'Bu uygulama imzalı SAML istekleri gerektirir.',
    invalid_signature: 'SAML isteğinin imzası geçersiz.',
    session_not_found: 'SAML oturum açma işlemi bulunamadı veya süresi doldu. Uygulamadan yeniden başlayın.',
    sign_in_failed: 'SAML uygulamasında oturum açma tamamlanmadı.',
  },
  resource: {
    resource_identifier_in_use: '"{{indicator}}" API tanımlayıcısı zaten kullanımda.',
    invalid_indicator: 'API tanımlayıcısı parça içermeyen mutlak bir URI olmalıdır.',
    cannot_modify_management_api: 'Yönetim API’si kaynağı değiştirilemez.',
    cannot_delete_management_api: 'Yönetim API’si kaynağı silinemez.',
    not_found: 'API kaynağı bulunamadı.',
  },
  scope: {
    name_exists: '"{{name}}" adlı bir izin zaten var.',
    name_with_space: 'İzin adı boşluk içeremez.',
    not_found: 'İzin bulunamadı.',
  },
  role: {
    name_in_use: '"{{name}}" adlı bir rol zaten var.',
    not_found: 'Rol bulunamadı.',
    scope_exists: 'Rol bu izne zaten sahip.',
    user_exists: 'Kullanıcı bu role zaten sahip.',
    application_exists: 'Uygulama bu role zaten sahip.',
    type_mismatch: 'Rol türü uyuşmuyor.',
    user_role_for_user_only: 'Kullanıcı rolleri yalnızca kullanıcılara atanabilir.',
    m2m_role_for_m2m_only:
      'Makineden makineye roller yalnızca makineden makineye uygulamalara atanabilir.',
    management_api_scopes_not_assignable_to_user_role:
      'Kullanıcı rolleri Yönetim API’sine erişim veremez.',
  },
  log: {
    not_found: 'Günlük kaydı bulunamadı.',
    invalid_time_range: 'Zaman aralığı ters: start_time, end_time değerinden sonra olamaz.',
  },
  dashboard: {
    invalid_date_range: 'Tarih aralığı çok uzun: en fazla {{maxDays}} gün isteyin.',
  },
  storage: {
    not_configured: 'Dosya depolama ayarlanmamış.',
    upload_error: 'Dosya yüklenemedi.',
  },
  cli_bridge: {
    command_failed: 'Komut başarısız oldu: {{reason}}',
  },
  swagger: {
    invalid_document: 'OpenAPI belgesi geçersiz.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'En az bir oturum açma yöntemi gereklidir.',
    duplicated_sign_in_identifier:
      'Oturum açma yöntemleri {{identifier}} tanımlayıcısını birden fazla kez içeriyor.',
    sign_in_method_without_factor:
      '{{identifier}} ile oturum açmak için parola, doğrulama kodu veya her ikisi gerekir.',
    username_verification_code_not_supported:
      'Kullanıcı adına doğrulama kodu gönderilemez: kullanıcı adıyla oturum açmak için parola gerekir.',
    miss_sign_up_identifier_in_sign_in:
      '{{identifier}} ile kaydolan kullanıcılar onunla oturum açabilmelidir. Onu oturum açma yöntemlerine ekleyin.',
    password_sign_in_must_be_enabled:
      'Kayıt sırasında parola belirlendiği için {{identifier}} ile oturum açma parolayı kabul etmelidir.',
    code_sign_in_must_be_enabled:
      'Kayıt sırasında parola belirlenmediği için {{identifier}} ile oturum açma doğrulama kodunu kabul etmelidir.',
    duplicated_sign_up_identifier: 'Her kayıt tanımlayıcısı yalnızca bir kez listelenebilir.',
    username_requires_password: 'Kullanıcı adıyla kaydolmak parola belirlemeyi gerektirir.',
    passwordless_requires_verify:
      'Parolasız olarak e-posta adresi veya telefon numarasıyla kaydolmak, bunun doğrulanmasını gerektirir.',
    enabled_connector_not_found:
      'Bu ayar doğrulama kodları gönderir, ancak hiçbir {{type}} bağlayıcısı kurulu değil.',
    duplicated_mfa_factors:
      'Her çok faktörlü kimlik doğrulama faktörü yalnızca bir kez listelenebilir.',
    backup_code_cannot_be_enabled_alone:
      'Yedek kodlar tek çok faktörlü kimlik doğrulama faktörü olamaz.',
    at_least_one_authentication_factor:
      'Zorunlu çok faktörlü kimlik doğrulama en az bir faktör gerektirir.',
    unsupported_default_language: '"{{language}}" desteklenen bir dil değil.',
  },
  localization: {
    unsupported_language: '"{{languageTag}}" desteklenen bir dil değil.',
    phrases_not_found: '"{{languageTag}}" için özel ifade yok.',
    invalid_translation_structure:
      'Bu anahtarlar oturum açma uygulamasının ifadeleri değil ya da grup beklenen yerde metin veya metin beklenen yerde grup içeriyor: {{keys}}.',
    cannot_delete_default_language:
      '"{{languageTag}}" oturum açma deneyiminin yedek dili olduğu sürece özel ifadeleri silinemez.',
  },
  connector: {
    general: 'Bağlayıcı isteği tamamlayamadı.',
    not_found: 'Ayarlanmış bir {{type}} bağlayıcısı yok.',
    not_enabled: '{{type}} bağlayıcısı etkin değil.',
    factory_not_found: '"{{id}}" adlı bir bağlayıcı fabrikası yok.',
    more_than_one_email:
      'Kiracının zaten bir e-posta bağlayıcısı var. Başka birini eklemeden önce onu silin.',
    more_than_one_sms:
      'Kiracının zaten bir SMS bağlayıcısı var. Başka birini eklemeden önce onu silin.',
    invalid_type_for_syncing_profile:
      'Yalnızca sosyal bağlayıcılar kullanıcı profillerini eşitleyebilir.',
    template_missing_code: '{{usageType}} şablonu {{variable}} içermelidir.',
    url_in_sender_name: 'Gönderen adında URL kullanılamaz.',
    url_in_company_information: 'Şirket bilgilerinde URL kullanılamaz.',
    invalid_metadata: 'Bağlayıcının meta verileri geçerli değil.',
    unexpected_type: 'Bu bağlayıcı beklenen türde değil.',
    invalid_config_guard: 'Bağlayıcının yapılandırması formuyla eşleşmiyor.',
    invalid_request_parameters: 'Bağlayıcıya yapılan istekte geçersiz parametreler var.',
    insufficient_request_parameters: 'Bağlayıcıya yapılan istekte eksik parametreler var.',
    invalid_config: 'Bağlayıcının yapılandırması geçerli değil.',
    invalid_certificate: 'Bağlayıcının sertifikası geçerli değil.',
    invalid_response: 'Bağlı hizmet geçersiz bir yanıt verdi.',
    template_not_found: 'Bu bağlayıcı için ayarlanmış bir {{usageType}} şablonu yok.',
    template_not_supported: 'Bu bağlayıcı bu tür şablonu desteklemiyor.',
    rate_limit_exceeded: 'Bağlı hizmet istekleri sınırlıyor. Lütfen daha sonra tekrar deneyin.',
    not_implemented: 'Bu bağlayıcı bu işlemi desteklemiyor.',
    social_auth_code_invalid: 'Sosyal sağlayıcıdan gelen yetkilendirme kodu geçerli değil.',
    social_invalid_access_token: 'Sosyal sağlayıcıdan gelen erişim belirteci geçerli değil.',
    social_invalid_id_token: 'Sosyal sağlayıcıdan gelen kimlik belirteci geçerli değil.',
    authorization_failed: 'Sosyal sağlayıcıyla yetkilendirme başarısız oldu.',
  },
  organization: {
    require_membership: 'Kullanıcı veya uygulama kuruluşun üyesi olmalıdır.',
    role_names_not_found: '{{names}} adlı kuruluş rolü yok.',
    role_type_in_use:
      'Bir kuruluş rolünün türü, kullanıcılar veya uygulamalar ona sahipken değiştirilemez.',
    invitee_already_member: 'Davet edilen kişi zaten kuruluşun üyesi.',
    invitation_not_found: 'Bu davet mevcut değil veya artık beklemede değil.',
    invitation_status_not_changeable: 'Bu davetin durumu artık değiştirilemez.',
    accepted_user_id_required: 'Daveti kabul etmek için kabul eden kullanıcının kimliği gerekir.',
    accepted_user_email_mismatch:
      'Kabul eden kullanıcı davet edilen e-posta adresine sahip olmalıdır.',
    expires_at_in_future: 'Bir davetin bitiş zamanı gelecekte olmalıdır.',
  },
  verification_code: {
    not_found: 'Doğrulama kodu bulunamadı. Yeni bir kod isteyin.',
    identifier_mismatch: 'Bu kod farklı bir e-posta adresine veya telefon numarasına gönderildi.',
    consumed: 'Bu doğrulama kodu zaten kullanıldı. Yeni bir kod isteyin.',
    exceed_max_try: 'Çok fazla yanlış kod girildi. Yeni bir kod isteyin.',
    expired: 'Doğrulama kodunun süresi doldu. Yeni bir kod isteyin.',
    code_mismatch: 'Doğrulama kodu yanlış.',
  },
};

export default trTR;
