import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesJa: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'カスタムドメイン',
    description: 'このテナントのサインインページと OpenID Connect エンドポイントを login.example.com のような独自ドメインで提供します。発行者（issuer）もそのドメインに従います。',
    domain: 'ドメイン',
    domain_placeholder: 'login.example.com',
    domain_hint: '所有しているホスト名（https:// やパスは不要）。',
    add: 'ドメインを追加',
    added: '{{domain}} を追加しました。下の DNS レコードを作成してください。',
    loading_failed: 'カスタムドメインを読み込めませんでした。',
    retry: '再試行',
    status_label: 'ステータス',
    status: {
      PendingVerification: 'DNS を確認中',
      PendingSsl: '証明書を発行中',
      Active: '有効',
      Error: 'エラー',
    },
    status_hint: {
      PendingVerification: '下の DNS レコードを待っています。このページは数秒ごとに再確認します。',
      PendingSsl: 'DNS を確認しました。証明書を発行中です。数分かかることがあります。',
      Active: 'このドメインへのリクエストは HTTPS でこのテナントに届きます。',
      Error: '確認を中止しました。DNS レコードを修正し、ドメインを削除してから再度追加してください。',
    },
    dns_records: 'DNS レコード',
    dns_records_description: 'DNS プロバイダーでこれらのレコードを作成してください。',
    columns: {
      type: 'タイプ',
      name: '名前',
      value: '値',
    },
    copy_name: '名前をコピー',
    copy_value: '値をコピー',
    delete: 'ドメインを削除',
    delete_title: '{{domain}} を削除しますか？',
    delete_description: 'このドメインでのサインインと OpenID Connect リクエストは直ちに停止し、その発行者のトークンはそこで受け付けられなくなります。',
    deleted: '{{domain}} を削除しました。',
    on_custom_domain: 'カスタムドメイン {{domain}} 上',
    copy_on_custom_domain: '{{domain}} 上の{{label}}',
  },
};
