import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesJa } from './flows/ja.js';
import { secondFactorPhrasesJa } from './second-factor/ja.js';
import { sandboxPaymentsPhrasesJa } from './sandbox-payments/ja.js';

const ja: Translation<ExperiencePhrases> = {
  ...flowsPhrasesJa,
  ...secondFactorPhrasesJa,
  ...sandboxPaymentsPhrasesJa,
  page_title: {
    sign_in: 'サインイン',
    create_account: 'アカウント作成',
    first_admin: 'セットアップ',
    consent: '認可',
    error: 'エラー',
    device: 'デバイスを接続',
  },
  sign_in: {
    title: 'アカウントにサインイン',
    description: 'おかえりなさい。続行するには情報を入力してください。',
  },
  social: {
    divider: 'または',
    continue_with: '{{name}} で続行',
    callback_title: 'サインインしています',
    connecting: 'サインインを完了しています。しばらくお待ちください…',
    missing_session: 'このサインインはこのブラウザーと一致しないか、既に使用されています。最初からやり直してください。',
    link_title: 'アカウントを連携',
    link_description: 'メールアドレス {{email}} のアカウントが既に存在します。そのパスワードを入力してサインインし、ソーシャルアカウントを連携するか、新しいアカウントを作成してください。',
    link_sign_in: 'サインインして連携',
    create_new: '新しいアカウントを作成する',
    back_to_sign_in: 'サインインに戻る',
  },
  create_account: {
    title: 'アカウントを作成',
    description: '1 分で完了します。',
  },
  organization_invitation: {
    joining: '{{organization}} への参加に招待されました。',
    use_address: '招待を受け入れるには {{email}} で続行してください。',
  },
  single_sign_on: {
    page_title: 'シングルサインオン',
    entry: 'シングルサインオンでサインイン',
    title: 'シングルサインオン',
    description: '仕事用のメールアドレスを入力すると、会社のサインインページに移動します。',
    email: '仕事用メールアドレス',
    submit: '続行',
    no_connector: 'このメールドメインにはシングルサインオンが設定されていません。別の方法でサインインしてください。',
    choose_title: '会社のアカウントを選択',
    choose_description: '{{email}} で使える会社のサインインが複数あります。',
    continue_with: '{{name}} で続行',
    other_way: '別の方法でサインイン',
    completing: 'サインインを完了しています…',
    session_lost: 'このサインインはここでは完了できません。別のウィンドウで開始されたか、有効期限が切れています。',
    start_again: '最初からやり直す',
  },
  first_admin: {
    title: '最初の管理者を作成',
    description:
      'このアカウントでユーザー、アプリケーション、設定を管理します。ほかの管理者は後から招待できます。',
    submit: '管理者を作成',
    already_set_up: '管理者アカウントはすでに存在します。',
    go_to_console: 'コンソールへ移動',
  },
  consent: {
    title: '{{appName}} があなたのアカウントへのアクセスを求めています',
    scopes_heading: 'このアプリに次の操作を許可します:',
    resource_scopes: '{{resource}} の権限',
    authorize: '許可する',
    cancel: 'キャンセル',
    scope: {
      openid: 'あなたの本人確認',
      profile: '名前とプロフィール画像の表示',
      email: 'メールアドレスの表示',
      phone: '電話番号の表示',
      offline_access: 'あなたが離れている間もアクセスを維持',
    },
  },
  account: {
    signed_in_as: '{{identifier}} としてサインイン中',
    not_you: 'ご本人ではありませんか？',
    use_another_account: '別のアカウントを使う',
  },
  input: {
    identifier: 'ユーザー名またはメールアドレス',
    username: 'ユーザー名',
    email: 'メールアドレス',
    password: 'パスワード',
    confirm_password: 'パスワード（確認）',
    optional: '任意',
  },
  action: {
    sign_in: 'サインイン',
    create_account: 'アカウントを作成',
    continue: '続行',
    back: '戻る',
    show_password: 'パスワードを表示',
    hide_password: 'パスワードを隠す',
    try_again: '再試行',
  },
  link: {
    no_account: 'アカウントをお持ちでない場合は',
    create_one: '新規作成',
    have_account: 'すでにアカウントをお持ちの場合は',
    sign_in: 'サインイン',
  },
  field_error: {
    required: 'この項目は必須です。',
    invalid_email: '有効なメールアドレスを入力してください。',
    invalid_username:
      '英字またはアンダースコアで始め、英数字とアンダースコアのみを使用してください。',
    passwords_mismatch: 'パスワードが一致しません。',
  },
  password_rejected: {
    too_short: '{{min}} 文字以上にしてください。',
    too_long: '{{max}} 文字以内にしてください。',
    unsupported_characters: '英字、数字、スペース、一般的な記号のみを使用してください。',
    character_types: '小文字・大文字・数字・記号のうち {{min}} 種類以上を組み合わせてください。',
    pwned: 'このパスワードはデータ漏えいで流出したことがあります。別のパスワードを選んでください。',
    restricted: {
      repetition: '同じ文字の繰り返しは避けてください。',
      sequence: '「123」や「abc」のような単純な並びは避けてください。',
      words: '次の単語は使用しないでください: {{words}}',
      user_info: '名前、ユーザー名、メールアドレスをパスワードに含めないでください。',
    },
  },
  notice: {
    account_locked: '失敗した試行が多すぎるため、アカウントは {{minutes}} 分間ロックされています。',
    retry_in_seconds: '失敗した試行が多すぎます。{{seconds}} 秒後にもう一度お試しいただけます。',
  },
  error: {
    generic: '問題が発生しました。もう一度お試しください。',
    network: 'サーバーに接続できません。接続を確認してもう一度お試しください。',
    session_expired: 'サインインセッションの有効期限が切れました。最初からやり直してください。',
    not_found: 'このページは存在しません。',
  },
  device: {
    title: 'デバイスを接続',
    description: 'デバイスに表示されているコードを入力してください。',
    code_label: 'デバイスコード',
    confirm_title: '{{appName}} を接続しますか？',
    confirm_description:
      'このデバイスでのサインインをご自身で開始し、デバイスにこのコードが表示されている場合にのみ続行してください。',
    code_on_device: 'デバイスに表示されたコード',
    confirm: '接続',
    decline: '自分のデバイスではない',
    success_title: 'デバイスを接続しました',
    success_description:
      '{{appName}} にサインインしました。このページを閉じてデバイスに戻ってください。',
    error: {
      not_found: 'このコードは無効です。デバイスのコードを確認して、もう一度お試しください。',
      expired:
        'このコードの有効期限が切れました。デバイスで最初からやり直して、新しいコードを取得してください。',
      used: 'このコードはすでに使用されています。デバイスで最初からやり直して、新しいコードを取得してください。',
      aborted: 'デバイスは接続されませんでした。',
      failed: 'このページの有効期限が切れました。コードをもう一度入力してください。',
    },
  },
  oidc_error: {
    technical_details: '技術的な詳細',
    hint: 'アプリケーションに戻って、もう一度お試しください。問題が続く場合は、アプリケーションのサポートにお問い合わせください。',
    code: {
      invalid_client: {
        title: '不明なアプリケーション',
        explanation: 'ここに移動させたアプリケーションは、このサービスに登録されていません。',
      },
      invalid_redirect_uri: {
        title: '許可されていない戻り先',
        explanation:
          'アプリケーションが登録されていないアドレスへの移動を求めました。アカウントを保護するため、リクエストを停止しました。',
      },
      invalid_request: {
        title: '無効なサインインリクエスト',
        explanation: 'アプリケーションからのサインインリクエストが不完全か無効です。',
      },
      unauthorized_client: {
        title: '許可されていないアプリケーション',
        explanation: 'このアプリケーションは、この方法でサインインさせることを許可されていません。',
      },
      unsupported_response_type: {
        title: 'サポートされていないリクエスト',
        explanation: 'アプリケーションが、このサービスでは提供していない種類の応答を求めました。',
      },
      invalid_scope: {
        title: '不明な権限',
        explanation: 'アプリケーションが存在しない権限を求めました。',
      },
      invalid_target: {
        title: '不明な API',
        explanation: 'アプリケーションが利用できない API へのアクセスを求めました。',
      },
      access_denied: {
        title: 'リクエストが拒否されました',
        explanation: 'リクエストは拒否されました。',
      },
      session_not_found: {
        title: 'セッションの有効期限切れ',
        explanation:
          'サインインセッションの有効期限が切れました。アプリケーションに戻って、最初からやり直してください。',
      },
      server_error: {
        title: '問題が発生しました',
        explanation: 'サーバー側で問題が発生しました。しばらくしてから、もう一度お試しください。',
      },
      default: {
        title: 'サインインを続行できません',
        explanation: 'リクエストを完了できませんでした。',
      },
    },
  },
  loading: '読み込み中…',
  language: {
    label: '言語',
    name: {
      ar: 'アラビア語',
      de: 'ドイツ語',
      en: '英語',
      es: 'スペイン語',
      fr: 'フランス語',
      it: 'イタリア語',
      ja: '日本語',
      ko: '韓国語',
      'pl-PL': 'ポーランド語',
      'pt-BR': 'ポルトガル語（ブラジル）',
      'pt-PT': 'ポルトガル語（ポルトガル）',
      ru: 'ロシア語',
      'tr-TR': 'トルコ語',
      'zh-CN': '中国語（簡体字）',
      'zh-HK': '中国語（香港）',
      'zh-TW': '中国語（台湾）',
    },
  },
  theme: {
    label: 'テーマ',
    system: 'システムに合わせる',
    light: 'ライト',
    dark: 'ダーク',
  },
};

export default ja;
