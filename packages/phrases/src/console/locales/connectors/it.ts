import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesIt: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Connettore email',
      Sms: 'Connettore SMS',
      Social: 'Connettore social',
    },
    passwordless: {
      email_description:
        'Invia codici di verifica via email per accesso, registrazione e reimpostazione della password.',
      sms_description:
        'Invia codici di verifica tramite SMS per accesso, registrazione e reimpostazione della password.',
      not_set_up: 'Non ancora configurato.',
      set_up_email: 'Configura il connettore email',
      set_up_sms: 'Configura il connettore SMS',
    },
    social: {
      column_connectors: 'Connettori',
      column_status: 'Esperienza di accesso',
      demo: 'Dimostrativo',
      in_use: 'Offerto',
      not_in_use: 'Non offerto',
      platforms: { Universal: 'Qualsiasi piattaforma', Web: 'App web', Native: 'App native' },
      table_label: 'Connettori social',
      column_name: 'Nome',
      column_target: 'Provider di identità',
      empty_title: 'Nessun connettore social',
      empty_description:
        'Aggiungi un connettore social per consentire agli utenti di accedere con un account che hanno già.',
      add: 'Aggiungi connettore social',
    },
    social_guide: {
      callback_title: 'URL di callback',
      callback_description: 'Registra esattamente questo URL come URL di reindirizzamento (callback) dell\'app che crei presso il provider.',
      callback_label: 'URL di callback',
    },
    social_display: {
      title: 'Pulsante di accesso',
      description: 'Come appare il pulsante nella pagina di accesso. Lascia un campo vuoto per usare il nome o il logo del provider.',
      name_in: 'Nome ({{language}})',
      other_languages: 'Nome in altre lingue',
      logo: 'URL del logo',
      logo_dark: 'URL del logo per la modalità scura',
      sync_profile: 'Aggiorna il profilo a ogni accesso',
      sync_profile_description: 'Se attivo, nome, avatar ed email del provider sostituiscono il profilo dell\'utente a ogni accesso. Se disattivo, vengono copiati solo alla creazione dell\'account.',
    },
    create: {
      description_social: 'Scegli il provider di identità con cui accedono i tuoi utenti. Compilerai le sue impostazioni nella pagina successiva.',
      demo_hint: 'Funziona senza credenziali, per fare prove. Non per la produzione.',
      title_email: 'Scegli un provider email',
      title_sms: 'Scegli un provider SMS',
      title_social: 'Scegli un provider social',
      description:
        'Scegli il servizio che invia i messaggi. Compilerai le sue impostazioni nella pagina successiva.',
      providers_label: 'Provider',
      no_factories_title: 'Nessun provider disponibile',
      no_factories_description: 'Questo server non offre connettori di questo tipo.',
      already_set_up:
        'È già configurato un connettore di questo tipo. Eliminalo prima di aggiungerne un altro.',
      open_existing: 'Apri il connettore attuale',
    },
    guide: {
      title: 'Configura {{name}}',
      not_found: 'Questo provider non esiste.',
      save: 'Salva e termina',
      created: 'Il connettore "{{name}}" è stato creato.',
    },
    config: {
      description_social: 'Le credenziali dell\'app registrata presso il provider e dove raggiungerlo.',
      field_labels: {
        clientId: 'ID client',
        clientSecret: 'Segreto client',
        scope: 'Ambito (scope)',
        authorizationEndpoint: 'Endpoint di autorizzazione',
        tokenEndpoint: 'Endpoint del token',
        userInfoEndpoint: 'Endpoint informazioni utente',
        issuer: 'Emittente (issuer)',
        accountSid: 'SID dell’account',
        apiKey: 'Chiave API',
        authToken: 'Token di autenticazione',
        baseUrl: 'URL di base dell’API',
        endpoint: 'Punto di accesso',
        from: 'Mittente',
        headers: 'Intestazioni',
        host: 'Nome host',
        password: 'Password',
        port: 'Porta',
        username: 'Nome utente',
        templates: 'Modelli',
        senderName: 'Nome del mittente',
        companyInformation: 'Informazioni sull’azienda',
        fromEmail: 'Email del mittente',
        signingSecret: 'Segreto di firma',
        tlsMode: 'Modalità TLS',
      },
      field_descriptions: {
        templates:
          'Una voce per tipo di utilizzo (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, locale facoltativo, subject (email), content con {{variable}}, contentType facoltativo.',
        senderName: 'Mostrato come mittente; nessun URL.',
        companyInformation: 'Aggiunto a ogni email; nessun URL.',
        signingSecret:
          'Almeno 16 caratteri; ogni richiesta contiene l’HMAC-SHA256 del suo corpo nell’intestazione {{header}}.',
        headers: 'Intestazioni aggiuntive della richiesta, come oggetto JSON di stringhe.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 o MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Nessuno' },
      },
      title: 'Impostazioni',
      description: 'Ciò che serve al provider per inviare messaggi per conto tuo.',
      secret_hint: 'Salvato cifrato e mostrato mascherato. Digita un nuovo valore per sostituirlo.',
      invalid_number: 'Inserisci un numero.',
      select_placeholder: 'Seleziona un’opzione',
      url_in_sender_name: 'Nel nome del mittente non sono consentiti URL.',
      url_in_company_information: 'Nelle informazioni aziendali non sono consentiti URL.',
    },
    test: {
      title: 'Invia un messaggio di prova',
      description_email:
        'Verifica le impostazioni inviando un’email di prova con un codice di esempio. Non viene salvato nulla.',
      description_sms:
        'Verifica le impostazioni inviando un SMS di prova con un codice di esempio. Non viene salvato nulla.',
      email_label: 'Indirizzo email del destinatario',
      phone_label: 'Numero di telefono del destinatario',
      send: 'Invia messaggio di prova',
      sent: 'Messaggio di prova inviato a {{to}}.',
      invalid_email: 'Inserisci un indirizzo email valido.',
      invalid_phone:
        'Inserisci un numero di telefono in formato internazionale, ad esempio +14155550100.',
    },
    templates: {
      title: 'Modelli di messaggio',
      description:
        'Il testo dei messaggi, per ogni scopo e lingua. {{variable}} viene sostituito dal codice di verifica.',
      usage_type: 'Scopo',
      language: 'Lingua',
      any_language: 'Tutte le altre lingue',
      subject: 'Oggetto',
      content: 'Contenuto',
      content_type: 'Formato',
      content_types: {
        text_plain: 'Testo semplice',
        text_html: 'Formattato (HTML)',
      },
      code_required: 'Il contenuto deve contenere {{variable}}.',
      not_set: 'Nessun modello per questo scopo e questa lingua. Compilalo per aggiungerne uno.',
      remove: 'Rimuovi questo modello',
      required: 'Aggiungi almeno un modello.',
      usage_types: {
        SignIn: 'Accesso',
        Register: 'Registrazione',
        ForgotPassword: 'Reimpostazione della password',
        OrganizationInvitation: 'Invito a un’organizzazione',
        Generic: 'Messaggio generico e prove',
        UserPermissionValidation: 'Verifica dell’identità',
        BindNewIdentifier: 'Collegamento di una nuova email o telefono',
        MfaVerification: 'Verifica a più fattori',
      },
    },
    details: {
      delete_description_social: 'Gli utenti non potranno più accedere con questo provider e i loro account perderanno il collegamento.',
      delete_confirm_social: 'Gli utenti non potranno più accedere con questo provider tramite questo connettore.',
      delete_confirm_in_use: 'L\'esperienza di accesso offre {{target}}. Una volta eliminato questo connettore, gli utenti che accedevano con esso non potranno più farlo in questo modo.',
      not_found: 'Questo connettore non esiste.',
      connector_id: 'ID del connettore',
      delete: 'Elimina connettore',
      delete_description:
        'Gli utenti non ricevono più messaggi tramite questo connettore. I metodi di accesso che lo richiedono smettono di funzionare.',
      delete_confirm:
        'Accesso, registrazione e reimpostazione della password che richiedono questo connettore smettono di funzionare finché non ne configuri un altro.',
    },
  },
};
