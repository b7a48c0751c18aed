import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesAr: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'إجمالي المستخدمين',
    new_users_today: 'المستخدمون الجدد اليوم',
    new_users_7_days: 'المستخدمون الجدد، آخر 7 أيام',
    daily_active_users: 'المستخدمون النشطون يوميًا',
    weekly_active_users: 'المستخدمون النشطون أسبوعيًا',
    monthly_active_users: 'المستخدمون النشطون شهريًا',
    delta_up: 'زيادة بمقدار {{value}} عن الفترة السابقة',
    delta_down: 'انخفاض بمقدار {{value}} عن الفترة السابقة',
    delta_same: 'لا تغيير عن الفترة السابقة',
    active_users_chart: 'المستخدمون النشطون يوميًا خلال آخر 30 يومًا',
    chart_date: 'حتى',
    chart_empty: 'لا يوجد مستخدمون نشطون في هذه الفترة.',
    load_failed: 'تعذّر تحميل الأرقام.',
  },
};
