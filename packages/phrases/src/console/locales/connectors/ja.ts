import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesJa: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'メールコネクター',
      Sms: 'SMS コネクター',
      Social: 'ソーシャルコネクター',
    },
    passwordless: {
      email_description: 'サインイン、登録、パスワードリセットの確認コードをメールで送信します。',
      sms_description: 'サインイン、登録、パスワードリセットの確認コードを SMS で送信します。',
      not_set_up: 'まだ設定されていません。',
      set_up_email: 'メールコネクターを設定',
      set_up_sms: 'SMS コネクターを設定',
    },
    social: {
      table_label: 'ソーシャルコネクター',
      column_name: '名前',
      column_target: 'ID プロバイダー',
      empty_title: 'ソーシャルコネクターはまだありません',
      empty_description:
        'ソーシャルコネクターを追加すると、ユーザーは既存のアカウントでサインインできます。',
      add: 'ソーシャルコネクターを追加',
    },
    create: {
      title_email: 'メールプロバイダーを選択',
      title_sms: 'SMS プロバイダーを選択',
      title_social: 'ソーシャルプロバイダーを選択',
      description: 'メッセージを送信するサービスを選んでください。設定は次のページで入力します。',
      providers_label: 'プロバイダー',
      no_factories_title: '利用できるプロバイダーがありません',
      no_factories_description: 'このサーバーにはこの種類のコネクターがありません。',
      already_set_up:
        'この種類のコネクターはすでに設定されています。別のものを追加する前に削除してください。',
      open_existing: '現在のコネクターを開く',
    },
    guide: {
      title: '{{name}} を設定',
      not_found: 'このプロバイダーは存在しません。',
      save: '保存して完了',
      created: 'コネクター「{{name}}」を作成しました。',
    },
    config: {
      field_labels: {
        accountSid: 'アカウント SID',
        apiKey: 'API キー',
        authToken: '認証トークン',
        baseUrl: 'API ベース URL',
        endpoint: 'エンドポイント',
        from: '送信元',
        headers: 'ヘッダー',
        host: 'ホスト',
        password: 'パスワード',
        port: 'ポート',
        username: 'ユーザー名',
        templates: 'テンプレート',
        senderName: '送信者名',
        companyInformation: '会社情報',
        fromEmail: '送信元メールアドレス',
        signingSecret: '署名シークレット',
        tlsMode: 'TLS モード',
      },
      field_descriptions: {
        templates:
          '用途ごとに 1 件（SignIn、Register、ForgotPassword、Generic、OrganizationInvitation、MfaVerification…）：usageType、任意の locale、subject（メール）、{{variable}} を含む content、任意の contentType。',
        senderName: '送信者として表示されます。URL は使えません。',
        companyInformation: 'すべてのメールの末尾に追加されます。URL は使えません。',
        signingSecret:
          '16 文字以上。各リクエストの {{header}} ヘッダーに本文の HMAC-SHA256 が付きます。',
        headers: '追加のリクエストヘッダー（文字列の JSON オブジェクト）。',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 または MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'なし' },
      },
      title: '設定',
      description: 'プロバイダーがあなたに代わってメッセージを送信するために必要な情報です。',
      secret_hint:
        '暗号化して保存され、マスクして表示されます。置き換えるには新しい値を入力してください。',
      invalid_number: '数値を入力してください。',
      select_placeholder: 'オプションを選択',
      url_in_sender_name: '送信者名に URL は使用できません。',
      url_in_company_information: '会社情報に URL は使用できません。',
    },
    test: {
      title: 'テストメッセージを送信',
      description_email:
        'サンプルコード付きのテストメールを送信して設定を確認します。何も保存されません。',
      description_sms:
        'サンプルコード付きのテスト SMS を送信して設定を確認します。何も保存されません。',
      email_label: '送信先メールアドレス',
      phone_label: '送信先電話番号',
      send: 'テストメッセージを送信',
      sent: '{{to}} にテストメッセージを送信しました。',
      invalid_email: '有効なメールアドレスを入力してください。',
      invalid_phone: '+14155550100 のような国際形式で電話番号を入力してください。',
    },
    templates: {
      title: 'メッセージテンプレート',
      description:
        '用途と言語ごとのメッセージの内容です。{{variable}} は確認コードに置き換えられます。',
      usage_type: '用途',
      language: '言語',
      any_language: 'その他すべての言語',
      subject: '件名',
      content: '本文',
      content_type: '形式',
      content_types: {
        text_plain: 'プレーンテキスト',
        text_html: '書式付き（HTML）',
      },
      code_required: '本文には {{variable}} を含める必要があります。',
      not_set: 'この用途と言語のテンプレートはまだありません。入力すると追加されます。',
      remove: 'このテンプレートを削除',
      required: 'テンプレートを少なくとも 1 つ追加してください。',
      usage_types: {
        SignIn: 'サインイン',
        Register: '登録',
        ForgotPassword: 'パスワードリセット',
        OrganizationInvitation: '組織への招待',
        Generic: '汎用メッセージとテスト',
        UserPermissionValidation: '本人確認',
        BindNewIdentifier: '新しいメールまたは電話番号の連携',
        MfaVerification: '多要素認証',
      },
    },
    details: {
      not_found: 'このコネクターは存在しません。',
      connector_id: 'コネクター ID',
      delete: 'コネクターを削除',
      delete_description:
        'このコネクターからメッセージが届かなくなります。これを必要とするサインイン方法は機能しなくなります。',
      delete_confirm:
        'このコネクターを必要とするサインイン、登録、パスワードリセットは、別のコネクターを設定するまで機能しません。',
    },
  },
};
