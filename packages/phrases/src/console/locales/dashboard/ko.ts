import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesKo: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: '전체 사용자',
    new_users_today: '오늘의 신규 사용자',
    new_users_7_days: '최근 7일 신규 사용자',
    daily_active_users: '일간 활성 사용자',
    weekly_active_users: '주간 활성 사용자',
    monthly_active_users: '월간 활성 사용자',
    delta_up: '이전 기간보다 {{value}} 증가',
    delta_down: '이전 기간보다 {{value}} 감소',
    delta_same: '이전 기간과 변화 없음',
    active_users_chart: '최근 30일 일간 활성 사용자',
    chart_date: '기준일',
    chart_empty: '이 기간에 활성 사용자가 없습니다.',
    load_failed: '수치를 불러오지 못했습니다.',
  },
};
