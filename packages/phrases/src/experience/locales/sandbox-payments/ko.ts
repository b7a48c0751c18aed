import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesKo: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: '샌드박스 결제:',
    notice: '카드에 청구되지 않으며 돈이 오가지 않습니다.',
    checkout_title: '결제',
    checkout_summary: '요금제: {{plan}}, {{price}}, 대상: {{tenant}}.',
    existing_tenant: '테넌트 {{tenantId}}',
    new_tenant: '새 테넌트 "{{name}}"',
    price_monthly: '월 {{amount}}',
    price_on_request: '문의 필요',
    pay: '결제',
    decline: '거절',
    checkout_closed_title: '결제가 종료됨',
    checkout_closed: '이 결제는 이미 완료되었거나 거절되었거나 만료되었습니다. 콘솔에서 새로 시작하세요.',
    checkout_form_expired: '이 양식이 만료되었습니다. 돌아가서 결제 페이지를 다시 불러오세요.',
    portal_title: '청구 포털',
    portal_summary: '테넌트 {{tenantId}}: {{plan}} 요금제. 미결제 청구서: {{count}}개.',
    portal_summary_with_period: '테넌트 {{tenantId}}: {{plan}} 요금제, 기간 종료일 {{periodEnd}}. 미결제 청구서: {{count}}개.',
    bill_next_period: '다음 기간을 지금 청구',
    pay_and_settle: '결제 (미결제 청구서도 정산)',
    decline_leave_open: '거절 (미결제로 두기)',
    nothing_to_bill: '청구할 유료 구독이 없습니다.',
    return_to_console: '콘솔로 돌아가기',
    portal_link_expired: '이 링크가 만료되었습니다. 콘솔에서 청구 포털을 다시 여세요.',
    portal_form_expired: '이 양식이 만료되었습니다. 청구 포털을 다시 여세요.',
  },
};
