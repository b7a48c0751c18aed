import type { Translation } from '../../../shared/phrases.js';
import type { dashboardPhrasesEn } from './en.js';

export const dashboardPhrasesPlPl: Translation<typeof dashboardPhrasesEn> = {
  dashboard: {
    total_users: 'Wszyscy użytkownicy',
    new_users_today: 'Nowi użytkownicy dzisiaj',
    new_users_7_days: 'Nowi użytkownicy, ostatnie 7 dni',
    daily_active_users: 'Dzienni aktywni użytkownicy',
    weekly_active_users: 'Tygodniowi aktywni użytkownicy',
    monthly_active_users: 'Miesięczni aktywni użytkownicy',
    delta_up: 'Więcej o {{value}} niż w poprzednim okresie',
    delta_down: 'Mniej o {{value}} niż w poprzednim okresie',
    delta_same: 'Bez zmian względem poprzedniego okresu',
    active_users_chart: 'Dzienni aktywni użytkownicy w ostatnich 30 dniach',
    chart_date: 'Do',
    chart_empty: 'Brak aktywnych użytkowników w tym okresie.',
    load_failed: 'Nie udało się wczytać danych.',
  },
};
