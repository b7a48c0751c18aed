import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesJa: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'ローテーション',
    delete: '削除',
    delete_key: 'キー {{id}} を削除',
    delete_title: '以前のキーを削除しますか？',
    deleted: 'キーを削除しました。',
    algorithm: 'アルゴリズム',
    empty_title: 'キーはまだありません',
    empty_description: 'ローテーションすると最初のキーが作成されます。',
    columns: {
      id: 'キー ID',
      algorithm: 'アルゴリズム',
      created_at: '作成日時',
      status: '状態',
      actions: '操作',
    },
    status: {
      current: '現在',
      previous: '以前',
      next: '次',
    },
    algorithms: {
      ec: '楕円曲線（P-256）',
      ec_description: 'キーと署名が小さく、検証も高速です。推奨。',
      rsa: 'RSA（2048 ビット）',
      rsa_description: 'RSA 署名にしか対応していないアプリやライブラリ向けです。',
    },
    private_keys: {
      rotate_algorithm_note:
        'もう一方のアルゴリズムのキーは変わりません。テナントは、アプリケーションの要求に応じて ES256 と RS256 の両方で署名を続けます。',
      title: '署名キー',
      description:
        'このテナントが発行する ID トークンとアクセストークンに署名します。アプリは JWKS で公開される公開鍵で検証します。',
      rotate_title: '署名キーをローテーションしますか？',
      rotate_description:
        '今後は新しいキーがトークンに署名します。現在のキーは以前のキーになり、署名済みのトークンの検証を続けます。それより古い以前のキーは削除され、そのキーで署名されたトークンは受け付けられなくなります。JWKS をキャッシュしているアプリは再取得が必要です。',
      rotated: '署名キーをローテーションしました。',
      delete_description:
        'このキーで署名されたトークンは検証できなくなります。アプリはユーザーにもう一度サインインしてもらう必要があるかもしれません。',
    },
    cookie_keys: {
      title: 'Cookie キー',
      description: 'サインインのセッションとインタラクションの Cookie に署名します。',
      rotate_title: 'Cookie キーをローテーションしますか？',
      rotate_description:
        '今後は新しいキーが Cookie に署名します。現在のキーは以前のキーになり、既存の Cookie の検証を続けます。それより古い以前のキーは削除され、そのキーで署名されたセッションは終了します。',
      rotated: 'Cookie キーをローテーションしました。',
      delete_description: 'このキーを使うセッションと進行中のサインインは終了し、ユーザーはもう一度サインインする必要があります。',
    },
  },
};
