import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesJa: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'テナントを切り替え（現在: {{name}}）',
    list_label: 'あなたのテナント',
    loading_failed: 'テナントを読み込めませんでした。',
    create_tenant: 'テナントを作成',
    tag_development: '開発',
    tag_production: '本番',
    create_title: 'テナントを作成',
    create_description:
      'テナントには独自のユーザー、アプリケーション、サインイン体験、設定があります。',
    name: 'テナント名',
    name_placeholder: 'マイプロジェクト',
    region: 'データリージョン',
    region_description: 'テナントがデータを保管する場所です。後から変更できません。',
    region_eu: 'EU（ヨーロッパ）',
    region_us: 'US（アメリカ合衆国）',
    tag: '利用目的',
    tag_development_description: '開発とテスト用。ユーザー数に上限があります。',
    tag_production_description: '公開中のプロダクトと実際のユーザー向け。',
    create_submit: 'テナントを作成',
    created: 'テナント {{name}} を作成しました。',
    settings_title: 'テナント情報',
    settings_description: 'このテナントの名前と利用目的です。ID とリージョンは変わりません。',
    tenant_id: 'テナント ID',
    read_only_notice: 'これらの設定の変更やテナントの削除は、テナント管理者のみが行えます。',
    saved: 'テナント設定を保存しました。',
    delete_description:
      'テナントを削除すると、ユーザー、アプリケーション、設定、その他すべてのデータが削除されます。元に戻すことはできません。',
    delete_button: 'テナントを削除',
    delete_title: '{{name}} を削除しますか？',
    delete_confirm_label: '確認のため {{name}} と入力してください',
    deleted: 'テナント {{name}} を削除しました。',
    landing_title: '最初のテナントを作成',
    landing_description:
      'テナントには、1 つのプロダクトまたは環境のユーザー、アプリケーション、サインイン体験が含まれます。',
  },
};
