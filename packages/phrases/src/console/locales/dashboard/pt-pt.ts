import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesPtPt: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Total de utilizadores',
    new_users_today: 'Novos utilizadores hoje',
    new_users_7_days: 'Novos utilizadores, últimos 7 dias',
    daily_active_users: 'Utilizadores ativos diários',
    weekly_active_users: 'Utilizadores ativos semanais',
    monthly_active_users: 'Utilizadores ativos mensais',
    delta_up: 'Mais {{value}} do que no período anterior',
    delta_down: 'Menos {{value}} do que no período anterior',
    delta_same: 'Sem alteração face ao período anterior',
    active_users_chart: 'Utilizadores ativos diários nos últimos 30 dias',
    chart_date: 'Até',
    chart_empty: 'Nenhum utilizador ativo neste período.',
    load_failed: 'Não foi possível carregar os números.',
  },
};
