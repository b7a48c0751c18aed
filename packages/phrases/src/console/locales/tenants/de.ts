import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesDe: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Mandant wechseln, aktuell: {{name}}',
    list_label: 'Deine Mandanten',
    loading_failed: 'Deine Mandanten konnten nicht geladen werden.',
    create_tenant: 'Mandant erstellen',
    tag_development: 'Entwicklung',
    tag_production: 'Produktion',
    create_title: 'Mandant erstellen',
    create_description:
      'Ein Mandant hat eigene Benutzer, Anwendungen, Anmeldeerfahrung und Einstellungen.',
    name: 'Name des Mandanten',
    name_placeholder: 'Mein Projekt',
    region: 'Datenregion',
    region_description:
      'Wo der Mandant seine Daten speichert. Sie kann später nicht geändert werden.',
    region_eu: 'EU (Europa)',
    region_us: 'US (Vereinigte Staaten)',
    tag: 'Verwendungszweck',
    tag_development_description:
      'Zum Entwickeln und Testen, mit einer begrenzten Zahl von Benutzern.',
    tag_production_description: 'Für dein Produkt im Live-Betrieb und seine echten Benutzer.',
    create_submit: 'Mandant erstellen',
    created: 'Mandant {{name}} erstellt.',
    settings_title: 'Mandanteninformationen',
    settings_description: 'Name und Zweck dieses Mandanten. ID und Region ändern sich nie.',
    tenant_id: 'Mandanten-ID',
    read_only_notice:
      'Nur Administratoren des Mandanten können diese Einstellungen ändern oder den Mandanten löschen.',
    saved: 'Mandanteneinstellungen gespeichert.',
    delete_description:
      'Das Löschen des Mandanten entfernt seine Benutzer, Anwendungen, Einstellungen und alle anderen Daten. Dies kann nicht rückgängig gemacht werden.',
    delete_button: 'Mandant löschen',
    delete_title: '{{name}} löschen?',
    delete_confirm_label: 'Gib {{name}} zur Bestätigung ein',
    deleted: 'Mandant {{name}} gelöscht.',
    landing_title: 'Erstelle deinen ersten Mandanten',
    landing_description:
      'Ein Mandant enthält die Benutzer, Anwendungen und die Anmeldeerfahrung eines Produkts oder einer Umgebung.',
  },
};
