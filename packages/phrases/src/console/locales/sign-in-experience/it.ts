import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesIt: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Nome utente',
      email: 'Indirizzo email',
      phone: 'Numero di telefono',
    },
    branding: {
      color_title: 'Colore del marchio',
      color_description: "Il colore di pulsanti e link nell'app di accesso.",
      primary_color: 'Colore principale',
      pick_color: 'Scegli {{label}}',
      invalid_color: 'Inserisci un colore esadecimale come #6139F6 (3 o 6 cifre).',
      dark_mode: 'Offri un tema scuro',
      dark_mode_description:
        "L'app di accesso segue il tema del dispositivo, con colore e loghi propri per il tema scuro.",
      dark_primary_color: 'Colore principale nel tema scuro',
      use_derived: 'Usa {{color}}, ricavato dal colore principale',
      logo_title: 'Logo e favicon',
      logo_description:
        "Carica un'immagine o inserisci il suo URL. Lascia vuoto un campo per non mostrare nulla.",
      logoUrl: 'Immagine del logo',
      darkLogoUrl: 'Immagine del logo nel tema scuro',
      favicon: 'Favicon (icona della scheda)',
      darkFavicon: 'Favicon nel tema scuro',
      css_title: 'CSS personalizzato',
      css_description:
        "Stili aggiunti dopo quelli dell'app di accesso, per ciò che le impostazioni non coprono.",
      custom_css: 'Foglio di stile',
    },
    uploader: {
      upload: 'Carica immagine',
      uploading: 'Caricamento…',
      upload_label: 'Carica {{label}}',
      hint: '{{extensions}}, fino a {{limit}}.',
      error_file_count: 'Scegli un solo file.',
      error_file_type: 'Questo tipo di file non è supportato. Usa uno di questi: {{extensions}}.',
      error_file_size: 'Il file è troppo grande. Il limite è {{limit}}.',
      error_upload: 'Caricamento non riuscito. Riprova.',
    },
    sign_in_mode: {
      title: 'Modalità di accesso',
      description:
        'Se l’app di accesso permette di accedere, di creare un account o entrambe le cose.',
      legend: 'L’app di accesso offre',
      modes: {
        SignIn: {
          title: 'Solo accesso',
          description:
            'Nessun nuovo account: gli utenti sono aggiunti dagli amministratori o importati.',
        },
        Register: {
          title: 'Solo creazione di account',
          description: 'L’app si apre sulla registrazione e non fa accedere nessuno.',
        },
        SignInAndRegister: {
          title: 'Accesso e creazione di account',
          description: 'Gli utenti esistenti accedono; i nuovi creano un account.',
        },
      },
    },
    sign_up: {
      title: 'Registrazione',
      description: 'Cosa inseriscono i nuovi utenti per creare un account.',
      identifiers: 'Identificatori di registrazione',
      authentication: 'Autenticazione',
      authentication_description:
        'Un nome utente richiede sempre una password; un indirizzo email o un numero di telefono viene sempre verificato con un codice.',
      authentication_required: 'Scegli almeno un modo di autenticazione.',
      password: 'Crea una password',
      verify: 'Verifica con un codice',
    },
    sign_in: {
      title: 'Metodi di accesso',
      description: "Come accedono gli utenti, nell'ordine in cui l'app di accesso li propone.",
      password: 'Password',
      verification_code: 'Codice di verifica',
      password_first: 'Prima la password',
      add: 'Aggiungi {{name}}',
      remove: 'Rimuovi {{name}}',
      move_up: 'Sposta su {{name}}',
      move_down: 'Sposta giù {{name}}',
      method_required: 'Scegli una password, un codice di verifica o entrambi.',
      methods_required: 'È necessario almeno un metodo di accesso.',
      missing_method:
        '{{identifier}} si usa per la registrazione, quindi deve essere anche un metodo di accesso.',
    },
    connectors: {
      email_missing:
        'La registrazione o l’accesso via email richiede un connettore email, e non ne è configurato nessuno.',
      sms_missing:
        'La registrazione o l’accesso via telefono richiede un connettore SMS, e non ne è configurato nessuno.',
      set_up_email: 'Configura un connettore email',
      set_up_sms: 'Configura un connettore SMS',
    },
    social: {
      missing: 'Non resta alcun connettore di questo provider. Deselezionalo per salvare.',
      title: 'Accesso social',
      description: 'I provider offerti come pulsanti nella pagina di accesso, nell\'ordine in cui li scegli.',
      empty: 'Nessun connettore social è ancora configurato.',
      manage: 'Gestisci i connettori social',
    },
    content: {
      terms_title: 'Termini e privacy',
      terms_description:
        "Link mostrati nell'app di accesso. Lasciali vuoti per non mostrarne nessuno.",
      termsOfUseUrl: "URL dei termini d'uso",
      privacyPolicyUrl: "URL dell'informativa sulla privacy",
      agree_to_terms: 'Accettazione dei termini',
      agree_to_terms_description:
        "Quando gli utenti devono confermare di accettare i termini e l'informativa sulla privacy.",
      agree_policies: {
        Automatic: 'Accettati proseguendo (nessuna casella)',
        ManualRegistrationOnly: "Una casella alla creazione dell'account",
        Manual: "Una casella all'accesso e alla creazione dell'account",
      },
      language_title: 'Lingue',
      language_description: "In quale lingua parla l'app di accesso.",
      auto_detect: 'Rileva la lingua',
      auto_detect_description: "Usa la lingua del browser quando l'app di accesso la prevede.",
      fallback_language: 'Lingua predefinita',
      invalid_language: 'Scegli una lingua supportata.',
    },
    custom_content: {
      title: 'Contenuto personalizzato',
      description:
        'Il tuo testo sotto una pagina dell’app di accesso, come un aiuto o un avviso. Una riga vuota inizia un paragrafo; **grassetto**, _corsivo_ e [link](https://…) vengono formattati, e l’HTML è mostrato così com’è.',
      length: '{{used}} di {{limit}} caratteri',
      pages: {
        sign_in: 'Pagina di accesso',
        register: 'Pagina di creazione account',
        forgot_password: 'Pagina password dimenticata',
        consent: 'Pagina di consenso',
      },
    },
    phrases: {
      title: 'Testi personalizzati',
      description:
        "Sostituisci i testi dell'app di accesso, una lingua alla volta. Un campo vuoto mantiene il testo integrato.",
      language: 'Lingua',
      search: 'Filtra i testi',
      key: 'Chiave',
      built_in: 'Testo integrato',
      override: 'Il tuo testo',
      override_of: 'Il tuo testo per {{key}}',
      save: 'Salva i testi',
      saved: 'Testi personalizzati salvati.',
      delete: 'Elimina tutti i testi personalizzati di questa lingua',
      delete_title: 'Eliminare i testi personalizzati?',
      delete_description:
        "Tutti i tuoi testi per {{language}} vengono rimossi e l'app di accesso torna a mostrare i testi integrati.",
      deleted: 'Testi personalizzati eliminati.',
    },
    password_policy: {
      requirements_title: 'Requisiti della password',
      requirements_description: 'Cosa deve avere ogni nuova password.',
      length_min: 'Lunghezza minima',
      length_max: 'Lunghezza massima',
      characterTypes_min: 'Tipi di caratteri richiesti (minuscole, maiuscole, cifre, simboli)',
      min_over_max: 'La lunghezza minima non può superare quella massima.',
      rejects_title: 'Password rifiutate',
      rejects_description: 'Le password facili da indovinare vengono rifiutate.',
      pwned: 'Rifiuta le password compromesse',
      pwned_description: 'Password trovate in violazioni di dati note.',
      repetition: 'Rifiuta caratteri ripetuti e sequenze',
      repetition_description: 'Come «aaaa», «1234» o «qwerty».',
      user_info: 'Rifiuta i dati personali',
      user_info_description: "Nome, nome utente, indirizzo email o numero di telefono dell'utente.",
      words: 'Parole vietate',
      words_description:
        'Una parola per riga; le password che ne contengono una vengono rifiutate.',
    },
    diff: {
      title: 'Cambiare il modo in cui gli utenti accedono?',
      description:
        'Dopo il salvataggio gli utenti si registreranno e accederanno in modo diverso. Controlla la modifica:',
      setting: 'Impostazione',
      before: 'Prima',
      after: 'Dopo',
      sign_in_mode: 'Modalità di accesso',
      sign_up: 'Registrazione',
      sign_in: 'Metodi di accesso',
      none: 'Nessuno',
    },
    preview: {
      title: 'Anteprima dal vivo',
      frame_title: 'Anteprima della pagina di accesso',
      platform: 'Dispositivo',
      web: 'Vista web',
      mobile: 'Vista mobile',
      mode: 'Tema',
      light: 'Chiaro',
      dark: 'Scuro',
      language: "Lingua dell'anteprima",
      unsaved_phrases: 'Mostra i tuoi testi personalizzati non salvati.',
    },
  },
};
