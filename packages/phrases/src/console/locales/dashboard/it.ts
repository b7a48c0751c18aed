import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesIt: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Utenti totali',
    new_users_today: 'Nuovi utenti oggi',
    new_users_7_days: 'Nuovi utenti, ultimi 7 giorni',
    daily_active_users: 'Utenti attivi giornalieri',
    weekly_active_users: 'Utenti attivi settimanali',
    monthly_active_users: 'Utenti attivi mensili',
    delta_up: '{{value}} in più rispetto al periodo precedente',
    delta_down: '{{value}} in meno rispetto al periodo precedente',
    delta_same: 'Nessuna variazione rispetto al periodo precedente',
    active_users_chart: 'Utenti attivi giornalieri negli ultimi 30 giorni',
    chart_date: 'Fino al',
    chart_empty: 'Nessun utente attivo in questo periodo.',
    load_failed: 'Non è stato possibile caricare i dati.',
  },
};
