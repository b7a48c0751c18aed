import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesTrTr: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Kiracı değiştir, geçerli: {{name}}',
    list_label: 'Kiracılarınız',
    loading_failed: 'Kiracılarınız yüklenemedi.',
    create_tenant: 'Kiracı oluştur',
    tag_development: 'Geliştirme',
    tag_production: 'Üretim',
    create_title: 'Kiracı oluştur',
    create_description:
      'Her kiracının kendi kullanıcıları, uygulamaları, oturum açma deneyimi ve ayarları vardır.',
    name: 'Kiracı adı',
    name_placeholder: 'Projem',
    region: 'Veri bölgesi',
    region_description: 'Kiracının verilerini sakladığı yer. Daha sonra değiştirilemez.',
    region_eu: 'AB (Avrupa)',
    region_us: 'ABD (Amerika Birleşik Devletleri)',
    tag: 'Kullanım amacı',
    tag_development_description: 'Geliştirme ve test için, sınırlı sayıda kullanıcıyla.',
    tag_production_description: 'Canlı ürününüz ve gerçek kullanıcıları için.',
    create_submit: 'Kiracı oluştur',
    created: '{{name}} kiracısı oluşturuldu.',
    settings_title: 'Kiracı bilgileri',
    settings_description: 'Bu kiracının adı ve amacı. Kimliği ve bölgesi asla değişmez.',
    tenant_id: 'Kiracı kimliği',
    read_only_notice:
      'Bu ayarları yalnızca kiracı yöneticileri değiştirebilir veya kiracıyı silebilir.',
    saved: 'Kiracı ayarları kaydedildi.',
    delete_description:
      'Kiracıyı silmek kullanıcılarını, uygulamalarını, ayarlarını ve diğer tüm verilerini kaldırır. Bu işlem geri alınamaz.',
    delete_button: 'Kiracıyı sil',
    delete_title: '{{name}} silinsin mi?',
    delete_confirm_label: 'Onaylamak için {{name}} yazın',
    deleted: '{{name}} kiracısı silindi.',
    landing_title: 'İlk kiracınızı oluşturun',
    landing_description:
      'Bir kiracı, tek bir ürün veya ortamın kullanıcılarını, uygulamalarını ve oturum açma deneyimini barındırır.',
  },
};
