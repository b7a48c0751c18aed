import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesZhTw: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: '已停權',
    tag_overdue: '逾期',
    tag_mau_exceeded: 'MAU 超出上限',
    suspended_title: '此租用戶已被停權',
    suspended_description: '停權期間，其登入、權杖和 Management API 均無法使用，也無法開啟其設定。',
    suspended_contact: '如果你認為這是誤判，或想恢復此租用戶，請與我們聯絡。',
    contact_us: '聯絡我們',
    mau_exceeded_title: '已達每月活躍使用者上限',
    mau_exceeded_description: '此租用戶有 {{activeUsers}} 位每月活躍使用者，而其方案包含 {{mauLimit}} 位。請升級方案，讓所有使用者都能繼續登入。',
    view_plans: '查看方案',
    overdue_title: '付款逾期',
    overdue_description: '此租用戶有總計 {{amount}} 的未付帳單。請儘快付款，以免租用戶遭到停權。',
    view_billing: '查看帳單紀錄',
    dev_notice_title: '此租用戶現在是開發用租用戶',
    dev_notice_description: '開發用租用戶可免費用於開發與測試，但其限制不適合正式環境流量。如果此租用戶正在服務真實使用者，請建立正式環境租用戶並將使用者移轉過去。',
    production_banner: '你還沒有正式環境租用戶。請在上線前建立一個。',
    create_tenant: '建立租用戶',
  },
};
