import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesKo: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: '전화번호',
    invalid: '올바른 {{types}}을(를) 입력하세요.',
    separator: ' / ',
    or: ' 또는 ',
  },
  sign_in_method: {
    with_code: '대신 인증 코드로 로그인',
    with_password: '대신 비밀번호로 로그인',
    forgot_password: '비밀번호를 잊으셨나요?',
    send_code: '코드 보내기',
  },
  verification_code: {
    title: '인증 코드 입력',
    sent_to: '{{target}}(으)로 6자리 코드를 보냈습니다.',
    group_label: '인증 코드',
    digit_label: '{{total}}자리 중 {{position}}번째',
    resend: '새 코드 보내기',
    resend_in: '{{seconds}}초 후에 새 코드를 요청할 수 있습니다.',
    resent: '새 코드를 보냈습니다.',
    incomplete: '6자리를 모두 입력하세요.',
    error: {
      mismatch: '코드가 올바르지 않습니다. 확인 후 다시 시도하세요.',
      expired: '코드가 만료되었습니다. 새 코드를 요청하세요.',
      too_many_attempts: '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요.',
      not_found: '이 코드는 더 이상 유효하지 않습니다. 새 코드를 요청하세요.',
    },
  },
  forgot_password: {
    title: '비밀번호 재설정',
    description: '계정의 이메일 또는 전화번호를 입력하면 코드를 보내 드립니다.',
    new_password_title: '새 비밀번호 설정',
    new_password_description: '계정에 사용할 새 비밀번호를 정하세요.',
    new_password: '새 비밀번호',
    submit: '비밀번호 재설정',
    success: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인하세요.',
    back_to_sign_in: '로그인으로 돌아가기',
  },
  password_rules: {
    heading: '비밀번호 조건:',
    length: '{{min}}~{{max}}자',
    character_types: '소문자, 대문자, 숫자, 기호 중 {{min}}가지 이상 조합',
    pwned: '알려진 데이터 유출에 포함되지 않을 것',
    repetition_and_sequence: '반복되는 문자와 쉬운 연속 문자 피하기',
    user_info: '이름, 사용자 이름, 이메일을 포함하지 않을 것',
    words: '이 서비스에서 허용하지 않는 단어를 포함하지 않을 것',
  },
  terms: {
    automatic:
      '계속하면 <terms>이용 약관</terms> 및 <privacy>개인정보 처리방침</privacy>에 동의하게 됩니다.',
    automatic_terms: '계속하면 <terms>이용 약관</terms>에 동의하게 됩니다.',
    automatic_privacy: '계속하면 <privacy>개인정보 처리방침</privacy>에 동의하게 됩니다.',
    manual: '<terms>이용 약관</terms> 및 <privacy>개인정보 처리방침</privacy>에 동의합니다.',
    manual_terms: '<terms>이용 약관</terms>에 동의합니다.',
    manual_privacy: '<privacy>개인정보 처리방침</privacy>에 동의합니다.',
    dialog_title: '약관 및 개인정보',
    dialog_description: '계속하려면 아래 약관에 동의하세요.',
    agree_and_continue: '동의하고 계속',
    cancel: '취소',
  },
  preview: {
    waiting: '미리 볼 설정을 기다리는 중…',
  },
};
