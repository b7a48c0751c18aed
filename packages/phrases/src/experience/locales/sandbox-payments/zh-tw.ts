import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesZhTw: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: '沙盒付款：',
    notice: '不會向卡片收費，也不會有任何金錢往來。',
    checkout_title: '結帳',
    checkout_summary: '方案：{{plan}}，{{price}}，用於{{tenant}}。',
    existing_tenant: '租戶 {{tenantId}}',
    new_tenant: '新租戶「{{name}}」',
    price_monthly: '每月 {{amount}}',
    price_on_request: '需洽詢',
    pay: '付款',
    decline: '拒絕',
    checkout_closed_title: '結帳已關閉',
    checkout_closed: '此結帳已付款、已拒絕或已過期。請從主控台重新開始。',
    checkout_form_expired: '此表單已過期。請返回並重新載入結帳頁面。',
    portal_title: '帳單入口網站',
    portal_summary: '租戶 {{tenantId}}：{{plan}} 方案。未付發票：{{count}}。',
    portal_summary_with_period: '租戶 {{tenantId}}：{{plan}} 方案，週期結束於 {{periodEnd}}。未付發票：{{count}}。',
    bill_next_period: '立即為下一週期開立帳單',
    pay_and_settle: '付款（並結清未付發票）',
    decline_leave_open: '拒絕（保留為未付）',
    nothing_to_bill: '沒有可開立帳單的付費訂閱。',
    return_to_console: '返回主控台',
    portal_link_expired: '此連結已過期。請從主控台重新開啟帳單入口網站。',
    portal_form_expired: '此表單已過期。請重新開啟帳單入口網站。',
  },
};
