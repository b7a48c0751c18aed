import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesKo: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: '교체',
    delete: '삭제',
    delete_key: '키 {{id}} 삭제',
    delete_title: '이전 키를 삭제할까요?',
    deleted: '키를 삭제했습니다.',
    algorithm: '알고리즘',
    empty_title: '아직 키가 없습니다',
    empty_description: '교체하면 첫 번째 키가 만들어집니다.',
    columns: {
      id: '키 ID',
      algorithm: '알고리즘',
      created_at: '생성일',
      status: '상태',
      actions: '작업',
    },
    status: {
      current: '현재',
      previous: '이전',
      next: '다음',
    },
    algorithms: {
      ec: '타원 곡선(P-256)',
      ec_description: '키와 서명이 작고 검증이 빠릅니다. 권장.',
      rsa: 'RSA(2048비트)',
      rsa_description: 'RSA 서명만 지원하는 애플리케이션과 라이브러리용입니다.',
    },
    private_keys: {
      rotate_algorithm_note:
        '다른 알고리즘의 키는 바뀌지 않습니다. 테넌트는 각 애플리케이션의 요청에 따라 ES256과 RS256으로 계속 서명합니다.',
      title: '서명 키',
      description:
        '이 테넌트가 발급하는 ID 토큰과 액세스 토큰에 서명합니다. 애플리케이션은 JWKS에 게시된 공개 키로 이를 검증합니다.',
      rotate_title: '서명 키를 교체할까요?',
      rotate_description:
        '이제부터 새 키가 토큰에 서명합니다. 현재 키는 이전 키가 되어 이미 서명한 토큰을 계속 검증합니다. 그보다 오래된 이전 키는 삭제되며 그 키로 서명한 토큰은 더 이상 허용되지 않습니다. JWKS를 캐시하는 애플리케이션은 다시 가져와야 합니다.',
      rotated: '서명 키를 교체했습니다.',
      delete_description:
        '이 키로 서명한 토큰은 더 이상 검증할 수 없습니다. 애플리케이션이 사용자를 다시 로그인시켜야 할 수 있습니다.',
    },
    cookie_keys: {
      title: '쿠키 키',
      description: '로그인 세션과 상호 작용의 쿠키에 서명합니다.',
      rotate_title: '쿠키 키를 교체할까요?',
      rotate_description:
        '이제부터 새 키가 쿠키에 서명합니다. 현재 키는 이전 키가 되어 기존 쿠키를 계속 검증합니다. 그보다 오래된 이전 키는 삭제되며 그 키로 서명한 세션은 종료됩니다.',
      rotated: '쿠키 키를 교체했습니다.',
      delete_description: '이 키를 사용하는 세션과 진행 중인 로그인이 종료되며, 사용자는 다시 로그인해야 합니다.',
    },
  },
};
