import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesKo: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: '사용자 액세스 토큰',
        description: '사용자가 로그인할 때 발급되는 액세스 토큰에 추가되는 클레임입니다.',
      },
      client_credentials: {
        title: '머신 간 액세스 토큰',
        description: '머신 간 애플리케이션(클라이언트 자격 증명)에 발급되는 액세스 토큰에 추가되는 클레임입니다.',
      },
    },
    index: {
      not_set: '아직 사용자 지정 클레임이 없습니다.',
      is_set: '사용자 지정 클레임이 활성화되어 있습니다.',
      add: '사용자 지정 클레임 추가',
      edit: '편집',
      delete: '삭제',
      delete_confirm: '이제부터 발급되는 토큰에는 표준 클레임만 포함됩니다.',
      load_failed: '사용자 지정 클레임을 불러오지 못했습니다.',
    },
    editor: {
      title_create: '사용자 지정 클레임 추가: {{tokenType}}',
      title_edit: '사용자 지정 클레임 편집: {{tokenType}}',
      script: '스크립트',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api })는 객체를 반환하며, 그 키가 토큰에 추가됩니다. 토큰 발급을 거부하려면 api.denyAccess(message)를 호출하세요.',
      script_required: '스크립트는 비워 둘 수 없습니다.',
      code_editor_loading: '코드 편집기를 불러오는 중…',
      code_editor_label: '스크립트 코드',
      token_sample: '토큰 샘플',
      token_sample_description: '테스트에서 스크립트가 받는 토큰입니다.',
      context_sample: '컨텍스트 샘플',
      context_sample_description: '테스트에서 스크립트가 받는 사용자 또는 애플리케이션 데이터입니다.',
      json_invalid: '올바른 JSON 객체를 입력하세요.',
      environment_variables: '환경 변수',
      environment_variables_description: 'API 키처럼 스크립트가 environmentVariables에서 읽는 값으로, 코드와 분리해 보관합니다.',
      variable_key: '이름',
      variable_value: '값',
      variable_key_duplicate: '이미 사용 중인 이름입니다.',
      variable_key_invalid: '문자, 숫자, _를 사용하고 숫자로 시작하지 마세요.',
      fetch_origins: 'fetch 허용 출처',
      fetch_origins_description: '스크립트가 fetch로 호출할 수 있는 출처입니다(예: https://api.example.com). 없으면 스크립트에 fetch가 없습니다.',
      fetch_origin: '출처',
      fetch_origin_invalid: '경로 없이 https://host 또는 https://host:port를 사용하세요. http는 localhost와 127.0.0.1에만 허용됩니다.',
      fetch_origin_duplicate: '이미 목록에 있는 출처입니다.',
      saved: '사용자 지정 클레임을 저장했습니다.',
      created: '사용자 지정 클레임을 만들었으며 새 토큰에 적용됩니다.',
      not_found: '이 토큰 유형에는 아직 사용자 지정 클레임이 없습니다.',
    },
    test: {
      title: '테스트',
      description: '샘플로 스크립트를 실행하고 반환되는 클레임을 확인하세요. 아무것도 저장되지 않습니다.',
      run: '테스트 실행',
      claims: '반환된 클레임',
      error: '스크립트가 실패했습니다',
      idle: '테스트를 실행하면 여기에 결과가 표시됩니다.',
    },
  },
};
