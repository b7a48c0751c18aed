import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesDe: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Gesperrt',
    tag_overdue: 'Überfällig',
    tag_mau_exceeded: 'MAU überschritten',
    suspended_title: 'Dieser Mandant ist gesperrt',
    suspended_description: 'Anmeldung, Token und Management API sind nicht verfügbar, und seine Einstellungen lassen sich während der Sperre nicht öffnen.',
    suspended_contact: 'Wenn du glaubst, dass es sich um einen Fehler handelt, oder den Mandanten wiederherstellen möchtest, melde dich bei uns.',
    contact_us: 'Kontakt aufnehmen',
    mau_exceeded_title: 'Limit für monatlich aktive Benutzer erreicht',
    mau_exceeded_description: 'Dieser Mandant hat {{activeUsers}} monatlich aktive Benutzer, sein Tarif umfasst {{mauLimit}}. Wechsle zu einem höheren Tarif, damit sich alle Benutzer weiter anmelden können.',
    view_plans: 'Tarife ansehen',
    overdue_title: 'Zahlung überfällig',
    overdue_description: 'Dieser Mandant hat unbezahlte Rechnungen über insgesamt {{amount}}. Begleiche sie, damit der Mandant nicht gesperrt wird.',
    view_billing: 'Rechnungsverlauf ansehen',
    dev_notice_title: 'Dieser Mandant ist jetzt ein Entwicklungsmandant',
    dev_notice_description: 'Entwicklungsmandanten sind kostenlos zum Entwickeln und Testen, mit Limits, die nicht für Produktionsverkehr gedacht sind. Wenn dieser Mandant echte Benutzer bedient, erstelle einen Produktionsmandanten und ziehe sie dorthin um.',
    production_banner: 'Du hast noch keinen Produktionsmandanten. Erstelle einen, bevor du live gehst.',
    create_tenant: 'Mandant erstellen',
  },
};
