import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesZhTw: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: '使用者總數',
    new_users_today: '今日新增使用者',
    new_users_7_days: '近 7 天新增使用者',
    daily_active_users: '每日活躍使用者',
    weekly_active_users: '每週活躍使用者',
    monthly_active_users: '每月活躍使用者',
    delta_up: '比上一期間增加 {{value}}',
    delta_down: '比上一期間減少 {{value}}',
    delta_same: '與上一期間持平',
    active_users_chart: '近 30 天的每日活躍使用者',
    chart_date: '截至',
    chart_empty: '此期間沒有活躍使用者。',
    load_failed: '無法載入資料。',
  },
};
