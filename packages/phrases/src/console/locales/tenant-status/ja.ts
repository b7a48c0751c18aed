import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesJa: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: '停止中',
    tag_overdue: '支払い遅延',
    tag_mau_exceeded: 'MAU 超過',
    suspended_title: 'このテナントは停止されています',
    suspended_description: '停止中は、サインイン、トークン、Management API を利用できず、設定も開けません。',
    suspended_contact: '誤りだと思われる場合や、テナントを復旧したい場合はお問い合わせください。',
    contact_us: 'お問い合わせ',
    mau_exceeded_title: '月間アクティブユーザー数の上限に達しました',
    mau_exceeded_description: 'このテナントの月間アクティブユーザーは {{activeUsers}} 人で、プランの上限は {{mauLimit}} 人です。すべてのユーザーがサインインを続けられるよう、プランをアップグレードしてください。',
    view_plans: 'プランを見る',
    overdue_title: '支払いが遅延しています',
    overdue_description: 'このテナントには合計 {{amount}} の未払い請求書があります。テナントが停止されないようにお支払いください。',
    view_billing: '請求履歴を見る',
    dev_notice_title: 'このテナントは開発用テナントになりました',
    dev_notice_description: '開発用テナントは開発とテスト用に無料で使えますが、本番トラフィックには向かない制限があります。このテナントで実際のユーザーにサービスを提供している場合は、本番用テナントを作成して移行してください。',
    production_banner: '本番用テナントがまだありません。本番運用の前に作成してください。',
    create_tenant: 'テナントを作成',
  },
};
