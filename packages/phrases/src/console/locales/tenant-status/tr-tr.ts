import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesTrTr: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Askıya alındı',
    tag_overdue: 'Gecikmiş',
    tag_mau_exceeded: 'MAU aşıldı',
    suspended_title: 'Bu kiracı askıya alındı',
    suspended_description: 'Askı sürdükçe oturum açma, tokenlar ve Management API kullanılamaz, ayarları da açılamaz.',
    suspended_contact: 'Bunun bir hata olduğunu düşünüyorsanız ya da kiracıyı geri yüklemek istiyorsanız bizimle iletişime geçin.',
    contact_us: 'Bize ulaşın',
    mau_exceeded_title: 'Aylık aktif kullanıcı sınırına ulaşıldı',
    mau_exceeded_description: 'Bu kiracının {{activeUsers}} aylık aktif kullanıcısı var ve planı {{mauLimit}} kullanıcı içeriyor. Tüm kullanıcıların oturum açmaya devam edebilmesi için planı yükseltin.',
    view_plans: 'Planları görüntüle',
    overdue_title: 'Ödeme gecikti',
    overdue_description: 'Bu kiracının toplam {{amount}} tutarında ödenmemiş faturası var. Kiracının askıya alınmaması için bunları ödeyin.',
    view_billing: 'Fatura geçmişini görüntüle',
    dev_notice_title: 'Bu kiracı artık bir geliştirme kiracısı',
    dev_notice_description: 'Geliştirme kiracıları geliştirme ve test için ücretsizdir, ancak sınırları üretim trafiğine uygun değildir. Bu kiracı gerçek kullanıcılara hizmet veriyorsa bir üretim kiracısı oluşturup kullanıcıları oraya taşıyın.',
    production_banner: 'Henüz bir üretim kiracınız yok. Canlıya geçmeden önce bir tane oluşturun.',
    create_tenant: 'Kiracı oluştur',
  },
};
