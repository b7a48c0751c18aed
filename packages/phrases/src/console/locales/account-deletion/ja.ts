import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesJa: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'アカウントを削除',
    description: 'アカウントを削除し、すべてのテナントから退出します。元に戻すことはできません。',
    action: 'アカウントを削除',
    continue: '続行',
    confirm_title: 'アカウントを削除しますか？',
    confirm_description: 'あなたが管理者のテナントはデータごと削除され、その他のテナントからは退出します。',
    final_title: 'この操作は取り消せません',
    final_description: 'アカウントとそのデータが削除され、サインアウトされます。元に戻すことはできません。',
    failed: 'アカウントを削除できませんでした',
    failed_description: '{{message}} リクエスト ID：{{requestId}}。しばらくしてからもう一度お試しください。',
    issues_title: 'アカウントはまだ削除できません',
    issues_description: 'あなたが管理するテナントはアカウントと一緒に削除されます。先に次の問題を解決してください：',
    blockers: {
      paid_plan: '有料プラン：これらのテナントを無料プランに変更してください。',
      subscription_status: 'サブスクリプションが有効ではありません：これらのサブスクリプションを正常な状態にしてください。',
      open_invoice: '未払いの請求書：これらのテナントの未払いの請求書を支払ってください。',
    },
    tenants_to_delete: 'データごと削除されるテナント：{{names}}',
    tenants_to_leave: '退出するテナント：{{names}}',
  },
};
