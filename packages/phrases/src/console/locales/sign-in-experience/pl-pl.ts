import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesPlPl: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Nazwa użytkownika',
      email: 'Adres e-mail',
      phone: 'Numer telefonu',
    },
    branding: {
      color_title: 'Kolor marki',
      color_description: 'Kolor przycisków i linków w aplikacji logowania.',
      primary_color: 'Kolor główny',
      pick_color: 'Wybierz: {{label}}',
      invalid_color: 'Wpisz kolor szesnastkowy, np. #6139F6 (3 lub 6 cyfr).',
      dark_mode: 'Udostępnij ciemny motyw',
      dark_mode_description:
        'Aplikacja logowania dopasowuje się do motywu urządzenia, z własnym kolorem i logo dla ciemnego motywu.',
      dark_primary_color: 'Kolor główny w ciemnym motywie',
      use_derived: 'Użyj {{color}}, wyprowadzonego z koloru głównego',
      logo_title: 'Logo i favicon',
      logo_description:
        'Prześlij obraz lub wpisz jego adres URL. Zostaw pole puste, aby nic nie pokazywać.',
      logoUrl: 'Obraz logo',
      darkLogoUrl: 'Obraz logo w ciemnym motywie',
      favicon: 'Favicon (ikona karty przeglądarki)',
      darkFavicon: 'Favicon w ciemnym motywie',
      css_title: 'Własny CSS',
      css_description:
        'Style dodawane po stylach aplikacji logowania, dla zmian, których nie obejmują ustawienia.',
      custom_css: 'Arkusz stylów',
    },
    uploader: {
      upload: 'Prześlij obraz',
      uploading: 'Przesyłanie…',
      upload_label: 'Prześlij: {{label}}',
      hint: '{{extensions}}, maksymalnie {{limit}}.',
      error_file_count: 'Wybierz tylko jeden plik.',
      error_file_type: 'Ten typ pliku nie jest obsługiwany. Użyj jednego z: {{extensions}}.',
      error_file_size: 'Plik jest za duży. Limit to {{limit}}.',
      error_upload: 'Przesyłanie nie powiodło się. Spróbuj ponownie.',
    },
    sign_in_mode: {
      title: 'Tryb logowania',
      description:
        'Czy aplikacja logowania pozwala się zalogować, utworzyć konto, czy jedno i drugie.',
      legend: 'Aplikacja logowania oferuje',
      modes: {
        SignIn: {
          title: 'Tylko logowanie',
          description: 'Bez nowych kont: użytkowników dodają administratorzy lub są importowani.',
        },
        Register: {
          title: 'Tylko tworzenie kont',
          description: 'Aplikacja otwiera się na rejestracji i nikogo nie loguje.',
        },
        SignInAndRegister: {
          title: 'Logowanie i tworzenie kont',
          description: 'Istniejący użytkownicy się logują, nowi tworzą konto.',
        },
      },
    },
    sign_up: {
      title: 'Rejestracja',
      description: 'Co nowi użytkownicy podają, aby założyć konto.',
      identifiers: 'Identyfikatory rejestracji',
      authentication: 'Uwierzytelnianie',
      authentication_description:
        'Nazwa użytkownika zawsze wymaga hasła; adres e-mail lub numer telefonu jest zawsze weryfikowany kodem.',
      authentication_required: 'Wybierz co najmniej jeden sposób uwierzytelniania.',
      password: 'Ustaw hasło',
      verify: 'Weryfikuj kodem',
    },
    sign_in: {
      title: 'Metody logowania',
      description:
        'Jak użytkownicy się logują, w kolejności, w jakiej oferuje je aplikacja logowania.',
      password: 'Hasło',
      verification_code: 'Kod weryfikacyjny',
      password_first: 'Najpierw hasło',
      add: 'Dodaj: {{name}}',
      remove: 'Usuń: {{name}}',
      move_up: 'Przesuń w górę: {{name}}',
      move_down: 'Przesuń w dół: {{name}}',
      method_required: 'Wybierz hasło, kod weryfikacyjny lub oba.',
      methods_required: 'Wymagana jest co najmniej jedna metoda logowania.',
      missing_method: '{{identifier}} służy do rejestracji, więc musi być też metodą logowania.',
    },
    connectors: {
      email_missing:
        'Rejestracja lub logowanie przez e-mail wymaga konektora e-mail, a żaden nie jest skonfigurowany.',
      sms_missing:
        'Rejestracja lub logowanie przez telefon wymaga konektora SMS, a żaden nie jest skonfigurowany.',
      set_up_email: 'Skonfiguruj konektor e-mail',
      set_up_sms: 'Skonfiguruj konektor SMS',
    },
    social: {
      missing: 'Nie ma już konektora tego dostawcy. Odznacz go, aby zapisać.',
      title: 'Logowanie społecznościowe',
      description: 'Dostawcy oferowani jako przyciski na stronie logowania, w kolejności, w jakiej ich wybierzesz.',
      empty: 'Nie skonfigurowano jeszcze żadnych konektorów społecznościowych.',
      manage: 'Zarządzaj konektorami społecznościowymi',
    },
    content: {
      terms_title: 'Regulamin i prywatność',
      terms_description:
        'Linki pokazywane w aplikacji logowania. Zostaw puste, aby żadnych nie pokazywać.',
      termsOfUseUrl: 'Adres URL regulaminu',
      privacyPolicyUrl: 'Adres URL polityki prywatności',
      agree_to_terms: 'Akceptacja regulaminu',
      agree_to_terms_description:
        'Kiedy użytkownicy muszą potwierdzić akceptację regulaminu i polityki prywatności.',
      agree_policies: {
        Automatic: 'Akceptacja przez kontynuowanie (bez pola wyboru)',
        ManualRegistrationOnly: 'Pole wyboru przy zakładaniu konta',
        Manual: 'Pole wyboru przy logowaniu i zakładaniu konta',
      },
      language_title: 'Języki',
      language_description: 'W jakim języku mówi aplikacja logowania.',
      auto_detect: 'Wykrywaj język',
      auto_detect_description: 'Używaj języka przeglądarki, gdy aplikacja logowania go obsługuje.',
      fallback_language: 'Język domyślny',
      invalid_language: 'Wybierz obsługiwany język.',
    },
    custom_content: {
      title: 'Własna treść',
      description:
        'Twój tekst pod stroną aplikacji logowania, np. pomoc lub komunikat. Pusty wiersz zaczyna akapit; **pogrubienie**, _kursywa_ i [linki](https://…) są formatowane, a HTML jest wyświetlany tak, jak wpisano.',
      length: '{{used}} z {{limit}} znaków',
      pages: {
        sign_in: 'Strona logowania',
        register: 'Strona tworzenia konta',
        forgot_password: 'Strona „Nie pamiętam hasła”',
        consent: 'Strona zgody',
      },
    },
    phrases: {
      title: 'Własne teksty',
      description:
        'Zastępuj teksty aplikacji logowania, po jednym języku naraz. Puste pole zachowuje tekst wbudowany.',
      language: 'Język',
      search: 'Filtruj teksty',
      key: 'Klucz',
      built_in: 'Tekst wbudowany',
      override: 'Twój tekst',
      override_of: 'Twój tekst dla {{key}}',
      save: 'Zapisz teksty',
      saved: 'Własne teksty zapisane.',
      delete: 'Usuń wszystkie własne teksty tego języka',
      delete_title: 'Usunąć własne teksty?',
      delete_description:
        'Wszystkie Twoje teksty dla języka {{language}} zostaną usunięte, a aplikacja logowania znów pokaże teksty wbudowane.',
      deleted: 'Własne teksty usunięte.',
    },
    password_policy: {
      requirements_title: 'Wymagania dotyczące hasła',
      requirements_description: 'Co musi spełniać każde nowe hasło.',
      length_min: 'Minimalna długość',
      length_max: 'Maksymalna długość',
      characterTypes_min: 'Wymagane rodzaje znaków (małe litery, wielkie litery, cyfry, symbole)',
      min_over_max: 'Minimalna długość nie może przekraczać maksymalnej.',
      rejects_title: 'Odrzucane hasła',
      rejects_description: 'Hasła łatwe do odgadnięcia są odrzucane.',
      pwned: 'Odrzucaj hasła z wycieków',
      pwned_description: 'Hasła znalezione w znanych wyciekach danych.',
      repetition: 'Odrzucaj powtórzenia i sekwencje znaków',
      repetition_description: 'Np. „aaaa”, „1234” lub „qwerty”.',
      user_info: 'Odrzucaj dane osobowe',
      user_info_description:
        'Imię, nazwa użytkownika, adres e-mail lub numer telefonu użytkownika.',
      words: 'Zakazane słowa',
      words_description:
        'Jedno słowo w wierszu; hasła zawierające którekolwiek z nich są odrzucane.',
    },
    diff: {
      title: 'Zmienić sposób logowania użytkowników?',
      description:
        'Po zapisaniu użytkownicy będą się rejestrować i logować inaczej. Sprawdź zmianę:',
      setting: 'Ustawienie',
      before: 'Przed',
      after: 'Po',
      sign_in_mode: 'Tryb logowania',
      sign_up: 'Rejestracja',
      sign_in: 'Metody logowania',
      none: 'Brak',
    },
    preview: {
      title: 'Podgląd na żywo',
      frame_title: 'Podgląd strony logowania',
      platform: 'Urządzenie',
      web: 'Widok WWW',
      mobile: 'Widok mobilny',
      mode: 'Motyw',
      light: 'Jasny',
      dark: 'Ciemny',
      language: 'Język podglądu',
      unsaved_phrases: 'Pokazuje niezapisane własne teksty.',
    },
  },
};
