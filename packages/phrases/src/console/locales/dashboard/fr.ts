import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesFr: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Utilisateurs au total',
    new_users_today: 'Nouveaux utilisateurs aujourd’hui',
    new_users_7_days: 'Nouveaux utilisateurs, 7 derniers jours',
    daily_active_users: 'Utilisateurs actifs quotidiens',
    weekly_active_users: 'Utilisateurs actifs hebdomadaires',
    monthly_active_users: 'Utilisateurs actifs mensuels',
    delta_up: '{{value}} de plus que la période précédente',
    delta_down: '{{value}} de moins que la période précédente',
    delta_same: 'Aucun changement par rapport à la période précédente',
    active_users_chart: 'Utilisateurs actifs quotidiens sur les 30 derniers jours',
    chart_date: 'Jusqu’au',
    chart_empty: 'Aucun utilisateur actif sur cette période.',
    load_failed: 'Les chiffres n’ont pas pu être chargés.',
  },
};
