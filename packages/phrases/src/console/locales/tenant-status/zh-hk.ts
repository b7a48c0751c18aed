import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesZhHk: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: '已暫停',
    tag_overdue: '逾期',
    tag_mau_exceeded: 'MAU 超限',
    suspended_title: '此租戶已被暫停',
    suspended_description: '暫停期間，其登入、權杖和 Management API 均無法使用，亦無法開啟其設定。',
    suspended_contact: '如你認為這是誤操作，或希望恢復該租戶，請聯絡我們。',
    contact_us: '聯絡我們',
    mau_exceeded_title: '已達到每月活躍用戶上限',
    mau_exceeded_description: '此租戶有 {{activeUsers}} 名每月活躍用戶，而其計劃包含 {{mauLimit}} 名。請升級計劃，讓所有用戶都能繼續登入。',
    view_plans: '查看計劃',
    overdue_title: '付款逾期',
    overdue_description: '此租戶有合共 {{amount}} 的未付帳單。請盡快支付，以免租戶被暫停。',
    view_billing: '查看帳單記錄',
    dev_notice_title: '此租戶現在是開發租戶',
    dev_notice_description: '開發租戶可免費用於開發和測試，但其限制不適合生產流量。如此租戶正為真實用戶提供服務，請建立一個生產租戶並將用戶遷移過去。',
    production_banner: '你還沒有生產租戶。請在上線前建立一個。',
    create_tenant: '建立租戶',
  },
};
