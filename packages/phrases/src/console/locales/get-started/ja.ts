import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesJa: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{total}} ステップ中 {{done}} 完了',
    done: '完了',
    mark_done: '完了にする',
    steps_label: 'セットアップの手順',
    load_failed: '進捗を読み込めませんでした。',
    create_application: {
      title: 'アプリケーションを作成する',
      description: 'アプリを登録し、ガイドに沿ってサインインを追加します。',
      action: 'アプリケーションを作成',
    },
    sign_in_experience: {
      title: 'サインイン体験をカスタマイズする',
      description: 'ユーザーの登録方法とサインイン方法を選び、ページをブランドに合わせます。',
      action: 'カスタマイズ',
    },
    mfa: {
      title: '多要素認証を有効にする',
      description: '2 つ目の要素を求めてアカウントを守ります。',
      action: 'MFA を設定',
    },
    roles: {
      title: 'ロールを追加する',
      description: '権限をロールにまとめ、ユーザーやアプリに割り当てます。',
      action: 'ロールを作成',
    },
    collaborators: {
      title: '共同作業者を招待する',
      description: 'チームをこのテナントに招待して一緒に管理します。',
      action: 'メンバーを招待',
    },
  },
};
