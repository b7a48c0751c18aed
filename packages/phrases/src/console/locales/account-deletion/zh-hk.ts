import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesZhHk: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: '刪除帳戶',
    description: '刪除你的帳戶並退出所有租戶。此操作無法復原。',
    action: '刪除帳戶',
    continue: '繼續',
    confirm_title: '要刪除你的帳戶嗎？',
    confirm_description: '你擔任管理員的租戶會連同資料一併刪除；你會退出其他租戶。',
    final_title: '此操作無法復原',
    final_description: '你的帳戶及其資料會被刪除，你亦會被登出。此操作無法復原。',
    failed: '未能刪除帳戶',
    failed_description: '{{message}} 請求 ID：{{requestId}}。請稍後再試。',
    issues_title: '暫時無法刪除你的帳戶',
    issues_description: '你管理的租戶會隨帳戶一併刪除。請先處理以下問題：',
    blockers: {
      paid_plan: '付費方案：請將這些租戶改為免費方案。',
      subscription_status: '訂閱未生效：請處理這些訂閱。',
      open_invoice: '未結發票：請支付這些租戶的未結發票。',
    },
    tenants_to_delete: '連同資料一併刪除的租戶：{{names}}',
    tenants_to_leave: '退出的租戶：{{names}}',
  },
};
