import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesZhCn: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: '轮换',
    delete: '删除',
    delete_key: '删除密钥 {{id}}',
    delete_title: '要删除上一个密钥吗？',
    deleted: '密钥已删除。',
    algorithm: '算法',
    empty_title: '还没有密钥',
    empty_description: '轮换一次即可创建第一个密钥。',
    columns: {
      id: '密钥 ID',
      algorithm: '算法',
      created_at: '创建时间',
      status: '状态',
      actions: '操作',
    },
    status: {
      current: '当前',
      previous: '上一个',
      next: '下一个',
    },
    algorithms: {
      ec: '椭圆曲线（P-256）',
      ec_description: '密钥和签名更小，验证更快。推荐。',
      rsa: 'RSA（2048 位）',
      rsa_description: '适用于只支持 RSA 签名的应用和库。',
    },
    private_keys: {
      rotate_algorithm_note:
        '另一种算法的密钥保持不变：租户会根据应用的请求，继续同时使用 ES256 和 RS256 签名。',
      title: '签名密钥',
      description: '为此租户签发的 ID 令牌和访问令牌签名。应用使用 JWKS 中发布的公钥进行验证。',
      rotate_title: '要轮换签名密钥吗？',
      rotate_description:
        '从现在起由新密钥为令牌签名。当前密钥变为上一个密钥，继续验证它签发的令牌；更早的上一个密钥会被删除，用它签名的令牌将不再被接受。缓存了 JWKS 的应用需要重新获取。',
      rotated: '签名密钥已轮换。',
      delete_description: '用此密钥签名的令牌将无法再验证。应用可能需要让用户重新登录。',
    },
    cookie_keys: {
      title: 'Cookie 密钥',
      description: '为登录会话和交互的 Cookie 签名。',
      rotate_title: '要轮换 Cookie 密钥吗？',
      rotate_description:
        '从现在起由新密钥为 Cookie 签名。当前密钥变为上一个密钥，继续验证现有的 Cookie；更早的上一个密钥会被删除，用它签名的会话将结束。',
      rotated: 'Cookie 密钥已轮换。',
      delete_description: '使用此密钥的会话和进行中的登录将结束，用户需要重新登录。',
    },
  },
};
