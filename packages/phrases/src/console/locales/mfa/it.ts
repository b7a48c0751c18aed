import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesIt: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Fattori',
    factors_description: 'I secondi fattori che gli utenti possono configurare e usare per la verifica.',
    totp_title: 'App di autenticazione (TOTP)',
    totp_description: 'Gli utenti scansionano un codice QR con un’app di autenticazione e digitano il codice di sei cifre che mostra.',
    webauthn_title: 'Passkey o chiave di sicurezza (WebAuthn)',
    webauthn_description: 'Gli utenti si verificano con impronta, volto, PIN del dispositivo o una chiave di sicurezza hardware.',
    backup_code_title: 'Codici di backup',
    backup_code_description: 'Dieci codici monouso per quando gli altri fattori non sono a portata di mano.',
    backup_code_alone: 'I codici di backup fanno solo da riserva a un altro fattore: attiva anche un’app di autenticazione o le passkey.',
    policy_title: 'Criterio',
    policy_description: 'Se gli utenti possono saltare la configurazione di un secondo fattore.',
    policy_legend: 'Criterio di autenticazione a più fattori',
    user_controlled_title: 'Lascia decidere agli utenti',
    user_controlled_description: 'Agli utenti viene proposto un secondo fattore all’accesso e possono saltarlo; chi lo configura lo usa per verificarsi.',
    mandatory_title: 'Obbligatoria per tutti',
    mandatory_description: 'Chi non ha un secondo fattore deve configurarlo al prossimo accesso, e tutti lo usano per verificarsi ogni volta.',
    mandatory_needs_factor: 'Attiva almeno un fattore per rendere obbligatoria l’autenticazione a più fattori.',
    organization_note: 'Anche le organizzazioni possono richiedere l’autenticazione a più fattori ai propri membri, nelle loro impostazioni.',
    pro_tag: 'Pro',
    pro_notice: 'Nel cloud l’autenticazione a più fattori è una funzione del piano Pro: i tenant di produzione hanno bisogno del piano Pro per usarla.',
  },
};
