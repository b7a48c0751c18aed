import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesPlPl: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Wymień',
    delete: 'Usuń',
    delete_key: 'Usuń klucz {{id}}',
    delete_title: 'Usunąć poprzedni klucz?',
    deleted: 'Klucz został usunięty.',
    algorithm: 'Algorytm',
    empty_title: 'Brak kluczy',
    empty_description: 'Wymień klucze, aby utworzyć pierwszy.',
    columns: {
      id: 'Identyfikator klucza',
      algorithm: 'Algorytm',
      created_at: 'Utworzono',
      status: 'Stan',
      actions: 'Akcje',
    },
    status: {
      current: 'Bieżący',
      previous: 'Poprzedni',
      next: 'Następny',
    },
    algorithms: {
      ec: 'Krzywa eliptyczna (P-256)',
      ec_description: 'Małe klucze i podpisy, szybka weryfikacja. Zalecane.',
      rsa: 'RSA (2048 bitów)',
      rsa_description: 'Dla aplikacji i bibliotek, które obsługują tylko podpisy RSA.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Klucze drugiego algorytmu pozostają bez zmian: dzierżawa nadal podpisuje zarówno ES256, jak i RS256, zależnie od tego, o co prosi aplikacja.',
      title: 'Klucze podpisujące',
      description:
        'Podpisują tokeny ID i tokeny dostępu tej dzierżawy. Aplikacje weryfikują je kluczami publicznymi opublikowanymi w JWKS.',
      rotate_title: 'Wymienić klucze podpisujące?',
      rotate_description:
        'Od teraz tokeny podpisuje nowy klucz. Bieżący klucz staje się poprzednim i nadal weryfikuje podpisane nim tokeny; starszy poprzedni klucz zostaje usunięty, a podpisane nim tokeny przestają być akceptowane. Aplikacje, które przechowują JWKS w pamięci podręcznej, muszą pobrać go ponownie.',
      rotated: 'Klucze podpisujące zostały wymienione.',
      delete_description:
        'Tokenów podpisanych tym kluczem nie da się już zweryfikować. Aplikacje mogą musieć ponownie zalogować swoich użytkowników.',
    },
    cookie_keys: {
      title: 'Klucze plików cookie',
      description: 'Podpisują pliki cookie sesji logowania i interakcji.',
      rotate_title: 'Wymienić klucze plików cookie?',
      rotate_description:
        'Od teraz pliki cookie podpisuje nowy klucz. Bieżący klucz staje się poprzednim i nadal weryfikuje istniejące pliki cookie; starszy poprzedni klucz zostaje usunięty, a podpisane nim sesje wygasają.',
      rotated: 'Klucze plików cookie zostały wymienione.',
      delete_description: 'Sesje i trwające logowania korzystające z tego klucza zostaną zakończone, a użytkownicy muszą zalogować się ponownie.',
    },
  },
};
