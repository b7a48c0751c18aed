import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesDe: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Rotieren',
    delete: 'Löschen',
    delete_key: 'Schlüssel {{id}} löschen',
    delete_title: 'Den vorherigen Schlüssel löschen?',
    deleted: 'Der Schlüssel wurde gelöscht.',
    algorithm: 'Algorithmus',
    empty_title: 'Noch keine Schlüssel',
    empty_description: 'Rotiere, um den ersten Schlüssel zu erstellen.',
    columns: {
      id: 'Schlüssel-ID',
      algorithm: 'Algorithmus',
      created_at: 'Erstellt',
      status: 'Status',
      actions: 'Aktionen',
    },
    status: {
      current: 'Aktuell',
      previous: 'Vorherig',
      next: 'Nächster',
    },
    algorithms: {
      ec: 'Elliptische Kurve (P-256)',
      ec_description: 'Kleine Schlüssel und Signaturen, schnell zu prüfen. Empfohlen.',
      rsa: 'RSA (2048 Bit)',
      rsa_description: 'Für Anwendungen und Bibliotheken, die nur RSA-Signaturen unterstützen.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Schlüssel des anderen Algorithmus bleiben unverändert: Der Mandant signiert weiter mit ES256 und RS256, je nachdem, was eine Anwendung anfordert.',
      title: 'Signaturschlüssel',
      description:
        'Signieren die ID-Token und Zugriffstoken dieses Tenants. Anwendungen prüfen sie mit den öffentlichen Schlüsseln aus dem JWKS.',
      rotate_title: 'Die Signaturschlüssel rotieren?',
      rotate_description:
        'Ab sofort signiert ein neuer Schlüssel die Token. Der aktuelle Schlüssel wird zum vorherigen und prüft weiterhin die von ihm signierten Token; ein älterer vorheriger Schlüssel wird gelöscht, und von ihm signierte Token werden nicht mehr akzeptiert. Anwendungen, die das JWKS zwischenspeichern, müssen es neu abrufen.',
      rotated: 'Die Signaturschlüssel wurden rotiert.',
      delete_description:
        'Mit diesem Schlüssel signierte Token können nicht mehr geprüft werden. Anwendungen müssen ihre Benutzer eventuell erneut anmelden.',
    },
    cookie_keys: {
      title: 'Cookie-Schlüssel',
      description: 'Signieren die Cookies von Anmeldesitzungen und Interaktionen.',
      rotate_title: 'Die Cookie-Schlüssel rotieren?',
      rotate_description:
        'Ab sofort signiert ein neuer Schlüssel die Cookies. Der aktuelle Schlüssel wird zum vorherigen und prüft weiterhin bestehende Cookies; ein älterer vorheriger Schlüssel wird gelöscht, und damit signierte Sitzungen enden.',
      rotated: 'Die Cookie-Schlüssel wurden rotiert.',
      delete_description: 'Sitzungen und laufende Anmeldungen mit diesem Schlüssel enden, und Benutzer müssen sich erneut anmelden.',
    },
  },
};
