import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesKo: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: '정지됨',
    tag_overdue: '연체',
    tag_mau_exceeded: 'MAU 초과',
    suspended_title: '이 테넌트는 정지되었습니다',
    suspended_description: '정지 기간 동안 로그인, 토큰, Management API를 사용할 수 없으며 설정도 열 수 없습니다.',
    suspended_contact: '실수라고 생각되거나 테넌트를 복구하려면 문의해 주세요.',
    contact_us: '문의하기',
    mau_exceeded_title: '월간 활성 사용자 한도에 도달했습니다',
    mau_exceeded_description: '이 테넌트의 월간 활성 사용자는 {{activeUsers}}명이며 요금제에는 {{mauLimit}}명이 포함됩니다. 모든 사용자가 계속 로그인할 수 있도록 요금제를 업그레이드하세요.',
    view_plans: '요금제 보기',
    overdue_title: '결제 연체',
    overdue_description: '이 테넌트에 총 {{amount}}의 미결제 청구서가 있습니다. 테넌트가 정지되지 않도록 결제해 주세요.',
    view_billing: '청구 내역 보기',
    dev_notice_title: '이 테넌트는 이제 개발용 테넌트입니다',
    dev_notice_description: '개발용 테넌트는 개발과 테스트를 위해 무료로 제공되며, 프로덕션 트래픽에는 맞지 않는 한도가 있습니다. 이 테넌트가 실제 사용자에게 서비스 중이라면 프로덕션 테넌트를 만들고 사용자를 옮기세요.',
    production_banner: '아직 프로덕션 테넌트가 없습니다. 출시 전에 하나 만드세요.',
    create_tenant: '테넌트 만들기',
  },
};
