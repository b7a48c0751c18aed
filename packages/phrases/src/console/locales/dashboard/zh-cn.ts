import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesZhCn: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: '用户总数',
    new_users_today: '今日新增用户',
    new_users_7_days: '近 7 天新增用户',
    daily_active_users: '日活跃用户',
    weekly_active_users: '周活跃用户',
    monthly_active_users: '月活跃用户',
    delta_up: '比上一周期增加 {{value}}',
    delta_down: '比上一周期减少 {{value}}',
    delta_same: '与上一周期持平',
    active_users_chart: '近 30 天的日活跃用户',
    chart_date: '截至',
    chart_empty: '此期间没有活跃用户。',
    load_failed: '无法加载数据。',
  },
};
