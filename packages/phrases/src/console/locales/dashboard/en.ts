/** Phrases of the dashboard: user counts, active users and their chart. */
export const dashboardPhrasesEn = {
  dashboard: {
    total_users: 'Total users',
    new_users_today: 'New users today',
    new_users_7_days: 'New users, last 7 days',
    daily_active_users: 'Daily active users',
    weekly_active_users: 'Weekly active users',
    monthly_active_users: 'Monthly active users',
    delta_up: 'Up {{value}} from the previous period',
    delta_down: 'Down {{value}} from the previous period',
    delta_same: 'No change from the previous period',
    active_users_chart: 'Daily active users over the last 30 days',
    chart_date: 'Up to',
    chart_empty: 'No active users in this period.',
    load_failed: 'The figures could not be loaded.',
  },
};
