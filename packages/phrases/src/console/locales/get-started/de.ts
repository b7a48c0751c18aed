import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesDe: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{done}} von {{total}} Schritten erledigt',
    done: 'Erledigt',
    mark_done: 'Als erledigt markieren',
    steps_label: 'Einrichtungsschritte',
    load_failed: 'Der Fortschritt konnte nicht geladen werden.',
    create_application: {
      title: 'Eine Anwendung erstellen',
      description:
        'Registriere deine App und folge einer Anleitung, um ihr die Anmeldung hinzuzufügen.',
      action: 'Anwendung erstellen',
    },
    sign_in_experience: {
      title: 'Das Anmeldeerlebnis anpassen',
      description:
        'Lege fest, wie sich Benutzer registrieren und anmelden, und gestalte die Seiten in deiner Marke.',
      action: 'Anpassen',
    },
    mfa: {
      title: 'Multi-Faktor-Authentifizierung aktivieren',
      description: 'Verlange einen zweiten Faktor, um Konten zu schützen.',
      action: 'MFA einrichten',
    },
    roles: {
      title: 'Rollen hinzufügen',
      description: 'Fasse Berechtigungen in Rollen zusammen und weise sie Benutzern und Apps zu.',
      action: 'Rolle erstellen',
    },
    collaborators: {
      title: 'Mitwirkende einladen',
      description: 'Hole dein Team in diesen Mandanten, um ihn gemeinsam zu verwalten.',
      action: 'Mitglieder einladen',
    },
  },
};
