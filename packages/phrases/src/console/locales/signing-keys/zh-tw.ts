import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesZhTw: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: '輪替',
    delete: '刪除',
    delete_key: '刪除金鑰 {{id}}',
    delete_title: '要刪除上一把金鑰嗎？',
    deleted: '金鑰已刪除。',
    algorithm: '演算法',
    empty_title: '還沒有金鑰',
    empty_description: '輪替一次即可建立第一把金鑰。',
    columns: {
      id: '金鑰 ID',
      algorithm: '演算法',
      created_at: '建立時間',
      status: '狀態',
      actions: '動作',
    },
    status: {
      current: '目前',
      previous: '上一把',
      next: '下一把',
    },
    algorithms: {
      ec: '橢圓曲線（P-256）',
      ec_description: '金鑰與簽章較小，驗證較快。建議使用。',
      rsa: 'RSA（2048 位元）',
      rsa_description: '適用於只支援 RSA 簽章的應用程式與函式庫。',
    },
    private_keys: {
      rotate_algorithm_note:
        '另一種演算法的金鑰維持不變：租用戶會依應用程式的要求，繼續同時以 ES256 與 RS256 簽署。',
      title: '簽署金鑰',
      description: '為此租戶簽發的 ID 權杖與存取權杖簽章。應用程式使用 JWKS 中公布的公開金鑰進行驗證。',
      rotate_title: '要輪替簽署金鑰嗎？',
      rotate_description:
        '從現在起由新的金鑰為權杖簽章。目前的金鑰會變成上一把金鑰，並繼續驗證它簽署的權杖；更早的上一把金鑰會被刪除，以它簽署的權杖將不再被接受。快取 JWKS 的應用程式需要重新取得。',
      rotated: '簽署金鑰已輪替。',
      delete_description: '以此金鑰簽署的權杖將無法再驗證。應用程式可能需要請使用者重新登入。',
    },
    cookie_keys: {
      title: 'Cookie 金鑰',
      description: '為登入工作階段與互動的 Cookie 簽章。',
      rotate_title: '要輪替 Cookie 金鑰嗎？',
      rotate_description:
        '從現在起由新的金鑰為 Cookie 簽章。目前的金鑰會變成上一把金鑰，並繼續驗證現有的 Cookie；更早的上一把金鑰會被刪除，以它簽署的工作階段將結束。',
      rotated: 'Cookie 金鑰已輪替。',
      delete_description: '使用此金鑰的工作階段與進行中的登入將結束，使用者需要重新登入。',
    },
  },
};
