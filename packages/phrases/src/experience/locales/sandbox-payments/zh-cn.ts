import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesZhCn: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: '沙盒支付：',
    notice: '不会扣卡，也不会产生任何资金往来。',
    checkout_title: '结账',
    checkout_summary: '套餐：{{plan}}，{{price}}，用于{{tenant}}。',
    existing_tenant: '租户 {{tenantId}}',
    new_tenant: '新租户“{{name}}”',
    price_monthly: '每月 {{amount}}',
    price_on_request: '需咨询',
    pay: '支付',
    decline: '拒绝',
    checkout_closed_title: '结账已关闭',
    checkout_closed: '此结账已支付、已拒绝或已过期。请从控制台重新开始。',
    checkout_form_expired: '此表单已过期。请返回并重新加载结账页面。',
    portal_title: '账单门户',
    portal_summary: '租户 {{tenantId}}：{{plan}} 套餐。未付发票：{{count}}。',
    portal_summary_with_period: '租户 {{tenantId}}：{{plan}} 套餐，周期结束于 {{periodEnd}}。未付发票：{{count}}。',
    bill_next_period: '立即为下一周期开账单',
    pay_and_settle: '支付（并结清未付发票）',
    decline_leave_open: '拒绝（保留为未付）',
    nothing_to_bill: '没有可开账单的付费订阅。',
    return_to_console: '返回控制台',
    portal_link_expired: '此链接已过期。请从控制台重新打开账单门户。',
    portal_form_expired: '此表单已过期。请重新打开账单门户。',
  },
};
