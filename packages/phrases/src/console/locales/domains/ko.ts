import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesKo: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: '사용자 지정 도메인',
    description: '이 테넌트의 로그인 페이지와 OpenID Connect 엔드포인트를 login.example.com 같은 자체 도메인에서 제공합니다. 발급자(issuer)도 도메인을 따릅니다.',
    domain: '도메인',
    domain_placeholder: 'login.example.com',
    domain_hint: '소유한 호스트 이름(https://와 경로 제외).',
    add: '도메인 추가',
    added: '{{domain}}을(를) 추가했습니다. 아래 DNS 레코드를 만드세요.',
    loading_failed: '사용자 지정 도메인을 불러오지 못했습니다.',
    retry: '다시 시도',
    status_label: '상태',
    status: {
      PendingVerification: 'DNS 확인 중',
      PendingSsl: '인증서 발급 중',
      Active: '활성',
      Error: '오류',
    },
    status_hint: {
      PendingVerification: '아래 DNS 레코드를 기다리는 중입니다. 이 페이지는 몇 초마다 다시 확인합니다.',
      PendingSsl: 'DNS가 확인되었습니다. 인증서를 발급 중이며 몇 분 걸릴 수 있습니다.',
      Active: '이 도메인의 요청은 HTTPS로 이 테넌트에 도달합니다.',
      Error: '확인이 중단되었습니다. DNS 레코드를 고친 뒤 도메인을 삭제하고 다시 추가하세요.',
    },
    dns_records: 'DNS 레코드',
    dns_records_description: 'DNS 제공업체에서 이 레코드를 만드세요.',
    columns: {
      type: '유형',
      name: '이름',
      value: '값',
    },
    copy_name: '이름 복사',
    copy_value: '값 복사',
    delete: '도메인 삭제',
    delete_title: '{{domain}}을(를) 삭제할까요?',
    delete_description: '이 도메인의 로그인과 OpenID Connect 요청이 즉시 중단되고, 해당 발급자의 토큰은 더 이상 허용되지 않습니다.',
    deleted: '{{domain}}을(를) 삭제했습니다.',
    on_custom_domain: '사용자 지정 도메인 {{domain}}에서',
    copy_on_custom_domain: '{{domain}}의 {{label}}',
  },
};
