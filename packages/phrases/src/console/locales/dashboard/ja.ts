import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesJa: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'ユーザー総数',
    new_users_today: '今日の新規ユーザー',
    new_users_7_days: '過去 7 日間の新規ユーザー',
    daily_active_users: 'デイリーアクティブユーザー',
    weekly_active_users: 'ウィークリーアクティブユーザー',
    monthly_active_users: 'マンスリーアクティブユーザー',
    delta_up: '前の期間より {{value}} 増加',
    delta_down: '前の期間より {{value}} 減少',
    delta_same: '前の期間から変化なし',
    active_users_chart: '過去 30 日間のデイリーアクティブユーザー',
    chart_date: '終了日',
    chart_empty: 'この期間にアクティブなユーザーはいません。',
    load_failed: '数値を読み込めませんでした。',
  },
};
