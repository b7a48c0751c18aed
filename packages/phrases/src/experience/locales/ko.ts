import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const ko: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: '로그인',
    create_account: '계정 만들기',
    first_admin: '설정',
    consent: '권한 부여',
    error: '오류',
  },
  sign_in: {
    title: '계정에 로그인',
    description: '다시 오신 것을 환영합니다. 계속하려면 정보를 입력하세요.',
  },
  create_account: {
    title: '계정 만들기',
    description: '1분이면 끝납니다.',
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
  },
  error: {
    generic: '문제가 발생했습니다. 다시 시도해 주세요.',
    network: '서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
    session_expired: '로그인 세션이 만료되었습니다. 처음부터 다시 시작하세요.',
    not_found: '존재하지 않는 페이지입니다.',
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
