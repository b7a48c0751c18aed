import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesKo: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: '계정 삭제',
    description: '계정을 삭제하고 모든 테넌트에서 나갑니다. 되돌릴 수 없습니다.',
    action: '계정 삭제',
    continue: '계속',
    confirm_title: '계정을 삭제할까요?',
    confirm_description: '관리자로 있는 테넌트는 데이터와 함께 삭제되고, 나머지 테넌트에서는 나가게 됩니다.',
    final_title: '영구적인 작업입니다',
    final_description: '계정과 데이터가 삭제되고 로그아웃됩니다. 되돌릴 수 없습니다.',
    failed: '계정을 삭제하지 못했습니다',
    failed_description: '{{message}} 요청 ID: {{requestId}}. 잠시 후 다시 시도하세요.',
    issues_title: '아직 계정을 삭제할 수 없습니다',
    issues_description: '관리하는 테넌트는 계정과 함께 삭제됩니다. 먼저 다음 문제를 해결하세요:',
    blockers: {
      paid_plan: '유료 요금제: 이 테넌트를 무료 요금제로 변경하세요.',
      subscription_status: '구독이 활성 상태가 아님: 이 구독을 정상 상태로 만드세요.',
      open_invoice: '미결제 청구서: 이 테넌트의 미결제 청구서를 결제하세요.',
    },
    tenants_to_delete: '데이터와 함께 삭제되는 테넌트: {{names}}',
    tenants_to_leave: '나가는 테넌트: {{names}}',
  },
};
