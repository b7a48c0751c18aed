import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesPlPl: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Przekierowanie do logowania…',
  },
  profile: {
    title: 'Profil',
    headline: 'Twoje dane osobowe i sposób logowania do konsoli.',
    sections: {
      profile: 'Informacje o profilu',
      sign_in: 'Logowanie i bezpieczeństwo',
    },
    fields: {
      avatar: 'Awatar',
      name: 'Imię i nazwisko',
      username: 'Nazwa użytkownika',
      email: 'Adres e-mail',
      password: 'Hasło',
    },
    not_set: 'Nie ustawiono',
    password_hidden: '••••••••',
    change: 'Zmień',
    save: 'Zapisz',
    link_email: 'Powiąż e-mail',
    edit_avatar: 'Zmień awatar',
    edit_name: 'Zmień imię i nazwisko',
    edit_username: 'Zmień nazwę użytkownika',
    updated: 'Zaktualizowano: {{field}}.',
    avatar: {
      upload: 'Prześlij obraz',
      uploading: 'Przesyłanie…',
      hint: '{{extensions}}, maksymalnie {{limit}}.',
      remove: 'Usuń obraz',
      url: 'Adres URL obrazu',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Wybierz dokładnie {{count}} plik.',
      error_file_type: 'Ten typ pliku nie jest obsługiwany. Użyj jednego z: {{extensions}}.',
      error_file_size: 'Plik jest za duży. Limit to {{limit}}.',
      error_upload: 'Nie udało się przesłać obrazu. Spróbuj ponownie.',
    },
    errors: {
      username_required: 'Wpisz nazwę użytkownika.',
      username_invalid: 'Zacznij od litery lub podkreślenia, a potem używaj tylko liter, cyfr i podkreśleń.',
      too_long: 'Użyj najwyżej {{max}} znaków.',
      invalid_uri_format: 'Wpisz poprawny adres URL http lub https.',
      password_required: 'Wpisz hasło.',
      passwords_do_not_match: 'Hasła nie są zgodne.',
      same_password: 'Wybierz hasło inne niż obecne.',
    },
    verify_password: {
      title: 'Potwierdź hasło',
      description: 'Wpisz obecne hasło, zanim je zmienisz.',
      current_password: 'Obecne hasło',
      action: 'Dalej',
    },
    change_password: {
      title: 'Zmień hasło',
      description: 'Wybierz nowe hasło do swojego konta.',
      description_for: 'Wybierz nowe hasło dla {{email}}.',
      new_password: 'Nowe hasło',
      confirm_password: 'Potwierdź nowe hasło',
      action: 'Zmień hasło',
      changed: 'Twoje hasło zostało zmienione.',
      verify_again: 'Ze względów bezpieczeństwa potwierdź ponownie obecne hasło.',
    },
    email: {
      unavailable_title: 'Logowanie przez e-mail nie jest skonfigurowane',
      unavailable_description:
        'Powiązanie adresu e-mail wymaga łącznika e-mail, który wyśle kod weryfikacyjny, a żaden nie jest jeszcze skonfigurowany. Dodaj łącznik e-mail i spróbuj ponownie.',
    },
    delete_account: {
      title: 'Usuń konto',
      description: 'Usuń swoje konto i opuść wszystkie dzierżawy. Tej operacji nie można cofnąć.',
      action: 'Usuń konto',
      continue: 'Dalej',
      confirm_title: 'Usunąć Twoje konto?',
      confirm_description:
        'Dzierżawy, w których jesteś administratorem, zostaną usunięte wraz z danymi; pozostałe dzierżawy opuścisz.',
      final_title: 'To jest nieodwracalne',
      final_description: 'Twoje konto i jego dane zostaną usunięte, a Ty zostaniesz wylogowany. Tej operacji nie można cofnąć.',
      failed: 'Nie udało się usunąć konta',
      failed_description: '{{message}} Identyfikator żądania: {{requestId}}. Spróbuj ponownie później.',
    },
  },
};
