import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesTrTr: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Toplam kullanıcı',
    new_users_today: 'Bugün yeni kullanıcılar',
    new_users_7_days: 'Yeni kullanıcılar, son 7 gün',
    daily_active_users: 'Günlük aktif kullanıcılar',
    weekly_active_users: 'Haftalık aktif kullanıcılar',
    monthly_active_users: 'Aylık aktif kullanıcılar',
    delta_up: 'Önceki döneme göre {{value}} artış',
    delta_down: 'Önceki döneme göre {{value}} düşüş',
    delta_same: 'Önceki döneme göre değişiklik yok',
    active_users_chart: 'Son 30 günde günlük aktif kullanıcılar',
    chart_date: 'Bitiş',
    chart_empty: 'Bu dönemde aktif kullanıcı yok.',
    load_failed: 'Rakamlar yüklenemedi.',
  },
};
