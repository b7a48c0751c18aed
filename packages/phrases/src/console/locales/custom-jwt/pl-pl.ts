import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesPlPl: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Token dostępu użytkownika',
        description: 'Oświadczenia dodawane do tokenów dostępu wydawanych użytkownikom przy logowaniu.',
      },
      client_credentials: {
        title: 'Token dostępu maszyna–maszyna',
        description: 'Oświadczenia dodawane do tokenów dostępu wydawanych aplikacjom maszyna–maszyna (poświadczenia klienta).',
      },
    },
    index: {
      not_set: 'Brak jeszcze własnych oświadczeń.',
      is_set: 'Własne oświadczenia są aktywne.',
      add: 'Dodaj własne oświadczenia',
      edit: 'Edytuj',
      delete: 'Usuń',
      delete_confirm: 'Tokeny wydawane od teraz zawierają tylko standardowe oświadczenia.',
      load_failed: 'Nie udało się wczytać własnych oświadczeń.',
    },
    editor: {
      title_create: 'Dodaj własne oświadczenia: {{tokenType}}',
      title_edit: 'Edytuj własne oświadczenia: {{tokenType}}',
      script: 'Skrypt',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) zwraca obiekt, którego klucze są dodawane do tokenu. Wywołaj api.denyAccess(message), aby odmówić wydania tokenu.',
      script_required: 'Skrypt nie może być pusty.',
      code_editor_loading: 'Wczytywanie edytora kodu…',
      code_editor_label: 'Kod skryptu',
      token_sample: 'Przykładowy token',
      token_sample_description: 'Token, który skrypt otrzymuje w teście.',
      context_sample: 'Przykładowy kontekst',
      context_sample_description: 'Dane użytkownika lub aplikacji, które skrypt otrzymuje w teście.',
      json_invalid: 'Wpisz poprawny obiekt JSON.',
      environment_variables: 'Zmienne środowiskowe',
      environment_variables_description: 'Wartości, takie jak klucze API, które skrypt odczytuje z environmentVariables, poza kodem.',
      variable_key: 'Nazwa',
      variable_value: 'Wartość',
      variable_key_duplicate: 'Ta nazwa jest już używana.',
      variable_key_invalid: 'Używaj liter, cyfr i _, bez cyfry na początku.',
      fetch_origins: 'Dozwolone źródła dla fetch',
      fetch_origins_description: 'Źródła, które skrypt może wywołać przez fetch, np. https://api.example.com. Bez nich skrypt nie ma fetch.',
      fetch_origin: 'Źródło',
      fetch_origin_invalid: 'Użyj https://host lub https://host:port bez ścieżki; http tylko dla localhost i 127.0.0.1.',
      fetch_origin_duplicate: 'To źródło jest już na liście.',
      saved: 'Zapisano własne oświadczenia.',
      created: 'Utworzono własne oświadczenia; obowiązują dla nowych tokenów.',
      not_found: 'Dla tego typu tokenu nie ma jeszcze własnych oświadczeń.',
    },
    test: {
      title: 'Testowanie',
      description: 'Uruchom skrypt na przykładach i zobacz zwracane oświadczenia. Nic nie jest zapisywane.',
      run: 'Uruchom test',
      claims: 'Zwrócone oświadczenia',
      error: 'Skrypt zakończył się błędem',
      idle: 'Uruchom test, aby zobaczyć tutaj wynik.',
    },
  },
};
