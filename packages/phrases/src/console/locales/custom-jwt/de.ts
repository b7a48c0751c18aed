import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesDe: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Benutzer-Zugriffstoken',
        description: 'Claims, die Zugriffstoken hinzugefügt werden, die Benutzern bei der Anmeldung ausgestellt werden.',
      },
      client_credentials: {
        title: 'Machine-to-Machine-Zugriffstoken',
        description: 'Claims, die Zugriffstoken für Machine-to-Machine-Anwendungen (Client Credentials) hinzugefügt werden.',
      },
    },
    index: {
      not_set: 'Noch keine eigenen Claims.',
      is_set: 'Eigene Claims sind aktiv.',
      add: 'Eigene Claims hinzufügen',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      delete_confirm: 'Ab jetzt ausgestellte Token enthalten nur die Standard-Claims.',
      load_failed: 'Die eigenen Claims konnten nicht geladen werden.',
    },
    editor: {
      title_create: 'Eigene Claims hinzufügen: {{tokenType}}',
      title_edit: 'Eigene Claims bearbeiten: {{tokenType}}',
      script: 'Skript',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) gibt ein Objekt zurück, dessen Schlüssel dem Token hinzugefügt werden. Rufen Sie api.denyAccess(message) auf, um das Token zu verweigern.',
      script_required: 'Das Skript darf nicht leer sein.',
      code_editor_loading: 'Code-Editor wird geladen…',
      code_editor_label: 'Skriptcode',
      token_sample: 'Token-Beispiel',
      token_sample_description: 'Das Token, das das Skript im Test erhält.',
      context_sample: 'Kontext-Beispiel',
      context_sample_description: 'Die Benutzer- oder Anwendungsdaten, die das Skript im Test erhält.',
      json_invalid: 'Geben Sie ein gültiges JSON-Objekt ein.',
      environment_variables: 'Umgebungsvariablen',
      environment_variables_description: 'Werte wie API-Schlüssel, die das Skript aus environmentVariables liest, getrennt vom Code.',
      variable_key: 'Name',
      variable_value: 'Wert',
      variable_key_duplicate: 'Dieser Name wird bereits verwendet.',
      variable_key_invalid: 'Buchstaben, Ziffern und _ verwenden, nicht mit einer Ziffer beginnen.',
      fetch_origins: 'Erlaubte Fetch-Ursprünge',
      fetch_origins_description: 'Ursprünge, die das Skript mit fetch aufrufen darf, etwa https://api.example.com. Ohne Eintrag hat das Skript kein fetch.',
      fetch_origin: 'Ursprung',
      fetch_origin_invalid: 'https://host oder https://host:port ohne Pfad verwenden; http nur für localhost und 127.0.0.1.',
      fetch_origin_duplicate: 'Dieser Ursprung ist bereits eingetragen.',
      saved: 'Die eigenen Claims wurden gespeichert.',
      created: 'Die eigenen Claims wurden erstellt und gelten für neue Token.',
      not_found: 'Für diesen Tokentyp gibt es noch keine eigenen Claims.',
    },
    test: {
      title: 'Testen',
      description: 'Führen Sie das Skript mit den Beispielen aus und sehen Sie die zurückgegebenen Claims. Nichts wird gespeichert.',
      run: 'Test ausführen',
      claims: 'Zurückgegebene Claims',
      error: 'Das Skript ist fehlgeschlagen',
      idle: 'Führen Sie den Test aus, um hier das Ergebnis zu sehen.',
    },
  },
};
