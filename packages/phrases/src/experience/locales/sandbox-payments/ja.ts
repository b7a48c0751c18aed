import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesJa: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'サンドボックス決済：',
    notice: 'カードへの請求もお金の移動も行われません。',
    checkout_title: 'お支払い',
    checkout_summary: 'プラン：{{plan}}、{{price}}、対象：{{tenant}}。',
    existing_tenant: 'テナント {{tenantId}}',
    new_tenant: '新しいテナント「{{name}}」',
    price_monthly: '月額 {{amount}}',
    price_on_request: '要問い合わせ',
    pay: '支払う',
    decline: '辞退する',
    checkout_closed_title: 'お支払いは終了しました',
    checkout_closed: 'このお支払いは支払い済み、辞退済み、または期限切れです。コンソールから新しく始めてください。',
    checkout_form_expired: 'このフォームは期限切れです。戻ってお支払いページを再読み込みしてください。',
    portal_title: '請求ポータル',
    portal_summary: 'テナント {{tenantId}}：プラン {{plan}}。未払いの請求書：{{count}} 件。',
    portal_summary_with_period: 'テナント {{tenantId}}：プラン {{plan}}、期間の終了日 {{periodEnd}}。未払いの請求書：{{count}} 件。',
    bill_next_period: '次の期間を今すぐ請求する',
    pay_and_settle: '支払う（未払いの請求書も精算）',
    decline_leave_open: '辞退する（未払いのままにする）',
    nothing_to_bill: '請求する有料サブスクリプションはありません。',
    return_to_console: 'コンソールに戻る',
    portal_link_expired: 'このリンクは期限切れです。コンソールから請求ポータルを開き直してください。',
    portal_form_expired: 'このフォームは期限切れです。請求ポータルを開き直してください。',
  },
};
