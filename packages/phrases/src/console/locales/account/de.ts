import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesDe: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Weiter zur Anmeldung…',
  },
  profile: {
    title: 'Profil',
    headline: 'Deine persönlichen Angaben und wie du dich bei der Konsole anmeldest.',
    sections: {
      profile: 'Profilangaben',
      sign_in: 'Anmeldung und Sicherheit',
    },
    fields: {
      avatar: 'Profilbild',
      name: 'Name',
      username: 'Benutzername',
      email: 'E-Mail-Adresse',
      password: 'Passwort',
    },
    not_set: 'Nicht festgelegt',
    password_hidden: '••••••••',
    change: 'Ändern',
    save: 'Speichern',
    link_email: 'E-Mail verknüpfen',
    edit_avatar: 'Profilbild ändern',
    edit_name: 'Name ändern',
    edit_username: 'Benutzername ändern',
    updated: '{{field}} aktualisiert.',
    avatar: {
      upload: 'Bild hochladen',
      uploading: 'Wird hochgeladen…',
      hint: '{{extensions}}, höchstens {{limit}}.',
      remove: 'Bild entfernen',
      url: 'Bild-URL',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Wähle genau {{count}} Datei aus.',
      error_file_type: 'Dieser Dateityp wird nicht unterstützt. Erlaubt sind: {{extensions}}.',
      error_file_size: 'Die Datei ist zu groß. Die Grenze liegt bei {{limit}}.',
      error_upload: 'Das Bild konnte nicht hochgeladen werden. Bitte versuche es erneut.',
    },
    errors: {
      username_required: 'Gib einen Benutzernamen ein.',
      username_invalid: 'Beginne mit einem Buchstaben oder Unterstrich und verwende danach nur Buchstaben, Ziffern und Unterstriche.',
      too_long: 'Verwende höchstens {{max}} Zeichen.',
      invalid_uri_format: 'Gib eine gültige http- oder https-URL ein.',
      password_required: 'Gib ein Passwort ein.',
      passwords_do_not_match: 'Die Passwörter stimmen nicht überein.',
      same_password: 'Wähle ein anderes Passwort als dein aktuelles.',
    },
    verify_password: {
      title: 'Passwort bestätigen',
      description: 'Gib dein aktuelles Passwort ein, bevor du es änderst.',
      current_password: 'Aktuelles Passwort',
      action: 'Weiter',
    },
    change_password: {
      title: 'Passwort ändern',
      description: 'Wähle ein neues Passwort für dein Konto.',
      description_for: 'Wähle ein neues Passwort für {{email}}.',
      new_password: 'Neues Passwort',
      confirm_password: 'Neues Passwort bestätigen',
      action: 'Passwort ändern',
      changed: 'Dein Passwort wurde geändert.',
      verify_again: 'Bestätige zu deiner Sicherheit dein aktuelles Passwort erneut.',
    },
    email: {
      unavailable_title: 'Die Anmeldung per E-Mail ist nicht eingerichtet',
      unavailable_description:
        'Zum Verknüpfen einer E-Mail-Adresse braucht es einen E-Mail-Connector, der den Bestätigungscode sendet, und noch ist keiner eingerichtet. Füge einen E-Mail-Connector hinzu und versuche es dann erneut.',
    },
    delete_account: {
      title: 'Konto löschen',
      description: 'Lösche dein Konto und verlasse alle Tenants. Das lässt sich nicht rückgängig machen.',
      action: 'Konto löschen',
      continue: 'Weiter',
      confirm_title: 'Dein Konto löschen?',
      confirm_description:
        'Tenants, in denen du Administrator bist, werden mit ihren Daten gelöscht; die anderen Tenants verlässt du.',
      final_title: 'Das ist endgültig',
      final_description: 'Dein Konto und seine Daten werden gelöscht und du wirst abgemeldet. Das lässt sich nicht rückgängig machen.',
      failed: 'Das Konto konnte nicht gelöscht werden',
      failed_description: '{{message}} Anfrage-ID: {{requestId}}. Bitte versuche es später erneut.',
    },
  },
};
