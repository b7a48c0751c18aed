import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesPlPl: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Numer telefonu',
    invalid: 'Podaj prawidłową wartość: {{types}}.',
    separator: ' / ',
    or: ' lub ',
  },
  sign_in_method: {
    with_code: 'Zaloguj się kodem weryfikacyjnym',
    with_password: 'Zaloguj się hasłem',
    forgot_password: 'Nie pamiętasz hasła?',
    send_code: 'Wyślij kod',
  },
  verification_code: {
    title: 'Wpisz kod weryfikacyjny',
    sent_to: 'Wysłaliśmy 6-cyfrowy kod na {{target}}.',
    group_label: 'Kod weryfikacyjny',
    digit_label: 'Cyfra {{position}} z {{total}}',
    resend: 'Wyślij nowy kod',
    resend_in: 'Nowy kod możesz zamówić za {{seconds}} s.',
    resent: 'Nowy kod jest w drodze.',
    incomplete: 'Wpisz wszystkie 6 cyfr.',
    error: {
      mismatch: 'Ten kod jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
      expired: 'Ten kod wygasł. Poproś o nowy.',
      too_many_attempts: 'Zbyt wiele błędnych kodów. Poproś o nowy.',
      not_found: 'Ten kod jest już nieważny. Poproś o nowy.',
    },
  },
  forgot_password: {
    title: 'Zresetuj hasło',
    description: 'Podaj adres e-mail lub numer telefonu swojego konta, a wyślemy Ci kod.',
    new_password_title: 'Ustaw nowe hasło',
    new_password_description: 'Wybierz nowe hasło do swojego konta.',
    new_password: 'Nowe hasło',
    submit: 'Zresetuj hasło',
    success: 'Hasło zostało zresetowane. Zaloguj się nowym hasłem.',
    back_to_sign_in: 'Wróć do logowania',
  },
  password_rules: {
    heading: 'Hasło musi:',
    length: 'mieć od {{min}} do {{max}} znaków',
    character_types: 'łączyć co najmniej {{min}} z: małe litery, wielkie litery, cyfry i symbole',
    pwned: 'nie występować w znanych wyciekach danych',
    repetition_and_sequence: 'unikać powtarzających się znaków i prostych ciągów',
    user_info: 'nie zawierać Twojego imienia, nazwy użytkownika ani adresu e-mail',
    words: 'nie zawierać słów niedozwolonych w tej usłudze',
  },
  terms: {
    automatic:
      'Kontynuując, akceptujesz <terms>Warunki korzystania</terms> i <privacy>Politykę prywatności</privacy>.',
    automatic_terms: 'Kontynuując, akceptujesz <terms>Warunki korzystania</terms>.',
    automatic_privacy: 'Kontynuując, akceptujesz <privacy>Politykę prywatności</privacy>.',
    manual:
      'Akceptuję <terms>Warunki korzystania</terms> i <privacy>Politykę prywatności</privacy>.',
    manual_terms: 'Akceptuję <terms>Warunki korzystania</terms>.',
    manual_privacy: 'Akceptuję <privacy>Politykę prywatności</privacy>.',
    dialog_title: 'Warunki i prywatność',
    dialog_description: 'Aby kontynuować, zaakceptuj poniższe warunki.',
    agree_and_continue: 'Akceptuję i kontynuuję',
    cancel: 'Anuluj',
  },
  preview: {
    waiting: 'Czekam na ustawienia do podglądu…',
  },
};
