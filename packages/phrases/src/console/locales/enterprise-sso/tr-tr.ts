import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesTrTr: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Kurumsal bağlayıcılar',
      column_name: 'Bağlayıcı adı',
      column_provider: 'Kimlik sağlayıcı',
      column_domains: 'E-posta alan adları',
      no_domains: 'E-posta alan adı yok',
      empty_title: 'Henüz kurumsal bağlayıcı yok',
      empty_description:
        'Bir kurumsal müşterinin kimlik sağlayıcısını bağlayın; çalışanları iş hesaplarıyla oturum açsın.',
    },
    create: {
      provider_legend: 'Kimlik sağlayıcı',
      providers_failed: 'Kimlik sağlayıcılar yüklenemedi.',
      connector_name: 'Bağlayıcı adı',
      connector_name_placeholder: 'Acme çalışanları',
      connector_name_description: 'Bu adı yalnızca yöneticiler görür.',
      provider_required: 'Bir kimlik sağlayıcı seçin.',
      submit: 'Bağlayıcı ekle',
    },
    provider_descriptions: {
      OIDC: 'OpenID Connect kullanan herhangi bir kimlik sağlayıcı.',
      SAML: 'SAML 2.0 kullanan herhangi bir kimlik sağlayıcı.',
      AzureAD: 'SAML üzerinden Microsoft Entra ID (Azure AD).',
      AzureAdOidc: 'OpenID Connect üzerinden Microsoft Entra ID (Azure AD).',
      GoogleWorkspace: 'OpenID Connect üzerinden Google Workspace hesapları.',
      Okta: 'OpenID Connect üzerinden Okta çalışan hesapları.',
    },
    details: {
      connector_id: 'Bağlayıcı kimliği',
      delete: 'Bağlayıcıyı sil',
      delete_confirm:
        'E-posta alan adlarındaki kişiler artık bu bağlayıcıyla oturum açamaz. Oluşturduğu hesaplar kalır. Bu işlem geri alınamaz.',
      delete_description:
        'Bağlayıcıyı silmek bu kimlik sağlayıcı üzerinden çoklu oturum açmayı durdurur.',
      not_found: 'Bu kurumsal bağlayıcı yok veya silinmiş.',
    },
    connection: {
      oidc_title: 'OpenID Connect sağlayıcısı',
      oidc_description:
        'Kimlik sağlayıcıda bir uygulama kaydedin, ardından verdiği bilgileri buraya girin.',
      issuer: 'Yayıncı',
      issuer_description: 'Sağlayıcı uç noktalarını bu URL altında yayımlar.',
      client_id: 'İstemci kimliği',
      client_secret: 'İstemci gizli anahtarı',
      client_secret_kept:
        'Maskelenmiş gösterilir. Kayıtlı gizli anahtarı korumak için olduğu gibi bırakın.',
      scope: 'Kapsam',
      scope_description: 'Boşlukla ayrılır; openid her zaman istenir.',
      callback_title: 'Yönlendirme URI’si',
      callback_description:
        'Bu URL’yi tam olarak, sağlayıcıdaki uygulamanın yönlendirme URI’si olarak kaydedin.',
      callback_url: 'Geri çağırma URL’si',
      discovered_title: 'Sağlayıcının uç noktaları',
      authorization_endpoint: 'Yetkilendirme uç noktası',
      token_endpoint: 'Belirteç uç noktası',
      userinfo_endpoint: 'Userinfo uç noktası',
      jwks_uri: 'Anahtar kümesi URL’si',
      sp_title: 'Hizmet sağlayıcı bilgileri',
      sp_description: 'SAML uygulamasını kimlik sağlayıcıda kurarken bunları oraya verin.',
      sp_entity_id: 'Varlık kimliği (hedef kitle)',
      acs_url: 'Onay tüketici hizmeti URL’si',
      sp_metadata: 'Hizmet sağlayıcı meta verileri',
      sp_metadata_url: 'Hizmet sağlayıcı meta veri URL’si',
      idp_title: 'Kimlik sağlayıcı bilgileri',
      idp_description:
        'Kimlik sağlayıcının nerede olduğunu belirtin: meta verileriyle ya da alan alan.',
      idp_source: 'Bağlanma yolu',
      source_metadata_url: 'Meta veri URL’si',
      source_metadata_xml: 'Meta veri XML’i',
      source_manual: 'Elle gir',
      metadata_url: 'Meta veri URL’si',
      metadata_xml: 'Meta veri XML’i',
      idp_entity_id: 'Kimlik sağlayıcının varlık kimliği',
      sso_url: 'Çoklu oturum açma URL’si',
      certificate: 'İmzalama sertifikası',
      certificate_description:
        'PEM metni ya da sağlayıcının verdiği .pem, .cer veya .crt dosyasını yükleyin.',
      certificate_upload: 'Sertifika dosyası yükle',
      certificate_unreadable: 'Bu dosyada sertifika yok. Bir .pem, .cer veya .crt dosyası seçin.',
      parsed_title: 'Sunucunun okudukları',
      parsed_entity_id: 'Varlık kimliği',
      parsed_sso_url: 'Oturum açma URL’si',
      parsed_expires: 'Sertifikanın bitiş tarihi',
      certificate_valid: 'Geçerli sertifika',
      certificate_invalid: 'Sertifikanın süresi dolmuş veya geçersiz',
      parsed_none: 'Henüz bir şey okunmadı: önce kimlik sağlayıcı bilgilerini kaydedin.',
    },
    experience: {
      branding_title: 'Oturum açma düğmesi',
      branding_description:
        'Kullanıcı seçebildiğinde bağlayıcının oturum açma sayfasında nasıl göründüğü.',
      display_name: 'Görünen ad',
      display_name_placeholder: 'Acme',
      logo: 'Logo URL’si',
      dark_logo: 'Koyu mod için logo URL’si',
      logo_invalid: 'Bir https veya http URL’si girin.',
      domains_title: 'E-posta alan adları',
      domains_description:
        'E-posta adresi bu alan adlarından biriyle biten kullanıcılar bu bağlayıcıyla oturum açar. Her birinden sonra Enter’a basın.',
      domains_label: 'E-posta alan adları',
      domain_invalid: '{{domain}} geçerli bir alan adı değil.',
      domain_duplicate: '{{domain}} zaten listede.',
      remove_domain: '{{domain}} öğesini kaldır',
      sync_title: 'Kullanıcı profili',
      sync_toggle: 'Profili her oturum açışta eşitle',
      sync_description:
        'Ad, avatar ve e-posta her seferinde kimlik sağlayıcıdan kopyalanır; aksi halde yalnızca hesap oluşturulurken.',
      token_storage_toggle: 'Kimlik sağlayıcının belirteçlerini sakla',
      token_storage_description:
        'Açıkken her oturum açmanın erişim ve yenileme belirteçleri şifreli olarak saklanır; böylece kullanıcının uygulamaları hesap API\'si üzerinden sağlayıcıyı çağırabilir.',
    },
    sign_in_experience: {
      title: 'Kurumsal çoklu oturum açma',
      toggle: 'Oturum açma sayfasında çoklu oturum açmayı sun',
      description:
        'Kurumsal bağlayıcılarınızın e-posta alan adlarındaki kullanıcılar şirketlerinin kimlik sağlayıcısıyla oturum açar.',
    },
  },
};
