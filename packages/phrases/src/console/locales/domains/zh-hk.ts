import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesZhHk: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: '自訂網域',
    description: '在你自己的網域（例如 login.example.com）上提供此租戶的登入頁面及 OpenID Connect 端點。簽發者亦會隨之使用該網域。',
    domain: '網域',
    domain_placeholder: 'login.example.com',
    domain_hint: '你擁有的主機名稱，不包括 https:// 及路徑。',
    add: '新增網域',
    added: '已新增 {{domain}}。請建立下方的 DNS 記錄。',
    loading_failed: '無法載入自訂網域。',
    retry: '重試',
    status_label: '狀態',
    status: {
      PendingVerification: '正在驗證 DNS',
      PendingSsl: '正在簽發證書',
      Active: '已生效',
      Error: '錯誤',
    },
    status_hint: {
      PendingVerification: '正在等待下方的 DNS 記錄。此頁面每隔幾秒重新檢查。',
      PendingSsl: 'DNS 已驗證。證書正在簽發，可能需要幾分鐘。',
      Active: '此網域上的請求會經 HTTPS 到達此租戶。',
      Error: '檢查已停止。請修正 DNS 記錄，然後刪除此網域並重新新增。',
    },
    dns_records: 'DNS 記錄',
    dns_records_description: '請在你的 DNS 服務供應商建立這些記錄。',
    columns: {
      type: '類型',
      name: '名稱',
      value: '值',
    },
    copy_name: '複製名稱',
    copy_value: '複製值',
    delete: '刪除網域',
    delete_title: '刪除 {{domain}}？',
    delete_description: '此網域上的登入及 OpenID Connect 請求會立即停止，其簽發者的權杖在此亦不再被接受。',
    deleted: '已刪除 {{domain}}。',
    on_custom_domain: '在你的自訂網域 {{domain}} 上',
    copy_on_custom_domain: '{{domain}} 上的{{label}}',
  },
};
