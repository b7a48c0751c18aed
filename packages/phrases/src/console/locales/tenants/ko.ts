import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesKo: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: '테넌트 전환, 현재: {{name}}',
    list_label: '내 테넌트',
    loading_failed: '테넌트를 불러오지 못했습니다.',
    create_tenant: '테넌트 만들기',
    tag_development: '개발',
    tag_production: '프로덕션',
    create_title: '테넌트 만들기',
    create_description: '테넌트마다 고유한 사용자, 애플리케이션, 로그인 경험과 설정이 있습니다.',
    name: '테넌트 이름',
    name_placeholder: '내 프로젝트',
    region: '데이터 리전',
    region_description: '테넌트가 데이터를 보관하는 곳입니다. 나중에 바꿀 수 없습니다.',
    region_eu: 'EU (유럽)',
    region_us: 'US (미국)',
    tag: '사용 목적',
    tag_development_description: '개발과 테스트용이며 사용자 수가 제한됩니다.',
    tag_production_description: '실제 사용자가 있는 라이브 제품용입니다.',
    create_submit: '테넌트 만들기',
    created: '테넌트 {{name}}을(를) 만들었습니다.',
    settings_title: '테넌트 정보',
    settings_description: '이 테넌트의 이름과 사용 목적입니다. ID와 리전은 바뀌지 않습니다.',
    tenant_id: '테넌트 ID',
    read_only_notice: '테넌트 관리자만 이 설정을 바꾸거나 테넌트를 삭제할 수 있습니다.',
    saved: '테넌트 설정을 저장했습니다.',
    delete_description:
      '테넌트를 삭제하면 사용자, 애플리케이션, 설정 및 기타 모든 데이터가 삭제됩니다. 되돌릴 수 없습니다.',
    delete_button: '테넌트 삭제',
    delete_title: '{{name}}을(를) 삭제할까요?',
    delete_confirm_label: '확인하려면 {{name}}을(를) 입력하세요',
    deleted: '테넌트 {{name}}을(를) 삭제했습니다.',
    landing_title: '첫 테넌트 만들기',
    landing_description:
      '테넌트에는 하나의 제품 또는 환경의 사용자, 애플리케이션, 로그인 경험이 담깁니다.',
  },
};
