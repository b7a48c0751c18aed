import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesKo: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: '이메일 커넥터',
      Sms: 'SMS 커넥터',
      Social: '소셜 커넥터',
    },
    passwordless: {
      email_description: '로그인, 가입, 비밀번호 재설정을 위한 인증 코드를 이메일로 보냅니다.',
      sms_description: '로그인, 가입, 비밀번호 재설정을 위한 인증 코드를 문자 메시지로 보냅니다.',
      not_set_up: '아직 설정되지 않았습니다.',
      set_up_email: '이메일 커넥터 설정',
      set_up_sms: 'SMS 커넥터 설정',
    },
    social: {
      table_label: '소셜 커넥터',
      column_name: '이름',
      column_target: 'ID 공급자',
      empty_title: '아직 소셜 커넥터가 없습니다',
      empty_description: '소셜 커넥터를 추가하면 사용자가 이미 가진 계정으로 로그인할 수 있습니다.',
      add: '소셜 커넥터 추가',
    },
    create: {
      title_email: '이메일 공급자 선택',
      title_sms: 'SMS 공급자 선택',
      title_social: '소셜 공급자 선택',
      description: '메시지를 보낼 서비스를 고르세요. 설정은 다음 페이지에서 입력합니다.',
      providers_label: '공급자',
      no_factories_title: '사용할 수 있는 공급자가 없습니다',
      no_factories_description: '이 서버는 이 종류의 커넥터를 제공하지 않습니다.',
      already_set_up:
        '이 종류의 커넥터가 이미 설정되어 있습니다. 다른 커넥터를 추가하기 전에 삭제하세요.',
      open_existing: '현재 커넥터 열기',
    },
    guide: {
      title: '{{name}} 설정',
      not_found: '이 공급자는 존재하지 않습니다.',
      save: '저장하고 완료',
      created: '커넥터 "{{name}}"을(를) 만들었습니다.',
    },
    config: {
      title: '설정',
      description: '공급자가 대신 메시지를 보내는 데 필요한 정보입니다.',
      secret_hint: '암호화되어 저장되고 가려진 채로 표시됩니다. 바꾸려면 새 값을 입력하세요.',
      invalid_number: '숫자를 입력하세요.',
      select_placeholder: '옵션 선택',
      url_in_sender_name: '발신자 이름에는 URL을 사용할 수 없습니다.',
      url_in_company_information: '회사 정보에는 URL을 사용할 수 없습니다.',
    },
    test: {
      title: '테스트 메시지 보내기',
      description_email:
        '샘플 코드가 담긴 테스트 이메일을 보내 설정을 확인합니다. 아무것도 저장되지 않습니다.',
      description_sms:
        '샘플 코드가 담긴 테스트 문자 메시지를 보내 설정을 확인합니다. 아무것도 저장되지 않습니다.',
      email_label: '받는 이메일 주소',
      phone_label: '받는 전화번호',
      send: '테스트 메시지 보내기',
      sent: '{{to}}(으)로 테스트 메시지를 보냈습니다.',
      invalid_email: '올바른 이메일 주소를 입력하세요.',
      invalid_phone: '+14155550100과 같은 국제 형식으로 전화번호를 입력하세요.',
    },
    templates: {
      title: '메시지 템플릿',
      description: '용도와 언어별 메시지 내용입니다. {{variable}}은(는) 인증 코드로 바뀝니다.',
      usage_type: '용도',
      language: '언어',
      any_language: '그 밖의 모든 언어',
      subject: '제목',
      content: '내용',
      content_type: '형식',
      content_types: {
        text_plain: '일반 텍스트',
        text_html: '서식 있는 형식(HTML)',
      },
      code_required: '내용에 {{variable}}이(가) 있어야 합니다.',
      not_set: '이 용도와 언어의 템플릿이 아직 없습니다. 입력하면 추가됩니다.',
      remove: '이 템플릿 제거',
      required: '템플릿을 하나 이상 추가하세요.',
      usage_types: {
        SignIn: '로그인',
        Register: '가입',
        ForgotPassword: '비밀번호 재설정',
        OrganizationInvitation: '조직 초대',
        Generic: '일반 메시지 및 테스트',
        UserPermissionValidation: '본인 확인',
        BindNewIdentifier: '새 이메일 또는 전화번호 연결',
        MfaVerification: '다단계 인증',
      },
    },
    details: {
      not_found: '이 커넥터는 존재하지 않습니다.',
      connector_id: '커넥터 ID',
      delete: '커넥터 삭제',
      delete_description:
        '사용자가 이 커넥터로 더 이상 메시지를 받지 못합니다. 이 커넥터가 필요한 로그인 방법이 작동하지 않습니다.',
      delete_confirm:
        '이 커넥터가 필요한 로그인, 가입, 비밀번호 재설정은 다른 커넥터를 설정할 때까지 작동하지 않습니다.',
    },
  },
};
