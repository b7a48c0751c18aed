import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesJa: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: '監査ログのエントリ',
      column_event: 'イベント',
      column_user: 'ユーザー',
      column_application: 'アプリケーション',
      column_result: '結果',
      column_time: '日時',
      event_filter: 'イベントで絞り込む',
      all_events: 'すべてのイベント',
      application_filter: 'アプリケーションで絞り込む',
      all_applications: 'すべてのアプリケーション',
      empty_title: 'ログはまだありません',
      empty_description: 'サインイン、登録、トークンのリクエストが発生するとここに表示されます。',
      no_results: 'この条件に一致するログはありません。',
      none: 'なし',
    },
    export: {
      button: 'CSV をエクスポート',
      done: '{{count}} 件のログをエクスポートしました。',
      truncated:
        '最新の {{count}} 件のログをエクスポートしました。残りをエクスポートするには条件を絞り込んでください。',
      failed: 'エクスポートに失敗しました。もう一度お試しください。',
      column_id: 'ログ ID',
    },
    result: {
      Success: '成功',
      Error: '失敗',
    },
    details: {
      log_key: 'ログキー',
      ip: 'IP アドレス',
      user_agent: 'ユーザーエージェント',
      error: 'エラー',
      payload: 'ペイロード',
      copy_payload: 'ペイロードをコピー',
      copied: 'コピーしました',
      not_found: 'このログは存在しません。',
    },
    event_step: '{{event}}：{{step}}',
    events: {
      SignIn: 'サインイン',
      Register: '登録',
      ForgotPassword: 'パスワードのリセット',
    },
    steps: {
      create: '開始',
      submit: '完了',
      identifier: '識別子を送信',
      profile: 'プロフィールを更新',
      password: 'パスワードを確認',
      email_code_sent: 'メールのコードを送信',
      email_code: 'メールのコードを確認',
      sms_code_sent: 'SMS コードを送信',
      sms_code: 'SMS コードを確認',
      social: 'ソーシャルアカウントを確認',
      enterprise_sso: 'エンタープライズ SSO を確認',
      totp: '認証アプリのコードを確認',
      backup_code: 'バックアップコードを確認',
      webauthn: 'パスキーを確認',
      new_password: '新しいパスワードを設定',
    },
    exchange: {
      AuthorizationCode: '認可コードに対してトークンを発行',
      ClientCredentials: 'クライアント資格情報でトークンを発行',
      RefreshToken: 'トークンを更新',
      TokenExchange: 'トークンを交換',
    },
  },
};
