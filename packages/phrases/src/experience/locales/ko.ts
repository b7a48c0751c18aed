import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesKo } from './flows/ko.js';
import { secondFactorPhrasesKo } from './second-factor/ko.js';
import { sandboxPaymentsPhrasesKo } from './sandbox-payments/ko.js';

const ko: Translation<ExperiencePhrases> = {
  ...flowsPhrasesKo,
  ...secondFactorPhrasesKo,
  ...sandboxPaymentsPhrasesKo,
  page_title: {
    sign_in: '로그인',
    create_account: '계정 만들기',
    first_admin: '설정',
    consent: '권한 부여',
    error: '오류',
    device: '기기 연결',
  },
  sign_in: {
    title: '계정에 로그인',
    description: '다시 오신 것을 환영합니다. 계속하려면 정보를 입력하세요.',
  },
  social: {
    divider: '또는',
    continue_with: '{{name}}(으)로 계속',
    callback_title: '로그인 중',
    connecting: '잠시만요, 로그인을 마무리하고 있습니다…',
    missing_session: '이 로그인은 이 브라우저와 일치하지 않거나 이미 사용되었습니다. 다시 시작하세요.',
    link_title: '계정 연결',
    link_description: '이메일 {{email}}을(를) 사용하는 계정이 이미 있습니다. 해당 비밀번호를 입력해 로그인하고 소셜 계정을 연결하거나 새 계정을 만드세요.',
    link_sign_in: '로그인하고 연결',
    create_new: '대신 새 계정 만들기',
    back_to_sign_in: '로그인으로 돌아가기',
  },
  create_account: {
    title: '계정 만들기',
    description: '1분이면 끝납니다.',
  },
  organization_invitation: {
    joining: '{{organization}}에 참여하도록 초대받았습니다.',
    use_address: '초대를 수락하려면 {{email}}(으)로 계속하세요.',
  },
  single_sign_on: {
    page_title: '싱글 사인온',
    entry: '싱글 사인온으로 로그인',
    title: '싱글 사인온',
    description: '업무용 이메일을 입력하면 회사 로그인 페이지로 이동합니다.',
    email: '업무용 이메일',
    submit: '계속',
    no_connector: '이 이메일 도메인에는 싱글 사인온이 설정되어 있지 않습니다. 다른 방법으로 로그인하세요.',
    choose_title: '회사 계정 선택',
    choose_description: '{{email}}에 사용할 수 있는 회사 로그인이 여러 개 있습니다.',
    continue_with: '{{name}}(으)로 계속',
    other_way: '다른 방법으로 로그인',
    completing: '로그인을 완료하는 중…',
    session_lost: '이 로그인은 여기서 완료할 수 없습니다. 다른 창에서 시작되었거나 만료되었습니다.',
    start_again: '다시 시작',
  },
  first_admin: {
    title: '첫 관리자 만들기',
    description:
      '이 계정으로 사용자, 애플리케이션, 설정을 관리합니다. 다른 관리자는 나중에 초대할 수 있습니다.',
    submit: '관리자 만들기',
    already_set_up: '관리자 계정이 이미 있습니다.',
    go_to_console: '콘솔로 이동',
  },
  consent: {
    title: '{{appName}}에서 계정 접근 권한을 요청합니다',
    scopes_heading: '이 앱이 할 수 있는 작업:',
    resource_scopes: '{{resource}}에 대한 권한',
    authorize: '허용',
    cancel: '취소',
    scope: {
      openid: '본인 확인',
      profile: '이름과 프로필 사진 보기',
      email: '이메일 주소 보기',
      phone: '전화번호 보기',
      offline_access: '자리를 비운 동안에도 접근 유지',
    },
  },
  account: {
    signed_in_as: '{{identifier}}(으)로 로그인됨',
    not_you: '본인이 아닌가요?',
    use_another_account: '다른 계정 사용',
  },
  input: {
    identifier: '사용자 이름 또는 이메일',
    username: '사용자 이름',
    email: '이메일',
    password: '비밀번호',
    confirm_password: '비밀번호 확인',
    optional: '선택 사항',
  },
  action: {
    sign_in: '로그인',
    create_account: '계정 만들기',
    continue: '계속',
    back: '뒤로',
    show_password: '비밀번호 표시',
    hide_password: '비밀번호 숨기기',
    try_again: '다시 시도',
  },
  link: {
    no_account: '아직 계정이 없으신가요?',
    create_one: '새로 만들기',
    have_account: '이미 계정이 있으신가요?',
    sign_in: '로그인하기',
  },
  field_error: {
    required: '필수 입력 항목입니다.',
    invalid_email: '올바른 이메일 주소를 입력하세요.',
    invalid_username: '문자나 밑줄로 시작하고 문자, 숫자, 밑줄만 사용하세요.',
    passwords_mismatch: '비밀번호가 일치하지 않습니다.',
  },
  password_rejected: {
    too_short: '{{min}}자 이상 입력하세요.',
    too_long: '{{max}}자 이하로 입력하세요.',
    unsupported_characters: '문자, 숫자, 공백, 일반 기호만 사용하세요.',
    character_types: '소문자, 대문자, 숫자, 기호 중 {{min}}가지 이상을 섞어 쓰세요.',
    pwned: '이 비밀번호는 데이터 유출에서 발견되었습니다. 다른 비밀번호를 선택하세요.',
    restricted: {
      repetition: '같은 문자를 반복하지 마세요.',
      sequence: '"123"이나 "abc" 같은 쉬운 순서는 피하세요.',
      words: '다음 단어는 피하세요: {{words}}',
      user_info: '비밀번호에 이름, 사용자 이름, 이메일을 넣지 마세요.',
    },
  },
  notice: {
    account_locked: '실패한 시도가 너무 많아 계정이 {{minutes}}분 동안 잠겼습니다.',
    retry_in_seconds: '실패한 시도가 너무 많습니다. {{seconds}}초 후에 다시 시도할 수 있습니다.',
  },
  error: {
    generic: '문제가 발생했습니다. 다시 시도해 주세요.',
    network: '서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
    session_expired: '로그인 세션이 만료되었습니다. 처음부터 다시 시작하세요.',
    not_found: '존재하지 않는 페이지입니다.',
  },
  device: {
    title: '기기 연결',
    description: '기기에 표시된 코드를 입력하세요.',
    code_label: '기기 코드',
    confirm_title: '{{appName}}을(를) 연결할까요?',
    confirm_description:
      '이 기기에서 직접 로그인을 시작했고 기기에 이 코드가 표시되는 경우에만 계속하세요.',
    code_on_device: '기기에 표시된 코드',
    confirm: '연결',
    decline: '내 기기가 아님',
    success_title: '기기가 연결되었습니다',
    success_description: '{{appName}}에 로그인되었습니다. 이 페이지를 닫고 기기로 돌아가세요.',
    error: {
      not_found: '유효하지 않은 코드입니다. 기기의 코드를 확인하고 다시 시도하세요.',
      expired: '코드가 만료되었습니다. 기기에서 처음부터 다시 시작해 새 코드를 받으세요.',
      used: '이미 사용된 코드입니다. 기기에서 처음부터 다시 시작해 새 코드를 받으세요.',
      aborted: '기기가 연결되지 않았습니다.',
      failed: '이 페이지가 만료되었습니다. 코드를 다시 입력하세요.',
    },
  },
  oidc_error: {
    technical_details: '기술 세부 정보',
    hint: '애플리케이션으로 돌아가 다시 시도하세요. 문제가 계속되면 애플리케이션 지원팀에 문의하세요.',
    code: {
      invalid_client: {
        title: '알 수 없는 애플리케이션',
        explanation: '이곳으로 보낸 애플리케이션이 이 서비스에 등록되어 있지 않습니다.',
      },
      invalid_redirect_uri: {
        title: '허용되지 않은 반환 주소',
        explanation:
          '애플리케이션이 등록하지 않은 주소로 돌려보내려고 했습니다. 계정을 보호하기 위해 요청을 중단했습니다.',
      },
      invalid_request: {
        title: '잘못된 로그인 요청',
        explanation: '애플리케이션의 로그인 요청이 불완전하거나 잘못되었습니다.',
      },
      unauthorized_client: {
        title: '허용되지 않은 애플리케이션',
        explanation: '이 애플리케이션은 이 방식으로 로그인할 수 없습니다.',
      },
      unsupported_response_type: {
        title: '지원되지 않는 요청',
        explanation: '애플리케이션이 이 서비스에서 제공하지 않는 유형의 응답을 요청했습니다.',
      },
      invalid_scope: {
        title: '알 수 없는 권한',
        explanation: '애플리케이션이 존재하지 않는 권한을 요청했습니다.',
      },
      invalid_target: {
        title: '알 수 없는 API',
        explanation: '애플리케이션이 사용할 수 없는 API에 대한 접근을 요청했습니다.',
      },
      access_denied: {
        title: '요청이 거부됨',
        explanation: '요청이 거부되었습니다.',
      },
      session_not_found: {
        title: '세션 만료',
        explanation:
          '로그인 세션이 만료되었습니다. 애플리케이션으로 돌아가 처음부터 다시 시작하세요.',
      },
      server_error: {
        title: '문제가 발생했습니다',
        explanation: '서버에서 문제가 발생했습니다. 나중에 다시 시도하세요.',
      },
      default: {
        title: '로그인을 계속할 수 없습니다',
        explanation: '요청을 완료할 수 없습니다.',
      },
    },
  },
  loading: '불러오는 중…',
  language: {
    label: '언어',
    name: {
      ar: '아랍어',
      de: '독일어',
      en: '영어',
      es: '스페인어',
      fr: '프랑스어',
      it: '이탈리아어',
      ja: '일본어',
      ko: '한국어',
      'pl-PL': '폴란드어',
      'pt-BR': '포르투갈어(브라질)',
      'pt-PT': '포르투갈어(포르투갈)',
      ru: '러시아어',
      'tr-TR': '튀르키예어',
      'zh-CN': '중국어(간체)',
      'zh-HK': '중국어(홍콩)',
      'zh-TW': '중국어(대만)',
    },
  },
  theme: {
    label: '테마',
    system: '시스템 설정 따르기',
    light: '라이트',
    dark: '다크',
  },
};

export default ko;
