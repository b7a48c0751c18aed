import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesEs: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Usuarios totales',
    new_users_today: 'Usuarios nuevos hoy',
    new_users_7_days: 'Usuarios nuevos, últimos 7 días',
    daily_active_users: 'Usuarios activos diarios',
    weekly_active_users: 'Usuarios activos semanales',
    monthly_active_users: 'Usuarios activos mensuales',
    delta_up: '{{value}} más que en el periodo anterior',
    delta_down: '{{value}} menos que en el periodo anterior',
    delta_same: 'Sin cambios respecto al periodo anterior',
    active_users_chart: 'Usuarios activos diarios en los últimos 30 días',
    chart_date: 'Hasta',
    chart_empty: 'No hubo usuarios activos en este periodo.',
    load_failed: 'No se pudieron cargar las cifras.',
  },
};
