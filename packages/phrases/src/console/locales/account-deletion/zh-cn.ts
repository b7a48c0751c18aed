import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesZhCn: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: '删除账号',
    description: '删除你的账号并退出所有租户。此操作无法撤销。',
    action: '删除账号',
    continue: '继续',
    confirm_title: '要删除你的账号吗？',
    confirm_description: '你担任管理员的租户将连同其数据一起删除；你将退出其他租户。',
    final_title: '此操作不可恢复',
    final_description: '你的账号及其数据将被删除，你也会退出登录。此操作无法撤销。',
    failed: '无法删除账号',
    failed_description: '{{message}} 请求 ID：{{requestId}}。请稍后重试。',
    issues_title: '暂时无法删除你的账号',
    issues_description: '你管理的租户会随账号一起删除。请先处理以下问题：',
    blockers: {
      paid_plan: '付费套餐：请将这些租户改为免费套餐。',
      subscription_status: '订阅未处于有效状态：请处理这些订阅。',
      open_invoice: '未结发票：请支付这些租户的未结发票。',
    },
    tenants_to_delete: '连同数据一起删除的租户：{{names}}',
    tenants_to_leave: '退出的租户：{{names}}',
  },
};
