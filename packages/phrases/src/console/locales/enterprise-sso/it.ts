import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesIt: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Connettori aziendali',
      column_name: 'Nome del connettore',
      column_provider: 'Provider d\'identità',
      column_domains: 'Domini email',
      no_domains: 'Nessun dominio email',
      empty_title: 'Ancora nessun connettore aziendale',
      empty_description:
        'Collega il provider d\'identità di un cliente aziendale perché le sue persone accedano con i loro account di lavoro.',
    },
    create: {
      provider_legend: 'Provider d\'identità',
      providers_failed: 'Non è stato possibile caricare i provider d\'identità.',
      connector_name: 'Nome del connettore',
      connector_name_placeholder: 'Personale Acme',
      connector_name_description: 'Solo gli amministratori vedono questo nome.',
      provider_required: 'Scegli un provider d\'identità.',
      submit: 'Aggiungi connettore',
    },
    provider_descriptions: {
      OIDC: 'Qualsiasi provider d\'identità che usa OpenID Connect.',
      SAML: 'Qualsiasi provider d\'identità che usa SAML 2.0.',
      AzureAD: 'Microsoft Entra ID (Azure AD) tramite SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) tramite OpenID Connect.',
      GoogleWorkspace: 'Account Google Workspace tramite OpenID Connect.',
      Okta: 'Account aziendali Okta tramite OpenID Connect.',
    },
    details: {
      connector_id: 'ID del connettore',
      delete: 'Elimina connettore',
      delete_confirm:
        'Le persone dei suoi domini email non potranno più accedere tramite esso. Gli account che ha creato restano. L\'operazione non si può annullare.',
      delete_description:
        'Eliminare il connettore interrompe il single sign-on tramite questo provider d\'identità.',
      not_found: 'Questo connettore aziendale non esiste o è stato eliminato.',
    },
    connection: {
      oidc_title: 'Provider OpenID Connect',
      oidc_description:
        'Registra un\'applicazione presso il provider d\'identità, poi inserisci qui ciò che ti fornisce.',
      issuer: 'Emittente',
      issuer_description: 'Il provider pubblica i suoi endpoint sotto questo URL.',
      client_id: 'ID client',
      client_secret: 'Segreto client',
      client_secret_kept: 'Mostrato mascherato. Lascialo così per mantenere il segreto salvato.',
      scope: 'Ambito',
      scope_description: 'Separati da spazi; openid viene sempre richiesto.',
      callback_title: 'URI di reindirizzamento',
      callback_description:
        'Registra esattamente questo URL come URI di reindirizzamento dell\'applicazione presso il provider.',
      callback_url: 'URL di callback',
      discovered_title: 'Endpoint del provider',
      authorization_endpoint: 'Endpoint di autorizzazione',
      token_endpoint: 'Endpoint dei token',
      userinfo_endpoint: 'Endpoint userinfo',
      jwks_uri: 'URL del set di chiavi',
      sp_title: 'Dati del fornitore di servizi',
      sp_description:
        'Forniscili al provider d\'identità quando configuri lì l\'applicazione SAML.',
      sp_entity_id: 'ID dell\'entità (audience)',
      acs_url: 'URL del servizio consumer delle asserzioni',
      sp_metadata: 'Metadati del fornitore di servizi',
      sp_metadata_url: 'URL dei metadati del fornitore di servizi',
      idp_title: 'Dati del provider d\'identità',
      idp_description:
        'Indica dove si trova il provider d\'identità: tramite i suoi metadati o campo per campo.',
      idp_source: 'Modalità di collegamento',
      source_metadata_url: 'URL dei metadati',
      source_metadata_xml: 'XML dei metadati',
      source_manual: 'Inserimento manuale',
      metadata_url: 'URL dei metadati',
      metadata_xml: 'XML dei metadati',
      idp_entity_id: 'ID dell\'entità del provider d\'identità',
      sso_url: 'URL di single sign-on',
      certificate: 'Certificato di firma',
      certificate_description:
        'Testo PEM, oppure carica il file .pem, .cer o .crt fornito dal provider.',
      certificate_upload: 'Carica file del certificato',
      certificate_unreadable:
        'Questo file non contiene alcun certificato. Scegli un file .pem, .cer o .crt.',
      parsed_title: 'Cosa ha letto il server',
      parsed_entity_id: 'ID dell\'entità',
      parsed_sso_url: 'URL di accesso',
      parsed_expires: 'Il certificato scade',
      certificate_valid: 'Certificato valido',
      certificate_invalid: 'Certificato scaduto o non valido',
      parsed_none: 'Ancora nulla di letto: salva prima i dati del provider d\'identità.',
    },
    experience: {
      branding_title: 'Pulsante di accesso',
      branding_description:
        'Come appare il connettore nella pagina di accesso quando l\'utente può sceglierlo.',
      display_name: 'Nome visualizzato',
      display_name_placeholder: 'Acme',
      logo: 'URL del logo',
      dark_logo: 'URL del logo in modalità scura',
      logo_invalid: 'Inserisci un URL https o http.',
      domains_title: 'Domini email',
      domains_description:
        'Gli utenti il cui indirizzo email termina con uno di questi domini accedono tramite questo connettore. Premi Invio dopo ciascuno.',
      domains_label: 'Domini email',
      domain_invalid: '{{domain}} non è un dominio valido.',
      domain_duplicate: '{{domain}} è già nella lista.',
      remove_domain: 'Rimuovi {{domain}}',
      sync_title: 'Profilo utente',
      sync_toggle: 'Sincronizza il profilo a ogni accesso',
      sync_description:
        'Nome, avatar ed email vengono copiati dal provider d\'identità ogni volta; altrimenti solo alla creazione dell\'account.',
      token_storage_toggle: 'Conserva i token del provider di identità',
      token_storage_description:
        'Se attivo, i token di accesso e di aggiornamento di ogni accesso vengono conservati cifrati, così le app dell\'utente possono chiamare il provider tramite l\'API dell\'account.',
    },
    sign_in_experience: {
      title: 'Single sign-on aziendale',
      toggle: 'Offri il single sign-on nella pagina di accesso',
      description:
        'Gli utenti dei domini email dei tuoi connettori aziendali accedono tramite il provider d\'identità della loro azienda.',
    },
  },
};
