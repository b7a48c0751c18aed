import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesIt: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Numero di telefono',
    invalid: 'Inserisci un valore valido: {{types}}.',
    separator: ' / ',
    or: ' o ',
  },
  sign_in_method: {
    with_code: 'Accedi invece con un codice di verifica',
    with_password: 'Accedi invece con una password',
    forgot_password: 'Password dimenticata?',
    send_code: 'Invia codice',
  },
  verification_code: {
    title: 'Inserisci il codice di verifica',
    sent_to: 'Abbiamo inviato un codice di 6 cifre a {{target}}.',
    group_label: 'Codice di verifica',
    digit_label: 'Cifra {{position}} di {{total}}',
    resend: 'Invia un nuovo codice',
    resend_in: 'Potrai chiedere un nuovo codice tra {{seconds}} s.',
    resent: 'Un nuovo codice è in arrivo.',
    incomplete: 'Inserisci tutte le 6 cifre.',
    error: {
      mismatch: 'Il codice non è corretto. Controllalo e riprova.',
      expired: 'Questo codice è scaduto. Chiedine uno nuovo.',
      too_many_attempts: 'Troppi codici errati. Chiedine uno nuovo.',
      not_found: 'Questo codice non è più valido. Chiedine uno nuovo.',
    },
  },
  forgot_password: {
    title: 'Reimposta la password',
    description:
      "Inserisci l'email o il numero di telefono del tuo account e ti invieremo un codice.",
    new_password_title: 'Imposta una nuova password',
    new_password_description: 'Scegli una nuova password per il tuo account.',
    new_password: 'Nuova password',
    submit: 'Reimposta password',
    success: 'La password è stata reimpostata. Accedi con la nuova password.',
    back_to_sign_in: "Torna all'accesso",
  },
  password_rules: {
    heading: 'La password deve:',
    length: 'avere da {{min}} a {{max}} caratteri',
    character_types:
      'combinare almeno {{min}} tra: lettere minuscole, lettere maiuscole, cifre e simboli',
    pwned: 'non comparire in violazioni di dati note',
    repetition_and_sequence: 'evitare caratteri ripetuti e sequenze facili',
    user_info: 'non contenere il tuo nome, nome utente o email',
    words: 'non contenere parole non consentite da questo servizio',
  },
  terms: {
    automatic:
      'Continuando, accetti i <terms>Termini di utilizzo</terms> e l’<privacy>Informativa sulla privacy</privacy>.',
    automatic_terms: 'Continuando, accetti i <terms>Termini di utilizzo</terms>.',
    automatic_privacy: 'Continuando, accetti l’<privacy>Informativa sulla privacy</privacy>.',
    manual:
      'Accetto i <terms>Termini di utilizzo</terms> e l’<privacy>Informativa sulla privacy</privacy>.',
    manual_terms: 'Accetto i <terms>Termini di utilizzo</terms>.',
    manual_privacy: 'Accetto l’<privacy>Informativa sulla privacy</privacy>.',
    dialog_title: 'Termini e privacy',
    dialog_description: 'Per continuare, accetta i termini qui sotto.',
    agree_and_continue: 'Accetta e continua',
    cancel: 'Annulla',
  },
  preview: {
    waiting: 'In attesa delle impostazioni da visualizzare in anteprima…',
  },
};
