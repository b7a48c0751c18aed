import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesIt: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Ruota',
    delete: 'Elimina',
    delete_key: 'Elimina la chiave {{id}}',
    delete_title: 'Eliminare la chiave precedente?',
    deleted: 'La chiave è stata eliminata.',
    algorithm: 'Algoritmo',
    empty_title: 'Ancora nessuna chiave',
    empty_description: 'Ruota per creare la prima chiave.',
    columns: {
      id: 'ID della chiave',
      algorithm: 'Algoritmo',
      created_at: 'Creata',
      status: 'Stato',
      actions: 'Azioni',
    },
    status: {
      current: 'Attuale',
      previous: 'Precedente',
      next: 'Successiva',
    },
    algorithms: {
      ec: 'Curva ellittica (P-256)',
      ec_description: 'Chiavi e firme piccole, veloci da verificare. Consigliato.',
      rsa: 'RSA (2048 bit)',
      rsa_description: 'Per applicazioni e librerie che supportano solo firme RSA.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Le chiavi dell’altro algoritmo non cambiano: il tenant continua a firmare con ES256 e RS256, secondo ciò che chiede ogni applicazione.',
      title: 'Chiavi di firma',
      description:
        'Firmano i token ID e i token di accesso di questo tenant. Le applicazioni li verificano con le chiavi pubbliche pubblicate nel JWKS.',
      rotate_title: 'Ruotare le chiavi di firma?',
      rotate_description:
        'Da ora una nuova chiave firma i token. La chiave attuale diventa quella precedente e continua a verificare i token che ha firmato; una chiave precedente più vecchia viene eliminata e i token firmati con essa non sono più accettati. Le applicazioni che tengono in cache il JWKS devono recuperarlo di nuovo.',
      rotated: 'Le chiavi di firma sono state ruotate.',
      delete_description:
        'I token firmati con questa chiave non possono più essere verificati. Le applicazioni potrebbero dover far accedere di nuovo i loro utenti.',
    },
    cookie_keys: {
      title: 'Chiavi dei cookie',
      description: 'Firmano i cookie delle sessioni di accesso e delle interazioni.',
      rotate_title: 'Ruotare le chiavi dei cookie?',
      rotate_description:
        'Da ora una nuova chiave firma i cookie. La chiave attuale diventa quella precedente e continua a verificare i cookie esistenti; una chiave precedente più vecchia viene eliminata e le sessioni firmate con essa terminano.',
      rotated: 'Le chiavi dei cookie sono state ruotate.',
      delete_description: 'Le sessioni e gli accessi in corso che usano questa chiave terminano, e gli utenti devono accedere di nuovo.',
    },
  },
};
