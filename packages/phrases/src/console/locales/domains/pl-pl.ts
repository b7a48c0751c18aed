import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesPlPl: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Własna domena',
    description: 'Udostępniaj strony logowania i punkty końcowe OpenID Connect tej dzierżawy we własnej domenie, np. login.example.com. Wystawca tokenów podąża wtedy za domeną.',
    domain: 'Domena',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Nazwa hosta, która należy do Ciebie, bez https:// i ścieżki.',
    add: 'Dodaj domenę',
    added: 'Dodano {{domain}}. Utwórz poniższe rekordy DNS.',
    loading_failed: 'Nie udało się wczytać własnej domeny.',
    retry: 'Spróbuj ponownie',
    status_label: 'Status',
    status: {
      PendingVerification: 'Weryfikacja DNS',
      PendingSsl: 'Wystawianie certyfikatu',
      Active: 'Aktywna',
      Error: 'Błąd',
    },
    status_hint: {
      PendingVerification: 'Oczekiwanie na poniższe rekordy DNS. Ta strona sprawdza ponownie co kilka sekund.',
      PendingSsl: 'DNS zweryfikowany. Certyfikat jest wystawiany; może to potrwać kilka minut.',
      Active: 'Żądania w tej domenie docierają do tej dzierżawy przez HTTPS.',
      Error: 'Sprawdzanie przerwano. Popraw rekordy DNS, a następnie usuń domenę i dodaj ją ponownie.',
    },
    dns_records: 'Rekordy DNS',
    dns_records_description: 'Utwórz te rekordy u swojego dostawcy DNS.',
    columns: {
      type: 'Typ',
      name: 'Nazwa',
      value: 'Wartość',
    },
    copy_name: 'Kopiuj nazwę',
    copy_value: 'Kopiuj wartość',
    delete: 'Usuń domenę',
    delete_title: 'Usunąć {{domain}}?',
    delete_description: 'Logowania i żądania OpenID Connect w tej domenie natychmiast ustaną, a tokeny jej wystawcy nie będą tam już akceptowane.',
    deleted: 'Usunięto {{domain}}.',
    on_custom_domain: 'W Twojej domenie niestandardowej {{domain}}',
    copy_on_custom_domain: '{{label}} w {{domain}}',
  },
};
