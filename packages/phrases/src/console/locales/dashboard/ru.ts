import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesRu: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Всего пользователей',
    new_users_today: 'Новые пользователи сегодня',
    new_users_7_days: 'Новые пользователи за 7 дней',
    daily_active_users: 'Активные пользователи за день',
    weekly_active_users: 'Активные пользователи за неделю',
    monthly_active_users: 'Активные пользователи за месяц',
    delta_up: 'На {{value}} больше, чем в прошлом периоде',
    delta_down: 'На {{value}} меньше, чем в прошлом периоде',
    delta_same: 'Без изменений по сравнению с прошлым периодом',
    active_users_chart: 'Активные пользователи по дням за последние 30 дней',
    chart_date: 'По',
    chart_empty: 'В этот период активных пользователей не было.',
    load_failed: 'Не удалось загрузить показатели.',
  },
};
