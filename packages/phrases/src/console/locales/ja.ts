import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesJa } from './applications/ja.js';
import { authorizationPhrasesJa } from './authorization/ja.js';
import { listPhrasesJa } from './lists/ja.js';
import { accountPhrasesJa } from './account/ja.js';
import { signingKeysPhrasesJa } from './signing-keys/ja.js';
import { usersPhrasesJa } from './users/ja.js';
import { organizationPhrasesJa } from './organizations/ja.js';
import { connectorPhrasesJa } from './connectors/ja.js';
import { auditLogPhrasesJa } from './audit-logs/ja.js';
import { dashboardPhrasesJa } from './dashboard/ja.js';
import { getStartedPhrasesJa } from './get-started/ja.js';
import { signInExperiencePhrasesJa } from './sign-in-experience/ja.js';
import { enterpriseSsoPhrasesJa } from './enterprise-sso/ja.js';
import { mfaPhrasesJa } from './mfa/ja.js';
import { tenantPhrasesJa } from './tenants/ja.js';
import { domainPhrasesJa } from './domains/ja.js';
import { subscriptionPhrasesJa } from './subscription/ja.js';
import { billingPhrasesJa } from './billing/ja.js';
import { tenantMemberPhrasesJa } from './tenant-members/ja.js';
import { tenantStatusPhrasesJa } from './tenant-status/ja.js';
import { webhooksPhrasesJa } from './webhooks/ja.js';
import { customJwtPhrasesJa } from './custom-jwt/ja.js';
import { onboardingPhrasesJa } from './onboarding/ja.js';
import { accountDeletionPhrasesJa } from './account-deletion/ja.js';

const ja: ConsolePhrases = {
  general: {
    loading: '読み込み中…',
    confirm: '確認',
    cancel: 'キャンセル',
    got_it: '了解しました',
    close: '閉じる',
    back_to: '{{page}}に戻る',
    opens_in_new_tab: '（新しいタブで開きます）',
    skip_to_content: 'メインコンテンツへスキップ',
  },
  topbar: {
    home: 'コンソールのホームへ移動',
    console: 'コンソール',
    docs: 'ドキュメント',
    help: 'ヘルプ',
    version: 'バージョン {{version}} のリリースノート',
    new_version_available: '新しいバージョンがあります',
  },
  user_menu: {
    open: 'ユーザーメニューを開く',
    profile: 'プロフィール',
    language: '言語',
    appearance: '外観',
    sign_out: 'サインアウト',
  },
  appearance: {
    system: 'システムに合わせる',
    light: 'ライトモード',
    dark: 'ダークモード',
  },
  contact: {
    title: 'お問い合わせ',
    description: 'ご都合のよい方法をお選びください。',
    community_title: 'コミュニティで話す',
    community_description: '他の開発者と質問やアイデアを共有しましょう。',
    community_action: 'チャットに参加',
    issues_title: '問題を報告',
    issues_description: 'バグを見つけた、または機能が足りない場合は、コードリポジトリで課題を作成してください。',
    issues_action: '課題を作成',
    email_title: 'メールを送る',
    email_description: 'メールをいただければ、できるだけ早くご返信します。',
    email_action: 'メールを書く',
    meeting_title: 'ミーティングを予約',
    meeting_description: 'プロジェクトについてチームと話す通話を予約できます。',
    meeting_action: 'ミーティングを予約',
  },
  sidebar: {
    label: 'コンソールのナビゲーション',
    sections: {
      overview: '概要',
      authentication: '認証',
      authorization: '認可',
      users: 'ユーザー',
      developer: '開発者',
      tenant: 'テナント',
    },
    items: {
      get_started: 'はじめに',
      dashboard: 'ダッシュボード',
      applications: 'アプリケーション',
      sign_in_experience: 'サインイン体験',
      mfa: '多要素認証',
      connectors: 'コネクター',
      enterprise_sso: 'エンタープライズ SSO',
      api_resources: 'API リソース',
      roles: 'ロール',
      organization_template: '組織テンプレート',
      organizations: '組織',
      users: 'ユーザー管理',
      signing_keys: '署名鍵',
      customize_jwt: 'カスタム JWT',
      webhooks: 'Webhook 設定',
      audit_logs: '監査ログ',
      tenant_settings: '設定',
    },
  },
  tabs: {
    label: 'ページのセクション',
    my_applications: 'マイアプリケーション',
    third_party_applications: 'サードパーティアプリ',
    settings: '設定',
    roles: 'ロール',
    permissions: '権限',
    general: '一般',
    users: 'ユーザー',
    members: 'メンバー',
    logs: 'ユーザーログ',
    organizations: '組織',
    machine_to_machine_apps: 'マシン間アプリ',
    machine_to_machine: 'マシン間通信',
    recent_requests: '最近のリクエスト',
    connection: '接続',
    experience: '体験',
    branding: 'ブランディング',
    sign_up_and_sign_in: 'サインアップとサインイン',
    content: 'コンテンツ',
    password_policy: 'パスワードポリシー',
    passwordless: 'メールと SMS',
    social: 'ソーシャル',
    organization_roles: '組織ロール',
    organization_permissions: '組織の権限',
    domains: 'ドメイン',
    subscription: 'サブスクリプション',
    billing_history: '請求履歴',
  },
  pages: {
    get_started: { title: 'はじめに', subtitle: 'ID プラットフォームを一歩ずつセットアップしましょう。' },
    dashboard: { title: 'ダッシュボード', subtitle: 'サインイン、ユーザー、トークン使用量を確認できます。' },
    applications: {
      title: 'アプリケーション',
      subtitle: 'テナントを通じてユーザーがサインインするアプリケーションを登録します。',
    },
    api_resources: {
      title: 'API リソース',
      subtitle: '保護する API と、その API が付与する権限を定義します。',
    },
    sign_in_experience: {
      title: 'サインイン体験',
      subtitle: 'サインインページとサインアップページの見た目と動作をカスタマイズします。',
    },
    mfa: { title: '多要素認証', subtitle: '第二の要素を追加してアカウントを保護します。' },
    connectors: { title: 'コネクター', subtitle: 'メール、SMS、ソーシャルサインインのプロバイダーを接続します。' },
    enterprise_sso: {
      title: 'エンタープライズ SSO',
      subtitle: '法人のお客様が自社の ID プロバイダーでサインインできるようにします。',
    },
    webhooks: { title: 'Webhook 設定', subtitle: 'テナントのイベントを独自のエンドポイントで受け取ります。' },
    users: { title: 'ユーザー管理', subtitle: 'テナントのユーザーを管理します。' },
    audit_logs: { title: '監査ログ', subtitle: 'テナントでいつ何が起きたかを確認します。' },
    roles: { title: 'ロール', subtitle: '権限をロールにまとめ、ユーザーやアプリに割り当てます。' },
    organization_template: {
      title: '組織テンプレート',
      subtitle: 'すべての組織で共有するロールと権限を定義します。',
    },
    organizations: { title: '組織', subtitle: 'ユーザーが所属する組織を管理します。' },
    signing_keys: { title: '署名鍵', subtitle: 'トークンの署名と暗号化に使う鍵を管理します。' },
    customize_jwt: { title: 'カスタム JWT', subtitle: 'テナントが発行するトークンに独自のクレームを追加します。' },
    tenant_settings: { title: 'テナント設定', subtitle: 'テナント、メンバー、請求を管理します。' },
  },
  details: {
    application: 'アプリケーションの詳細',
    api_resource: 'API リソースの詳細',
    connector: 'コネクターの詳細',
    enterprise_sso: 'エンタープライズコネクターの詳細',
    webhook: 'Webhook の詳細',
    webhook_request: 'リクエストの詳細',
    user: 'ユーザーの詳細',
    role: 'ロールの詳細',
    organization_role: '組織ロールの詳細',
    organization: '組織の詳細',
    log: 'ログの詳細',
    customize_jwt: 'カスタムクレームを編集',
  },
  create: {
    application: 'アプリケーションを作成',
    api_resource: 'API リソースを作成',
    connector: 'コネクターを追加',
    enterprise_sso: 'エンタープライズコネクターを追加',
    webhook: 'Webhook を作成',
    user: 'ユーザーを追加',
    role: 'ロールを作成',
    organization: '組織を作成',
  },
  session: {
    callback_title: 'サインインしています',
    welcome_title: 'ようこそ',
    welcome_greeting: 'ようこそ、{{name}} さん',
    welcome_greeting_anonymous: 'ようこそ',
    welcome_description: 'テナントの準備ができました。ガイドに沿って最初のアプリケーションを接続するか、そのままコンソールへ進んでください。',
    welcome_get_started: 'はじめる',
    welcome_open_console: 'コンソールへ',
  },
  errors: {
    something_went_wrong: '問題が発生しました。',
    try_again: '再試行',
    show_details: 'エラーの詳細',
    code: 'コード',
    message: 'メッセージ',
    unknown_server_error: 'サーバーで不明なエラーが発生しました。',
    invalid_json_format: 'JSON の形式が正しくありません。',
    invalid_uri_format: 'URI の形式が正しくありません。',
    missing_total_number: 'サーバーが一覧の件数を返しませんでした。',
    request_timeout: 'サーバーが時間内に応答しませんでした。もう一度お試しください。',
    network_error: 'サーバーに接続できません。接続を確認してもう一度お試しください。',
    validation: {
      unrecognized_field: 'このフィールドは認識されません。',
      unrecognized_keys: '認識されないフィールド: {{keys}}。',
      required: 'この項目は必須です。',
      invalid_type: '{{expected}} 型の値が必要です。',
      invalid_option: '次のいずれかを使用してください: {{values}}。',
      too_long: '{{max}} 文字以内で入力してください。',
      too_short: '{{min}} 文字以上で入力してください。',
      too_big: '{{max}} 以下の数値を入力してください。',
      too_small: '{{min}} 以上の数値を入力してください。',
      too_many_items: '項目は {{max}} 個までにしてください。',
      too_few_items: '項目は {{min}} 個以上にしてください。',
      invalid_email: '有効なメールアドレスを入力してください。',
      invalid_url: '有効な URL を入力してください。',
      invalid_format: '形式が正しくありません。',
      invalid_input: '値が正しくありません。',
    },
    http_status: {
      '400': 'リクエストが無効です。',
      '401': 'セッションの有効期限が切れました。もう一度サインインしてください。',
      '403': 'この操作を行う権限がありません。',
      '404': '要求された項目が見つかりません。',
      '408': 'リクエストがタイムアウトしました。',
      '409': '既存のデータと競合しています。',
      '413': 'リクエストが大きすぎます。',
      '415': 'サーバーはこの種類のコンテンツを受け付けません。',
      '422': '送信されたデータを処理できませんでした。',
      '429': 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。',
      '500': 'サーバーでエラーが発生しました。',
      '502': 'サーバーが無効な応答を受け取りました。',
      '503': 'サービスは一時的に利用できません。',
      '504': 'サーバーが時間内に応答しませんでした。',
    },
  },
  not_found: {
    title: 'ページが見つかりません',
    description: 'お探しのページは存在しないか、移動しました。',
    back_home: 'コンソールのホームへ移動',
  },
  dev_features: {
    banner: '開発者向け機能が有効です',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: '管理 API へのアクセス',
        description: '管理 API へのフルアクセス。',
      },
    },
    scopes: {
      all: '管理 API の既定のスコープ。すべての権限を許可します。',
    },
    secrets: {
      default: 'デフォルトのシークレット',
    },
  },
  toast: {
    region: '通知',
    dismiss: '閉じる',
    item: '通知',
  },
  ...accountPhrasesJa,
  ...signingKeysPhrasesJa,
  ...usersPhrasesJa,
  ...organizationPhrasesJa,
  ...connectorPhrasesJa,
  ...auditLogPhrasesJa,
  ...dashboardPhrasesJa,
  ...getStartedPhrasesJa,
  ...signInExperiencePhrasesJa,
  ...enterpriseSsoPhrasesJa,
  ...mfaPhrasesJa,
  ...tenantPhrasesJa,
  ...domainPhrasesJa,
  ...subscriptionPhrasesJa,
  ...billingPhrasesJa,
  ...tenantMemberPhrasesJa,
  ...tenantStatusPhrasesJa,
  ...webhooksPhrasesJa,
  ...customJwtPhrasesJa,
  ...applicationPhrasesJa,
  ...authorizationPhrasesJa,
  ...listPhrasesJa,
  ...onboardingPhrasesJa,
  ...accountDeletionPhrasesJa,
};

export default ja;
