import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesDe: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Eigene Domain',
    description: 'Stelle die Anmeldeseiten und OpenID-Connect-Endpunkte dieses Mandanten unter einer eigenen Domain bereit, z. B. login.example.com. Der Aussteller folgt dann der Domain.',
    domain: 'Domain',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Ein Hostname, der dir gehört, ohne https:// und ohne Pfad.',
    add: 'Domain hinzufügen',
    added: '{{domain}} hinzugefügt. Lege die DNS-Einträge unten an.',
    loading_failed: 'Die eigene Domain konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    status_label: 'Status',
    status: {
      PendingVerification: 'DNS wird geprüft',
      PendingSsl: 'Zertifikat wird ausgestellt',
      Active: 'Aktiv',
      Error: 'Fehler',
    },
    status_hint: {
      PendingVerification: 'Wartet auf die DNS-Einträge unten. Diese Seite prüft alle paar Sekunden erneut.',
      PendingSsl: 'DNS bestätigt. Das Zertifikat wird ausgestellt; das kann einige Minuten dauern.',
      Active: 'Anfragen an diese Domain erreichen diesen Mandanten über HTTPS.',
      Error: 'Die Prüfungen wurden aufgegeben. Korrigiere die DNS-Einträge, lösche die Domain und füge sie erneut hinzu.',
    },
    dns_records: 'DNS-Einträge',
    dns_records_description: 'Lege diese Einträge bei deinem DNS-Anbieter an.',
    columns: {
      type: 'Typ',
      name: 'Name',
      value: 'Wert',
    },
    copy_name: 'Name kopieren',
    copy_value: 'Wert kopieren',
    delete: 'Domain löschen',
    delete_title: '{{domain}} löschen?',
    delete_description: 'Anmeldungen und OpenID-Connect-Anfragen auf dieser Domain enden sofort, und Token mit ihrem Aussteller werden dort nicht mehr angenommen.',
    deleted: '{{domain}} gelöscht.',
    on_custom_domain: 'Auf Ihrer eigenen Domain {{domain}}',
    copy_on_custom_domain: '{{label}} auf {{domain}}',
  },
};
