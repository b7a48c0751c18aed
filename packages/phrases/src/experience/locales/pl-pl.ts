import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesPlPl } from './flows/pl-pl.js';
import { secondFactorPhrasesPlPl } from './second-factor/pl-pl.js';
import { sandboxPaymentsPhrasesPlPl } from './sandbox-payments/pl-pl.js';

const plPL: Translation<ExperiencePhrases> = {
  ...flowsPhrasesPlPl,
  ...secondFactorPhrasesPlPl,
  ...sandboxPaymentsPhrasesPlPl,
  page_title: {
    sign_in: 'Logowanie',
    create_account: 'Tworzenie konta',
    first_admin: 'Konfiguracja',
    consent: 'Autoryzacja',
    error: 'Błąd',
    device: 'Połącz urządzenie',
  },
  sign_in: {
    title: 'Zaloguj się na swoje konto',
    description: 'Witaj ponownie. Podaj swoje dane, aby kontynuować.',
  },
  social: {
    divider: 'lub',
    continue_with: 'Kontynuuj z {{name}}',
    callback_title: 'Logowanie',
    connecting: 'Chwileczkę, kończymy logowanie…',
    missing_session: 'To logowanie nie pasuje do tej przeglądarki albo zostało już użyte. Zacznij od nowa.',
    link_title: 'Powiąż konto',
    link_description: 'Konto z adresem e-mail {{email}} już istnieje. Podaj jego hasło, aby się zalogować i powiązać z nim konto społecznościowe, albo utwórz nowe konto.',
    link_sign_in: 'Zaloguj i powiąż',
    create_new: 'Zamiast tego utwórz nowe konto',
    back_to_sign_in: 'Wróć do logowania',
  },
  create_account: {
    title: 'Utwórz konto',
    description: 'To zajmie tylko chwilę.',
  },
  organization_invitation: {
    joining: 'Zaproszono Cię do dołączenia do {{organization}}.',
    use_address: 'Kontynuuj z adresem {{email}}, aby przyjąć zaproszenie.',
  },
  single_sign_on: {
    page_title: 'Logowanie jednokrotne',
    entry: 'Zaloguj się przez logowanie jednokrotne',
    title: 'Logowanie jednokrotne',
    description:
      'Wpisz służbowy adres e-mail, a przeniesiemy Cię na stronę logowania Twojej firmy.',
    email: 'Służbowy adres e-mail',
    submit: 'Dalej',
    no_connector:
      'Dla tej domeny e-mail nie skonfigurowano logowania jednokrotnego. Zaloguj się w inny sposób.',
    choose_title: 'Wybierz konto firmowe',
    choose_description: 'Adres {{email}} akceptuje kilka firmowych logowań.',
    continue_with: 'Kontynuuj z {{name}}',
    other_way: 'Zaloguj się w inny sposób',
    completing: 'Kończenie logowania…',
    session_lost: 'Tego logowania nie można tu dokończyć: rozpoczęto je w innym oknie lub wygasło.',
    start_again: 'Zacznij od nowa',
  },
  first_admin: {
    title: 'Utwórz pierwszego administratora',
    description:
      'To konto będzie zarządzać użytkownikami, aplikacjami i ustawieniami. Innych administratorów możesz zaprosić później.',
    submit: 'Utwórz administratora',
    already_set_up: 'Konto administratora już istnieje.',
    go_to_console: 'Przejdź do konsoli',
  },
  consent: {
    title: '{{appName}} prosi o dostęp do Twojego konta',
    scopes_heading: 'Aplikacja będzie mogła:',
    resource_scopes: 'Uprawnienia dla {{resource}}',
    authorize: 'Zezwól',
    cancel: 'Anuluj',
    scope: {
      openid: 'Potwierdzić Twoją tożsamość',
      profile: 'Widzieć Twoje imię i zdjęcie profilowe',
      email: 'Widzieć Twój adres e-mail',
      phone: 'Widzieć Twój numer telefonu',
      offline_access: 'Zachować dostęp, gdy nie korzystasz z aplikacji',
    },
  },
  account: {
    signed_in_as: 'Zalogowano jako {{identifier}}',
    not_you: 'To nie Ty?',
    use_another_account: 'Użyj innego konta',
  },
  input: {
    identifier: 'Nazwa użytkownika lub e-mail',
    username: 'Nazwa użytkownika',
    email: 'Adres e-mail',
    password: 'Hasło',
    confirm_password: 'Potwierdź hasło',
    optional: 'opcjonalnie',
  },
  action: {
    sign_in: 'Zaloguj się',
    create_account: 'Utwórz konto',
    continue: 'Dalej',
    back: 'Wstecz',
    show_password: 'Pokaż hasło',
    hide_password: 'Ukryj hasło',
    try_again: 'Spróbuj ponownie',
  },
  link: {
    no_account: 'Nie masz jeszcze konta?',
    create_one: 'Utwórz je',
    have_account: 'Masz już konto?',
    sign_in: 'Zaloguj się',
  },
  field_error: {
    required: 'To pole jest wymagane.',
    invalid_email: 'Podaj prawidłowy adres e-mail.',
    invalid_username:
      'Zacznij od litery lub podkreślnika i używaj tylko liter, cyfr i podkreślników.',
    passwords_mismatch: 'Hasła nie są takie same.',
  },
  password_rejected: {
    too_short: 'Użyj co najmniej {{min}} znaków.',
    too_long: 'Użyj najwyżej {{max}} znaków.',
    unsupported_characters: 'Używaj tylko liter, cyfr, spacji i popularnych symboli.',
    character_types:
      'Połącz co najmniej {{min}} z rodzajów: małe litery, wielkie litery, cyfry i symbole.',
    pwned: 'To hasło pojawiło się w wycieku danych. Wybierz inne.',
    restricted: {
      repetition: 'Unikaj powtarzania tego samego znaku.',
      sequence: 'Unikaj prostych sekwencji, takich jak „123” lub „abc”.',
      words: 'Unikaj tych słów: {{words}}.',
      user_info: 'Nie używaj w haśle swojego imienia, nazwy użytkownika ani adresu e-mail.',
    },
  },
  notice: {
    account_locked: 'Zbyt wiele nieudanych prób. Konto jest zablokowane na {{minutes}} min.',
    retry_in_seconds: 'Zbyt wiele nieudanych prób. Możesz spróbować ponownie za {{seconds}} s.',
  },
  error: {
    generic: 'Coś poszło nie tak. Spróbuj ponownie.',
    network: 'Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    session_expired: 'Sesja logowania wygasła. Zacznij od nowa.',
    not_found: 'Ta strona nie istnieje.',
  },
  device: {
    title: 'Połącz urządzenie',
    description: 'Wpisz kod wyświetlany na urządzeniu.',
    code_label: 'Kod urządzenia',
    confirm_title: 'Połączyć {{appName}}?',
    confirm_description:
      'Kontynuuj tylko wtedy, gdy logowanie na tym urządzeniu zostało rozpoczęte przez Ciebie i urządzenie wyświetla ten kod.',
    code_on_device: 'Kod na urządzeniu',
    confirm: 'Połącz',
    decline: 'To nie moje urządzenie',
    success_title: 'Urządzenie połączone',
    success_description:
      '{{appName}} jest teraz zalogowana. Możesz zamknąć tę stronę i wrócić do urządzenia.',
    error: {
      not_found: 'Ten kod jest nieprawidłowy. Sprawdź kod na urządzeniu i spróbuj ponownie.',
      expired: 'Ten kod wygasł. Zacznij od nowa na urządzeniu, aby otrzymać nowy.',
      used: 'Ten kod został już użyty. Zacznij od nowa na urządzeniu, aby otrzymać nowy.',
      aborted: 'Urządzenie nie zostało połączone.',
      failed: 'Ta strona wygasła. Wpisz kod ponownie.',
    },
  },
  oidc_error: {
    technical_details: 'Szczegóły techniczne',
    hint: 'Wróć do aplikacji i spróbuj ponownie. Jeśli problem się powtarza, skontaktuj się z pomocą techniczną aplikacji.',
    code: {
      invalid_client: {
        title: 'Nieznana aplikacja',
        explanation: 'Aplikacja, która Cię tu skierowała, nie jest zarejestrowana w tej usłudze.',
      },
      invalid_redirect_uri: {
        title: 'Niedozwolony adres powrotu',
        explanation:
          'Aplikacja chciała odesłać Cię pod adres, którego nie zarejestrowała. Żądanie zostało zatrzymane, aby chronić Twoje konto.',
      },
      invalid_request: {
        title: 'Nieprawidłowe żądanie logowania',
        explanation: 'Żądanie logowania z aplikacji jest niekompletne lub nieprawidłowe.',
      },
      unauthorized_client: {
        title: 'Aplikacja bez uprawnień',
        explanation: 'Ta aplikacja nie może logować Cię w ten sposób.',
      },
      unsupported_response_type: {
        title: 'Nieobsługiwane żądanie',
        explanation: 'Aplikacja poprosiła o rodzaj odpowiedzi, którego ta usługa nie udziela.',
      },
      invalid_scope: {
        title: 'Nieznane uprawnienia',
        explanation: 'Aplikacja poprosiła o uprawnienia, które nie istnieją.',
      },
      invalid_target: {
        title: 'Nieznane API',
        explanation: 'Aplikacja poprosiła o dostęp do API, które nie jest dostępne.',
      },
      access_denied: {
        title: 'Żądanie odrzucone',
        explanation: 'Żądanie zostało odrzucone.',
      },
      session_not_found: {
        title: 'Sesja wygasła',
        explanation: 'Sesja logowania wygasła. Wróć do aplikacji i zacznij od nowa.',
      },
      server_error: {
        title: 'Coś poszło nie tak',
        explanation: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później.',
      },
      default: {
        title: 'Nie można kontynuować logowania',
        explanation: 'Nie udało się zrealizować żądania.',
      },
    },
  },
  loading: 'Ładowanie…',
  language: {
    label: 'Język',
    name: {
      ar: 'Arabski',
      de: 'Niemiecki',
      en: 'Angielski',
      es: 'Hiszpański',
      fr: 'Francuski',
      it: 'Włoski',
      ja: 'Japoński',
      ko: 'Koreański',
      'pl-PL': 'Polski',
      'pt-BR': 'Portugalski (Brazylia)',
      'pt-PT': 'Portugalski (Portugalia)',
      ru: 'Rosyjski',
      'tr-TR': 'Turecki',
      'zh-CN': 'Chiński (uproszczony)',
      'zh-HK': 'Chiński (Hongkong)',
      'zh-TW': 'Chiński (Tajwan)',
    },
  },
  theme: {
    label: 'Motyw',
    system: 'Jak w systemie',
    light: 'Jasny',
    dark: 'Ciemny',
  },
};

export default plPL;
