import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesPlPl: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: 'Ukończono {{done}} z {{total}} kroków',
    done: 'Gotowe',
    mark_done: 'Oznacz jako gotowe',
    steps_label: 'Kroki konfiguracji',
    load_failed: 'Nie udało się wczytać postępu.',
    create_application: {
      title: 'Utwórz aplikację',
      description: 'Zarejestruj aplikację i skorzystaj z przewodnika, aby dodać do niej logowanie.',
      action: 'Utwórz aplikację',
    },
    sign_in_experience: {
      title: 'Dostosuj proces logowania',
      description:
        'Wybierz, jak użytkownicy się rejestrują i logują, i nadaj stronom wygląd swojej marki.',
      action: 'Dostosuj',
    },
    mfa: {
      title: 'Włącz uwierzytelnianie wieloskładnikowe',
      description: 'Wymagaj drugiego składnika, aby chronić konta.',
      action: 'Skonfiguruj MFA',
    },
    roles: {
      title: 'Dodaj role',
      description: 'Grupuj uprawnienia w role i przypisuj je użytkownikom oraz aplikacjom.',
      action: 'Utwórz rolę',
    },
    collaborators: {
      title: 'Zaproś współpracowników',
      description: 'Dodaj swój zespół do tej dzierżawy, aby zarządzać nią wspólnie.',
      action: 'Zaproś członków',
    },
  },
};
