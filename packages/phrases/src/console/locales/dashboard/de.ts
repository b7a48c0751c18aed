import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesDe: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Benutzer insgesamt',
    new_users_today: 'Neue Benutzer heute',
    new_users_7_days: 'Neue Benutzer, letzte 7 Tage',
    daily_active_users: 'Täglich aktive Benutzer',
    weekly_active_users: 'Wöchentlich aktive Benutzer',
    monthly_active_users: 'Monatlich aktive Benutzer',
    delta_up: '{{value}} mehr als im vorherigen Zeitraum',
    delta_down: '{{value}} weniger als im vorherigen Zeitraum',
    delta_same: 'Keine Änderung zum vorherigen Zeitraum',
    active_users_chart: 'Täglich aktive Benutzer der letzten 30 Tage',
    chart_date: 'Bis',
    chart_empty: 'Keine aktiven Benutzer in diesem Zeitraum.',
    load_failed: 'Die Zahlen konnten nicht geladen werden.',
  },
};
