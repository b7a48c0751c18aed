import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesJa: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'ユーザー名',
      email: 'メールアドレス',
      phone: '電話番号',
    },
    branding: {
      color_title: 'ブランドカラー',
      color_description: 'サインインアプリのボタンとリンクの色です。',
      primary_color: 'プライマリカラー',
      pick_color: '{{label}}を選択',
      invalid_color: '#6139F6 のような16進数の色を入力してください（3桁または6桁）。',
      dark_mode: 'ダークテーマを提供する',
      dark_mode_description: 'サインインアプリは端末のテーマに従い、ダーク用の色とロゴを使います。',
      dark_primary_color: 'ダークテーマのプライマリカラー',
      use_derived: 'プライマリカラーから導いた {{color}} を使う',
      logo_title: 'ロゴとファビコン',
      logo_description:
        '画像をアップロードするか URL を入力します。何も表示しない場合は空欄のままにします。',
      logoUrl: 'ロゴ画像',
      darkLogoUrl: 'ダークテーマのロゴ画像',
      favicon: 'ファビコン（ブラウザのタブのアイコン）',
      darkFavicon: 'ダークテーマのファビコン',
      css_title: 'カスタム CSS',
      css_description:
        'サインインアプリ自身のスタイルの後に追加されるスタイルです。設定で扱えない変更に使います。',
      custom_css: 'スタイルシート',
    },
    uploader: {
      upload: '画像をアップロード',
      uploading: 'アップロード中…',
      upload_label: '{{label}}をアップロード',
      hint: '{{extensions}}、最大 {{limit}}。',
      error_file_count: 'ファイルは1つだけ選択してください。',
      error_file_type:
        'このファイル形式には対応していません。次のいずれかを使ってください: {{extensions}}。',
      error_file_size: 'ファイルが大きすぎます。上限は {{limit}} です。',
      error_upload: 'アップロードに失敗しました。もう一度お試しください。',
    },
    sign_in_mode: {
      title: 'サインインモード',
      description:
        'サインインアプリでサインイン、アカウント作成、またはその両方を許可するかどうか。',
      legend: 'サインインアプリで提供する機能',
      modes: {
        SignIn: {
          title: 'サインインのみ',
          description:
            '新しいアカウントは作成できません。ユーザーは管理者が追加するかインポートします。',
        },
        Register: {
          title: 'アカウント作成のみ',
          description: 'サインインアプリは登録画面で開き、誰もサインインさせません。',
        },
        SignInAndRegister: {
          title: 'サインインとアカウント作成',
          description: '既存のユーザーはサインインし、新しいユーザーはアカウントを作成します。',
        },
      },
    },
    sign_up: {
      title: 'サインアップ',
      description: '新しいユーザーがアカウント作成時に入力するものです。',
      identifiers: 'サインアップの識別子',
      authentication: '認証',
      authentication_description:
        'ユーザー名には常にパスワードが必要です。メールアドレスや電話番号は常にコードで確認されます。',
      authentication_required: '認証方法を少なくとも1つ選んでください。',
      password: 'パスワードを設定する',
      verify: 'コードで確認する',
    },
    sign_in: {
      title: 'サインイン方法',
      description: 'ユーザーのサインイン方法です。サインインアプリが表示する順に並びます。',
      password: 'パスワード',
      verification_code: '確認コード',
      password_first: 'パスワードを先に表示',
      add: '{{name}}を追加',
      remove: '{{name}}を削除',
      move_up: '{{name}}を上へ移動',
      move_down: '{{name}}を下へ移動',
      method_required: 'パスワード、確認コード、またはその両方を選んでください。',
      methods_required: 'サインイン方法が少なくとも1つ必要です。',
      missing_method:
        '{{identifier}}はサインアップに使われるため、サインイン方法にも含める必要があります。',
    },
    connectors: {
      email_missing:
        'メールでのサインアップやサインインにはメールコネクタが必要ですが、設定されていません。',
      sms_missing:
        '電話でのサインアップやサインインには SMS コネクタが必要ですが、設定されていません。',
      set_up_email: 'メールコネクタを設定する',
      set_up_sms: 'SMS コネクタを設定する',
    },
    social: {
      missing: 'このプロバイダーのコネクタはもうありません。保存するにはチェックを外してください。',
      title: 'ソーシャルサインイン',
      description: 'サインインページにボタンとして表示するプロバイダーです。選択した順に表示されます。',
      empty: 'ソーシャルコネクタはまだ設定されていません。',
      manage: 'ソーシャルコネクタを管理',
    },
    content: {
      terms_title: '利用規約とプライバシー',
      terms_description:
        'サインインアプリに表示するリンクです。表示しない場合は空欄のままにします。',
      termsOfUseUrl: '利用規約の URL',
      privacyPolicyUrl: 'プライバシーポリシーの URL',
      agree_to_terms: '規約への同意',
      agree_to_terms_description:
        'ユーザーが利用規約とプライバシーポリシーへの同意を確認するタイミングです。',
      agree_policies: {
        Automatic: '続行で同意（チェックボックスなし）',
        ManualRegistrationOnly: 'アカウント作成時にチェックボックス',
        Manual: 'サインイン時とアカウント作成時にチェックボックス',
      },
      language_title: '言語',
      language_description: 'サインインアプリが使う言語です。',
      auto_detect: '言語を自動検出する',
      auto_detect_description: 'サインインアプリが対応している場合はブラウザの言語を使います。',
      fallback_language: '既定の言語',
      invalid_language: '対応している言語を選んでください。',
    },
    custom_content: {
      title: 'カスタムコンテンツ',
      description:
        'サインインアプリのページの下に表示する独自のテキスト（ヘルプやお知らせなど）。空行で段落が変わります。**太字**、_斜体_、[リンク](https://…) は書式設定され、HTML は入力どおりに表示されます。',
      length: '{{used}} / {{limit}} 文字',
      pages: {
        sign_in: 'サインインページ',
        register: 'アカウント作成ページ',
        forgot_password: 'パスワードを忘れた場合のページ',
        consent: '同意ページ',
      },
    },
    phrases: {
      title: 'カスタム文言',
      description:
        'サインインアプリの文言を言語ごとに置き換えます。空欄の場合は組み込みの文言のままです。',
      language: '言語',
      search: '文言を絞り込む',
      key: 'キー',
      built_in: '組み込みの文言',
      override: '独自の文言',
      override_of: '{{key}}の独自の文言',
      save: '文言を保存',
      saved: 'カスタム文言を保存しました。',
      delete: 'この言語のカスタム文言をすべて削除',
      delete_title: 'カスタム文言を削除しますか？',
      delete_description:
        '{{language}}の独自の文言がすべて削除され、サインインアプリは組み込みの文言に戻ります。',
      deleted: 'カスタム文言を削除しました。',
    },
    password_policy: {
      requirements_title: 'パスワードの要件',
      requirements_description: '新しいパスワードが満たす必要のある条件です。',
      length_min: '最小文字数',
      length_max: '最大文字数',
      characterTypes_min: '必要な文字の種類（小文字、大文字、数字、記号）',
      min_over_max: '最小文字数は最大文字数を超えられません。',
      rejects_title: '拒否するパスワード',
      rejects_description: '推測しやすいパスワードは拒否されます。',
      pwned: '漏えいしたパスワードを拒否する',
      pwned_description: '既知のデータ漏えいで見つかったパスワードです。',
      repetition: '繰り返しや連続した文字を拒否する',
      repetition_description: '「aaaa」「1234」「qwerty」など。',
      user_info: '個人情報を拒否する',
      user_info_description: 'ユーザーの名前、ユーザー名、メールアドレス、電話番号です。',
      words: '禁止語',
      words_description: '1行に1語。いずれかを含むパスワードは拒否されます。',
    },
    diff: {
      title: 'ユーザーのサインイン方法を変更しますか？',
      description:
        '保存すると、ユーザーのサインアップとサインインの方法が変わります。変更内容を確認してください:',
      setting: '設定',
      before: '変更前',
      after: '変更後',
      sign_in_mode: 'サインインモード',
      sign_up: 'サインアップ',
      sign_in: 'サインイン方法',
      none: 'なし',
    },
    preview: {
      title: 'ライブプレビュー',
      frame_title: 'サインインページのプレビュー',
      platform: 'デバイス',
      web: 'ウェブ',
      mobile: 'モバイル',
      mode: 'テーマ',
      light: 'ライト',
      dark: 'ダーク',
      language: 'プレビューの言語',
      unsaved_phrases: '保存していないカスタム文言を表示しています。',
    },
  },
};
