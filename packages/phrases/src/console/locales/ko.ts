import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesKo } from './applications/ko.js';
import { authorizationPhrasesKo } from './authorization/ko.js';
import { listPhrasesKo } from './lists/ko.js';
import { accountPhrasesKo } from './account/ko.js';
import { signingKeysPhrasesKo } from './signing-keys/ko.js';
import { usersPhrasesKo } from './users/ko.js';
import { organizationPhrasesKo } from './organizations/ko.js';
import { connectorPhrasesKo } from './connectors/ko.js';
import { auditLogPhrasesKo } from './audit-logs/ko.js';
import { dashboardPhrasesKo } from './dashboard/ko.js';
import { getStartedPhrasesKo } from './get-started/ko.js';
import { signInExperiencePhrasesKo } from './sign-in-experience/ko.js';
import { enterpriseSsoPhrasesKo } from './enterprise-sso/ko.js';
import { mfaPhrasesKo } from './mfa/ko.js';
import { tenantPhrasesKo } from './tenants/ko.js';
import { domainPhrasesKo } from './domains/ko.js';
import { subscriptionPhrasesKo } from './subscription/ko.js';
import { billingPhrasesKo } from './billing/ko.js';
import { tenantMemberPhrasesKo } from './tenant-members/ko.js';
import { tenantStatusPhrasesKo } from './tenant-status/ko.js';
import { webhooksPhrasesKo } from './webhooks/ko.js';
import { customJwtPhrasesKo } from './custom-jwt/ko.js';
import { onboardingPhrasesKo } from './onboarding/ko.js';
import { accountDeletionPhrasesKo } from './account-deletion/ko.js';

const ko: ConsolePhrases = {
  general: {
    loading: '불러오는 중…',
    confirm: '확인',
    cancel: '취소',
    got_it: '알겠습니다',
    close: '닫기',
    back_to: '{{page}}(으)로 돌아가기',
    opens_in_new_tab: '(새 탭에서 열림)',
    skip_to_content: '본문으로 건너뛰기',
  },
  topbar: {
    home: '콘솔 홈으로 이동',
    console: '콘솔',
    docs: '문서',
    help: '도움말',
    version: '버전 {{version}} 릴리스 노트',
    new_version_available: '새 버전을 사용할 수 있습니다',
  },
  user_menu: {
    open: '사용자 메뉴 열기',
    profile: '프로필',
    language: '언어',
    appearance: '화면 모드',
    sign_out: '로그아웃',
  },
  appearance: {
    system: '시스템 설정 따르기',
    light: '라이트 모드',
    dark: '다크 모드',
  },
  contact: {
    title: '문의하기',
    description: '가장 편한 방법을 선택하세요.',
    community_title: '커뮤니티와 대화하기',
    community_description: '다른 개발자들과 질문하고 아이디어를 나누세요.',
    community_action: '채팅 참여',
    issues_title: '문제 신고',
    issues_description: '버그를 발견했거나 필요한 기능이 있나요? 코드 저장소에 이슈를 등록하세요.',
    issues_action: '이슈 등록',
    email_title: '이메일 보내기',
    email_description: '메일을 보내 주시면 최대한 빨리 답변드리겠습니다.',
    email_action: '이메일 작성',
    meeting_title: '미팅 예약',
    meeting_description: '프로젝트에 대해 팀과 이야기할 통화를 예약하세요.',
    meeting_action: '미팅 예약하기',
  },
  sidebar: {
    label: '콘솔 탐색',
    sections: {
      overview: '개요',
      authentication: '인증',
      authorization: '권한 부여',
      users: '사용자',
      developer: '개발자',
      tenant: '테넌트',
    },
    items: {
      get_started: '시작하기',
      dashboard: '대시보드',
      applications: '애플리케이션',
      sign_in_experience: '로그인 경험',
      mfa: '다중 인증',
      connectors: '커넥터',
      enterprise_sso: '엔터프라이즈 SSO',
      api_resources: 'API 리소스',
      roles: '역할',
      organization_template: '조직 템플릿',
      organizations: '조직',
      users: '사용자 관리',
      signing_keys: '서명 키',
      customize_jwt: '사용자 정의 JWT',
      webhooks: '웹훅',
      audit_logs: '감사 로그',
      tenant_settings: '설정',
    },
  },
  tabs: {
    label: '페이지 섹션',
    my_applications: '내 애플리케이션',
    third_party_applications: '서드 파티 앱',
    settings: '설정',
    roles: '역할',
    permissions: '권한',
    general: '일반',
    users: '사용자',
    members: '멤버',
    logs: '사용자 로그',
    organizations: '조직',
    machine_to_machine_apps: '머신 간 앱',
    machine_to_machine: '머신 간 통신',
    recent_requests: '최근 요청',
    connection: '연결',
    experience: '경험',
    branding: '브랜딩',
    sign_up_and_sign_in: '회원가입 및 로그인',
    content: '콘텐츠',
    password_policy: '비밀번호 정책',
    passwordless: '이메일 및 SMS',
    social: '소셜',
    organization_roles: '조직 역할',
    organization_permissions: '조직 권한',
    domains: '도메인',
    subscription: '구독',
    billing_history: '결제 내역',
  },
  pages: {
    get_started: { title: '시작하기', subtitle: 'ID 플랫폼을 단계별로 설정하세요.' },
    dashboard: { title: '대시보드', subtitle: '로그인, 사용자, 토큰 사용량을 한눈에 확인하세요.' },
    applications: {
      title: '애플리케이션',
      subtitle: '테넌트를 통해 사용자가 로그인하는 애플리케이션을 등록하세요.',
    },
    api_resources: {
      title: 'API 리소스',
      subtitle: '보호할 API와 그 API가 부여하는 권한을 정의하세요.',
    },
    sign_in_experience: {
      title: '로그인 경험',
      subtitle: '로그인 및 회원가입 페이지의 모양과 동작을 사용자 정의하세요.',
    },
    mfa: { title: '다중 인증', subtitle: '두 번째 인증 요소를 추가해 계정을 보호하세요.' },
    connectors: { title: '커넥터', subtitle: '이메일, SMS, 소셜 로그인 제공자를 연결하세요.' },
    enterprise_sso: {
      title: '엔터프라이즈 SSO',
      subtitle: '기업 고객이 회사의 ID 제공자로 로그인할 수 있게 하세요.',
    },
    webhooks: { title: '웹훅', subtitle: '테넌트의 이벤트를 자체 엔드포인트로 받아 보세요.' },
    users: { title: '사용자 관리', subtitle: '테넌트의 사용자를 관리하세요.' },
    audit_logs: { title: '감사 로그', subtitle: '테넌트에서 언제 무슨 일이 있었는지 확인하세요.' },
    roles: { title: '역할', subtitle: '권한을 역할로 묶어 사용자와 앱에 할당하세요.' },
    organization_template: {
      title: '조직 템플릿',
      subtitle: '모든 조직이 공유하는 역할과 권한을 정의하세요.',
    },
    organizations: { title: '조직', subtitle: '사용자가 속한 조직을 관리하세요.' },
    signing_keys: { title: '서명 키', subtitle: '토큰을 서명하고 암호화하는 키를 관리하세요.' },
    customize_jwt: { title: '사용자 정의 JWT', subtitle: '테넌트가 발급하는 토큰에 사용자 정의 클레임을 추가하세요.' },
    tenant_settings: { title: '테넌트 설정', subtitle: '테넌트와 멤버, 결제를 관리하세요.' },
  },
  details: {
    application: '애플리케이션 세부 정보',
    api_resource: 'API 리소스 세부 정보',
    connector: '커넥터 세부 정보',
    enterprise_sso: '엔터프라이즈 커넥터 세부 정보',
    webhook: '웹훅 세부 정보',
    webhook_request: '요청 세부 정보',
    user: '사용자 세부 정보',
    role: '역할 세부 정보',
    organization_role: '조직 역할 세부 정보',
    organization: '조직 세부 정보',
    log: '로그 세부 정보',
    customize_jwt: '사용자 정의 클레임 편집',
  },
  create: {
    application: '애플리케이션 만들기',
    api_resource: 'API 리소스 만들기',
    connector: '커넥터 추가',
    enterprise_sso: '엔터프라이즈 커넥터 추가',
    webhook: '웹훅 만들기',
    user: '사용자 추가',
    role: '역할 만들기',
    organization: '조직 만들기',
  },
  session: {
    callback_title: '로그인하는 중',
    welcome_title: '환영합니다',
    welcome_greeting: '{{name}}님, 환영합니다',
    welcome_greeting_anonymous: '환영합니다',
    welcome_description: '테넌트가 준비되었습니다. 가이드를 따라 첫 애플리케이션을 연결하거나 바로 콘솔로 이동하세요.',
    welcome_get_started: '시작하기',
    welcome_open_console: '콘솔로 이동',
  },
  errors: {
    something_went_wrong: '앗! 문제가 발생했습니다.',
    try_again: '다시 시도',
    show_details: '오류 세부 정보',
    code: '코드',
    message: '메시지',
    unknown_server_error: '서버에서 알 수 없는 오류가 발생했습니다.',
    invalid_json_format: 'JSON 형식이 올바르지 않습니다.',
    invalid_uri_format: 'URI 형식이 올바르지 않습니다.',
    missing_total_number: '서버가 목록의 항목 수를 알려 주지 않았습니다.',
    request_timeout: '서버가 제시간에 응답하지 않았습니다. 다시 시도해 주세요.',
    network_error: '서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도해 주세요.',
    validation: {
      unrecognized_field: '이 필드는 인식되지 않습니다.',
      unrecognized_keys: '인식되지 않는 필드: {{keys}}.',
      required: '이 필드는 필수입니다.',
      invalid_type: '{{expected}} 유형의 값이 필요합니다.',
      invalid_option: '다음 중 하나를 사용하세요: {{values}}.',
      too_long: '최대 {{max}}자까지 입력하세요.',
      too_short: '최소 {{min}}자 이상 입력하세요.',
      too_big: '{{max}} 이하의 숫자를 입력하세요.',
      too_small: '{{min}} 이상의 숫자를 입력하세요.',
      too_many_items: '항목은 최대 {{max}}개까지 입력하세요.',
      too_few_items: '항목을 최소 {{min}}개 입력하세요.',
      invalid_email: '올바른 이메일 주소를 입력하세요.',
      invalid_url: '올바른 URL을 입력하세요.',
      invalid_format: '형식이 올바르지 않습니다.',
      invalid_input: '값이 올바르지 않습니다.',
    },
    http_status: {
      '400': '잘못된 요청입니다.',
      '401': '세션이 만료되었습니다. 다시 로그인해 주세요.',
      '403': '이 작업을 수행할 권한이 없습니다.',
      '404': '요청한 항목을 찾을 수 없습니다.',
      '408': '요청 시간이 초과되었습니다.',
      '409': '기존 데이터와 충돌합니다.',
      '413': '요청이 너무 큽니다.',
      '415': '서버가 이 유형의 콘텐츠를 허용하지 않습니다.',
      '422': '제출한 데이터를 처리할 수 없습니다.',
      '429': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      '500': '서버에서 오류가 발생했습니다.',
      '502': '서버가 잘못된 응답을 받았습니다.',
      '503': '서비스를 일시적으로 사용할 수 없습니다.',
      '504': '서버가 제시간에 응답하지 않았습니다.',
    },
  },
  not_found: {
    title: '페이지를 찾을 수 없습니다',
    description: '찾으시는 페이지가 없거나 이동되었습니다.',
    back_home: '콘솔 홈으로 이동',
  },
  dev_features: {
    banner: '개발자 기능이 활성화되었습니다',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: '관리 API 액세스',
        description: '관리 API에 대한 전체 액세스.',
      },
    },
    scopes: {
      all: '관리 API의 기본 범위로, 모든 권한을 허용합니다.',
    },
    secrets: {
      default: '기본 시크릿',
    },
  },
  toast: {
    region: '알림',
    dismiss: '닫기',
    item: '알림',
  },
  ...accountPhrasesKo,
  ...signingKeysPhrasesKo,
  ...usersPhrasesKo,
  ...organizationPhrasesKo,
  ...connectorPhrasesKo,
  ...auditLogPhrasesKo,
  ...dashboardPhrasesKo,
  ...getStartedPhrasesKo,
  ...signInExperiencePhrasesKo,
  ...enterpriseSsoPhrasesKo,
  ...mfaPhrasesKo,
  ...tenantPhrasesKo,
  ...domainPhrasesKo,
  ...subscriptionPhrasesKo,
  ...billingPhrasesKo,
  ...tenantMemberPhrasesKo,
  ...tenantStatusPhrasesKo,
  ...webhooksPhrasesKo,
  ...customJwtPhrasesKo,
  ...applicationPhrasesKo,
  ...authorizationPhrasesKo,
  ...listPhrasesKo,
  ...onboardingPhrasesKo,
  ...accountDeletionPhrasesKo,
};

export default ko;
