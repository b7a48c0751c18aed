import type { ConsolePhrases } from '../../types.js';

export const organizationPhrasesIt: Pick<
  ConsolePhrases,
  'organization_template' | 'organizations'
> = {
  organization_template: {
    roles: {
      table_label: 'Ruoli dell’organizzazione',
      column_name: 'Ruolo',
      column_type: 'Tipo di ruolo',
      column_permissions: 'Autorizzazioni',
      more_permissions: '+{{count}}',
      create: 'Crea ruolo dell’organizzazione',
      name: 'Nome del ruolo',
      name_placeholder: 'amministratore',
      description: 'Descrizione',
      description_placeholder: 'Gestisce l’organizzazione e i suoi membri',
      type_legend: 'Tipo di ruolo',
      empty_title: 'Ancora nessun ruolo dell’organizzazione',
      empty_description:
        'I ruoli dell’organizzazione raggruppano le autorizzazioni che membri e app ottengono in ogni organizzazione.',
      role_id: 'ID del ruolo',
      delete: 'Elimina ruolo',
      delete_confirm:
        'Membri e app perdono questo ruolo in tutte le organizzazioni. L’operazione è irreversibile.',
      not_found: 'Questo ruolo dell’organizzazione non esiste o è stato eliminato.',
    },
    role_permissions: {
      table_label: 'Autorizzazioni del ruolo dell’organizzazione',
      column_permission: 'Autorizzazione',
      column_kind: 'Genere',
      organization_kind: 'Autorizzazione dell’organizzazione',
      resource_kind: 'Autorizzazione API · {{resource}}',
      assign: 'Assegna autorizzazioni',
      assign_title: 'Assegna autorizzazioni',
      assign_description:
        'Scegli autorizzazioni dell’organizzazione e autorizzazioni delle tue risorse API.',
      organization_scopes: 'Autorizzazioni dell’organizzazione',
      resource_scopes: 'Autorizzazioni API',
      no_organization_scopes: 'Non restano autorizzazioni dell’organizzazione da assegnare.',
      assigned: 'Autorizzazioni assegnate.',
      empty_title: 'Ancora nessuna autorizzazione',
      empty_description:
        'Assegna a questo ruolo autorizzazioni dell’organizzazione o autorizzazioni API.',
      remove: 'Rimuovi autorizzazione',
      remove_confirm: 'Chi ha il ruolo perde «{{name}}» nei token emessi da ora in poi.',
      removed: 'Autorizzazione rimossa.',
    },
    general: {
      title: 'Generale',
      description: 'Il nome e la descrizione del ruolo dell’organizzazione.',
      type_note:
        'Il tipo può cambiare solo finché nessun membro, app, regola just-in-time o invito in attesa assegna questo ruolo.',
      delete_description:
        'Elimina il ruolo; membri e app perdono le sue autorizzazioni in tutte le organizzazioni.',
    },
    permissions: {
      table_label: 'Autorizzazioni dell’organizzazione',
      create: 'Crea autorizzazione dell’organizzazione',
      edit_title: 'Modifica autorizzazione dell’organizzazione',
      delete_title: 'Elimina autorizzazione dell’organizzazione',
      name: 'Nome dell’autorizzazione',
      description: 'Descrizione',
      description_placeholder: 'Leggere i membri dell’organizzazione',
      empty_title: 'Ancora nessuna autorizzazione dell’organizzazione',
      empty_description:
        'Le autorizzazioni dell’organizzazione sono ciò che i ruoli dell’organizzazione concedono al suo interno.',
      created: 'Autorizzazione «{{name}}» creata.',
      delete_confirm:
        'I ruoli con «{{name}}» la perdono e i token dell’organizzazione non la contengono più.',
    },
  },
  organizations: {
    list: {
      table_label: 'Organizzazioni',
      column_name: 'Organizzazione',
      column_id: 'ID dell’organizzazione',
      column_members: 'Membri',
      empty_title: 'Ancora nessuna organizzazione',
      empty_description:
        'Un’organizzazione raggruppa utenti e app, ad esempio uno dei tuoi clienti aziendali.',
    },
    create: {
      name: 'Nome dell’organizzazione',
      name_placeholder: 'Esempio S.r.l.',
      description: 'Descrizione',
      description_placeholder: 'Il nostro cliente Esempio e il suo personale',
    },
    details: {
      organization_id: 'ID dell’organizzazione',
      delete: 'Elimina organizzazione',
      delete_confirm:
        'Membri e app lasciano l’organizzazione e vi perdono i loro ruoli. L’operazione è irreversibile.',
      not_found: 'Questa organizzazione non esiste o è stata eliminata.',
      mfa_tag: 'MFA obbligatoria',
    },
    settings: {
      general_title: 'Generale',
      general_description: 'Il nome e la descrizione dell’organizzazione.',
      custom_data: 'Dati personalizzati',
      custom_data_description: 'Un oggetto JSON per i tuoi dati sull’organizzazione.',
      mfa_title: 'Autenticazione a più fattori',
      mfa_toggle: 'Richiedi la MFA',
      mfa_description:
        'I membri devono aver configurato un secondo fattore per ottenere token dell’organizzazione.',
      jit_title: 'Provisioning just-in-time',
      jit_description:
        'Gli utenti che si registrano o accedono con un’email di questi domini entrano nell’organizzazione con i ruoli predefiniti.',
      jit_email_domains: 'Domini email',
      jit_email_domain: 'Dominio email',
      jit_email_domains_description: 'Ad esempio example.com, senza @.',
      jit_email_domain_invalid: 'Inserisci un nome di dominio come example.com.',
      jit_roles: 'Ruoli predefiniti dell’organizzazione',
      jit_roles_description: 'I ruoli che gli utenti ricevono entrando just-in-time.',
      delete_description: 'Elimina l’organizzazione; membri e app la lasciano.',
    },
    roles_picker: {
      label: 'Ruoli dell’organizzazione',
      none: 'Non ci sono ancora ruoli dell’organizzazione di questo tipo. Creali nel modello di organizzazione.',
    },
    members: {
      table_label: 'Membri',
      column_user: 'Utente',
      column_roles: 'Ruoli dell’organizzazione',
      no_roles: 'Nessun ruolo',
      add: 'Aggiungi membri',
      add_title: 'Aggiungi membri',
      add_description: 'Gli utenti entrano nell’organizzazione con i ruoli scelti qui sotto.',
      added: 'Membri aggiunti.',
      none_available: 'Non restano utenti da aggiungere.',
      unavailable: 'La ricerca degli utenti non è ancora disponibile su questo server.',
      empty_title: 'Ancora nessun membro',
      empty_description:
        'Aggiungi utenti all’organizzazione o lasciali entrare tramite un dominio email.',
      edit_roles: 'Modifica ruoli',
      edit_roles_title: 'Ruoli di {{name}}',
      edit_roles_description:
        'Il membro ottiene le autorizzazioni di questi ruoli in questa organizzazione.',
      roles_saved: 'Ruoli salvati.',
      remove: 'Rimuovi membro',
      remove_confirm: '{{name}} lascia l’organizzazione e vi perde i suoi ruoli.',
      removed: 'Membro rimosso.',
    },
    apps: {
      table_label: 'App machine-to-machine',
      column_app: 'Applicazione',
      add: 'Aggiungi applicazioni',
      add_title: 'Aggiungi app machine-to-machine',
      add_description: 'Le app entrano nell’organizzazione; assegna loro i ruoli in seguito.',
      added: 'Applicazioni aggiunte.',
      none_available: 'Non restano app machine-to-machine da aggiungere.',
      empty_title: 'Ancora nessuna applicazione',
      empty_description:
        'Aggiungi app machine-to-machine perché possano ottenere token dell’organizzazione.',
      edit_roles_description:
        'L’app ottiene le autorizzazioni di questi ruoli in questa organizzazione.',
      remove: 'Rimuovi applicazione',
      remove_confirm: '{{name}} lascia l’organizzazione e vi perde i suoi ruoli.',
      removed: 'Applicazione rimossa.',
    },
    invitations: {
      title: 'Inviti',
      description:
        'Le persone invitate via email entrano nell’organizzazione con i ruoli dell’invito quando lo accettano.',
      column_status: 'Stato',
      column_expires: 'Scade',
      statuses: {
        Pending: 'In attesa',
        Accepted: 'Accettato',
        Expired: 'Scaduto',
        Revoked: 'Revocato',
      },
      empty: 'Ancora nessun invito.',
      unavailable: 'Gli inviti non sono ancora disponibili su questo server.',
      invite: 'Invita membro',
      invite_title: 'Invita un membro',
      invite_description:
        'La persona entra nell’organizzazione quando accetta l’invito con questo indirizzo email.',
      invitee: 'Indirizzo email',
      expires_in: 'Scade dopo (giorni)',
      expires_in_description: 'Da {{min}} a {{max}} giorni.',
      expires_in_invalid: 'Inserisci un numero intero di giorni da {{min}} a {{max}}.',
      send_email: 'Invia l’email di invito',
      send_email_description: 'Inviata tramite il tuo connettore email.',
      link: 'Link nell’email',
      link_description:
        'Facoltativo: la pagina della tua app che avvia l’accesso. Al link viene aggiunto organization_invitation_id, che l’app passa nella sua richiesta di autorizzazione. Senza link, l’email contiene l’ID dell’invito.',
      created: 'Invito per {{email}} creato.',
      resend: 'Invia di nuovo l’email di invito',
      resent: 'Email di invito inviata.',
      revoke: 'Revoca invito',
      revoke_confirm: 'L’invito per {{email}} non potrà più essere accettato.',
      revoked: 'Invito revocato.',
      delete: 'Elimina invito',
      delete_confirm: 'L’invito per {{email}} viene eliminato definitivamente.',
      deleted: 'Invito eliminato.',
    },
    user_tab: {
      table_label: 'Organizzazioni dell’utente',
      column_organization: 'Organizzazione',
      column_roles: 'Ruoli dell’organizzazione',
      empty_title: 'Ancora nessuna organizzazione',
      empty_description: 'Qui sono elencate le organizzazioni a cui appartiene questo utente.',
    },
  },
};
