import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesPtBr: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Total de usuários',
    new_users_today: 'Novos usuários hoje',
    new_users_7_days: 'Novos usuários, últimos 7 dias',
    daily_active_users: 'Usuários ativos diários',
    weekly_active_users: 'Usuários ativos semanais',
    monthly_active_users: 'Usuários ativos mensais',
    delta_up: '{{value}} a mais que no período anterior',
    delta_down: '{{value}} a menos que no período anterior',
    delta_same: 'Sem alteração em relação ao período anterior',
    active_users_chart: 'Usuários ativos diários nos últimos 30 dias',
    chart_date: 'Até',
    chart_empty: 'Nenhum usuário ativo neste período.',
    load_failed: 'Não foi possível carregar os números.',
  },
};
