import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesKo: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{total}}단계 중 {{done}}단계 완료',
    done: '완료',
    mark_done: '완료로 표시',
    steps_label: '설정 단계',
    load_failed: '진행 상황을 불러오지 못했습니다.',
    create_application: {
      title: '애플리케이션 만들기',
      description: '앱을 등록하고 가이드를 따라 로그인을 추가하세요.',
      action: '애플리케이션 만들기',
    },
    sign_in_experience: {
      title: '로그인 경험 사용자 지정',
      description: '사용자의 가입 및 로그인 방식을 정하고 페이지를 브랜드에 맞게 꾸미세요.',
      action: '사용자 지정',
    },
    mfa: {
      title: '다중 인증 사용',
      description: '두 번째 인증 요소를 요구해 계정을 보호하세요.',
      action: 'MFA 설정',
    },
    roles: {
      title: '역할 추가',
      description: '권한을 역할로 묶어 사용자와 앱에 할당하세요.',
      action: '역할 만들기',
    },
    collaborators: {
      title: '협업자 초대',
      description: '팀을 이 테넌트에 초대해 함께 관리하세요.',
      action: '멤버 초대',
    },
  },
};
