import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesJa: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'ユーザーアクセストークン',
        description: 'ユーザーのサインイン時に発行されるアクセストークンに追加されるクレームです。',
      },
      client_credentials: {
        title: 'マシン間アクセストークン',
        description: 'マシン間アプリケーション（クライアントクレデンシャル）に発行されるアクセストークンに追加されるクレームです。',
      },
    },
    index: {
      not_set: 'カスタムクレームはまだありません。',
      is_set: 'カスタムクレームは有効です。',
      add: 'カスタムクレームを追加',
      edit: '編集',
      delete: '削除',
      delete_confirm: '今後発行されるトークンには標準のクレームだけが含まれます。',
      load_failed: 'カスタムクレームを読み込めませんでした。',
    },
    editor: {
      title_create: 'カスタムクレームを追加: {{tokenType}}',
      title_edit: 'カスタムクレームを編集: {{tokenType}}',
      script: 'スクリプト',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) はオブジェクトを返し、そのキーがトークンに追加されます。トークンを拒否するには api.denyAccess(message) を呼び出します。',
      script_required: 'スクリプトを空にすることはできません。',
      code_editor_loading: 'コードエディターを読み込み中…',
      code_editor_label: 'スクリプトのコード',
      token_sample: 'トークンのサンプル',
      token_sample_description: 'テストでスクリプトが受け取るトークンです。',
      context_sample: 'コンテキストのサンプル',
      context_sample_description: 'テストでスクリプトが受け取るユーザーまたはアプリケーションのデータです。',
      json_invalid: '有効な JSON オブジェクトを入力してください。',
      environment_variables: '環境変数',
      environment_variables_description: 'API キーなど、スクリプトが environmentVariables から読み取る値です。コードとは分けて保管されます。',
      variable_key: '名前',
      variable_value: '値',
      variable_key_duplicate: 'この名前はすでに使われています。',
      variable_key_invalid: '英字、数字、_ を使い、数字で始めないでください。',
      fetch_origins: 'fetch を許可するオリジン',
      fetch_origins_description: 'スクリプトが fetch で呼び出せるオリジンです（例: https://api.example.com）。未設定の場合、スクリプトに fetch はありません。',
      fetch_origin: 'オリジン',
      fetch_origin_invalid: 'パスなしの https://host または https://host:port を使用してください。http は localhost と 127.0.0.1 のみです。',
      fetch_origin_duplicate: 'このオリジンは既に登録されています。',
      saved: 'カスタムクレームを保存しました。',
      created: 'カスタムクレームを作成しました。新しいトークンに適用されます。',
      not_found: 'このトークンの種類にはまだカスタムクレームがありません。',
    },
    test: {
      title: 'テスト',
      description: 'サンプルでスクリプトを実行し、返されるクレームを確認します。何も保存されません。',
      run: 'テストを実行',
      claims: '返されたクレーム',
      error: 'スクリプトが失敗しました',
      idle: 'テストを実行すると、ここに結果が表示されます。',
    },
  },
};
