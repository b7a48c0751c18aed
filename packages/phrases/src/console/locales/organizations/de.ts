import type { ConsolePhrases } from '../../types.js';

export const organizationPhrasesDe: Pick<
  ConsolePhrases,
  'organization_template' | 'organizations'
> = {
  organization_template: {
    roles: {
      table_label: 'Organisationsrollen',
      column_name: 'Rolle',
      column_type: 'Rollentyp',
      column_permissions: 'Berechtigungen',
      more_permissions: '+{{count}}',
      create: 'Organisationsrolle erstellen',
      name: 'Rollenname',
      name_placeholder: 'Verwalter',
      description: 'Beschreibung',
      description_placeholder: 'Verwaltet die Organisation und ihre Mitglieder',
      type_legend: 'Rollentyp',
      empty_title: 'Noch keine Organisationsrollen',
      empty_description:
        'Organisationsrollen bündeln Berechtigungen, die Mitglieder und Apps innerhalb jeder Organisation erhalten.',
      role_id: 'Rollen-ID',
      delete: 'Rolle löschen',
      delete_confirm:
        'Mitglieder und Apps verlieren diese Rolle in jeder Organisation. Das lässt sich nicht rückgängig machen.',
      not_found: 'Diese Organisationsrolle existiert nicht oder wurde gelöscht.',
    },
    role_permissions: {
      table_label: 'Berechtigungen der Organisationsrolle',
      column_permission: 'Berechtigung',
      column_kind: 'Art',
      organization_kind: 'Organisationsberechtigung',
      resource_kind: 'API-Berechtigung · {{resource}}',
      assign: 'Berechtigungen zuweisen',
      assign_title: 'Berechtigungen zuweisen',
      assign_description:
        'Wähle Organisationsberechtigungen und Berechtigungen deiner API-Ressourcen.',
      organization_scopes: 'Organisationsberechtigungen',
      resource_scopes: 'API-Berechtigungen',
      no_organization_scopes: 'Es gibt keine Organisationsberechtigungen mehr zum Zuweisen.',
      assigned: 'Berechtigungen zugewiesen.',
      empty_title: 'Noch keine Berechtigungen',
      empty_description:
        'Weise dieser Rolle Organisationsberechtigungen oder API-Berechtigungen zu.',
      remove: 'Berechtigung entfernen',
      remove_confirm:
        'Inhaber der Rolle verlieren „{{name}}“ in allen ab jetzt ausgestellten Tokens.',
      removed: 'Berechtigung entfernt.',
    },
    general: {
      title: 'Allgemein',
      description: 'Name und Beschreibung der Organisationsrolle.',
      type_note:
        'Der Typ lässt sich nur ändern, solange kein Mitglied, keine App, keine Just-in-time-Regel und keine offene Einladung diese Rolle vergibt.',
      delete_description:
        'Lösche die Rolle; Mitglieder und Apps verlieren ihre Berechtigungen in jeder Organisation.',
    },
    permissions: {
      table_label: 'Organisationsberechtigungen',
      create: 'Organisationsberechtigung erstellen',
      edit_title: 'Organisationsberechtigung bearbeiten',
      delete_title: 'Organisationsberechtigung löschen',
      name: 'Name der Berechtigung',
      description: 'Beschreibung',
      description_placeholder: 'Die Mitglieder der Organisation lesen',
      empty_title: 'Noch keine Organisationsberechtigungen',
      empty_description:
        'Organisationsberechtigungen sind das, was Organisationsrollen innerhalb einer Organisation gewähren.',
      created: 'Berechtigung „{{name}}“ erstellt.',
      delete_confirm:
        'Rollen mit „{{name}}“ verlieren sie, und Organisationstokens enthalten sie nicht mehr.',
    },
  },
  organizations: {
    list: {
      table_label: 'Organisationen',
      column_name: 'Organisation',
      column_id: 'Organisations-ID',
      column_members: 'Mitglieder',
      empty_title: 'Noch keine Organisationen',
      empty_description:
        'Eine Organisation bündelt Benutzer und Apps, etwa einen deiner Geschäftskunden.',
    },
    create: {
      name: 'Name der Organisation',
      name_placeholder: 'Beispiel GmbH',
      description: 'Beschreibung',
      description_placeholder: 'Unser Kunde Beispiel und seine Belegschaft',
    },
    details: {
      organization_id: 'Organisations-ID',
      delete: 'Organisation löschen',
      delete_confirm:
        'Mitglieder und Apps verlassen die Organisation und verlieren ihre Rollen darin. Das lässt sich nicht rückgängig machen.',
      not_found: 'Diese Organisation existiert nicht oder wurde gelöscht.',
      mfa_tag: 'MFA erforderlich',
    },
    settings: {
      general_title: 'Allgemein',
      general_description: 'Name und Beschreibung der Organisation.',
      custom_data: 'Benutzerdefinierte Daten',
      custom_data_description: 'Ein JSON-Objekt für deine eigenen Daten zur Organisation.',
      mfa_title: 'Multi-Faktor-Authentifizierung',
      mfa_toggle: 'MFA verlangen',
      mfa_description:
        'Mitglieder müssen einen zweiten Faktor eingerichtet haben, um Organisationstokens zu erhalten.',
      jit_title: 'Just-in-time-Bereitstellung',
      jit_description:
        'Benutzer, die sich mit einer E-Mail-Adresse dieser Domains registrieren oder anmelden, treten der Organisation mit den Standardrollen bei.',
      jit_email_domains: 'E-Mail-Domains',
      jit_email_domain: 'E-Mail-Domain',
      jit_email_domains_description: 'Etwa example.com, ohne @.',
      jit_email_domain_invalid: 'Gib einen Domainnamen wie example.com ein.',
      jit_roles: 'Standard-Organisationsrollen',
      jit_roles_description: 'Die Rollen, die Benutzer beim Just-in-time-Beitritt erhalten.',
      delete_description: 'Lösche die Organisation; Mitglieder und Apps verlassen sie.',
    },
    roles_picker: {
      label: 'Organisationsrollen',
      none: 'Es gibt noch keine Organisationsrollen dieses Typs. Erstelle sie in der Organisationsvorlage.',
    },
    members: {
      table_label: 'Mitglieder',
      column_user: 'Benutzer',
      column_roles: 'Organisationsrollen',
      no_roles: 'Keine Rollen',
      add: 'Mitglieder hinzufügen',
      add_title: 'Mitglieder hinzufügen',
      add_description: 'Die Benutzer treten der Organisation mit den unten gewählten Rollen bei.',
      added: 'Mitglieder hinzugefügt.',
      none_available: 'Es gibt keine Benutzer mehr zum Hinzufügen.',
      unavailable: 'Die Benutzersuche ist auf diesem Server noch nicht verfügbar.',
      empty_title: 'Noch keine Mitglieder',
      empty_description:
        'Füge der Organisation Benutzer hinzu oder lass sie über eine E-Mail-Domain beitreten.',
      edit_roles: 'Rollen bearbeiten',
      edit_roles_title: 'Rollen von {{name}}',
      edit_roles_description:
        'Das Mitglied erhält in dieser Organisation die Berechtigungen dieser Rollen.',
      roles_saved: 'Rollen gespeichert.',
      remove: 'Mitglied entfernen',
      remove_confirm: '{{name}} verlässt die Organisation und verliert seine Rollen darin.',
      removed: 'Mitglied entfernt.',
    },
    apps: {
      table_label: 'Maschine-zu-Maschine-Apps',
      column_app: 'Anwendung',
      add: 'Anwendungen hinzufügen',
      add_title: 'Maschine-zu-Maschine-Apps hinzufügen',
      add_description: 'Die Apps treten der Organisation bei; gib ihnen danach Rollen.',
      added: 'Anwendungen hinzugefügt.',
      none_available: 'Es gibt keine Maschine-zu-Maschine-Apps mehr zum Hinzufügen.',
      empty_title: 'Noch keine Anwendungen',
      empty_description:
        'Füge Maschine-zu-Maschine-Apps hinzu, damit sie Organisationstokens erhalten können.',
      edit_roles_description:
        'Die App erhält in dieser Organisation die Berechtigungen dieser Rollen.',
      remove: 'Anwendung entfernen',
      remove_confirm: '{{name}} verlässt die Organisation und verliert ihre Rollen darin.',
      removed: 'Anwendung entfernt.',
    },
    invitations: {
      title: 'Einladungen',
      description:
        'Per E-Mail eingeladene Personen treten der Organisation mit den Rollen ihrer Einladung bei, sobald sie sie annehmen.',
      column_status: 'Status',
      column_expires: 'Läuft ab',
      statuses: {
        Pending: 'Ausstehend',
        Accepted: 'Angenommen',
        Expired: 'Abgelaufen',
        Revoked: 'Widerrufen',
      },
      empty: 'Noch keine Einladungen.',
      unavailable: 'Einladungen sind auf diesem Server noch nicht verfügbar.',
      invite: 'Mitglied einladen',
      invite_title: 'Ein Mitglied einladen',
      invite_description:
        'Die Person tritt der Organisation bei, wenn sie die Einladung mit dieser E-Mail-Adresse annimmt.',
      invitee: 'E-Mail-Adresse',
      expires_in: 'Läuft ab nach (Tagen)',
      expires_in_description: 'Von {{min}} bis {{max}} Tagen.',
      expires_in_invalid: 'Gib eine ganze Zahl von Tagen von {{min}} bis {{max}} ein.',
      send_email: 'Einladungs-E-Mail senden',
      send_email_description: 'Wird über deinen E-Mail-Connector gesendet.',
      link: 'Link in der E-Mail',
      link_description:
        'Optional: die Seite deiner App, die ihre Anmeldung startet. Der Link erhält organization_invitation_id, den die App in ihrer Autorisierungsanfrage weitergibt. Ohne Link enthält die E-Mail die Einladungs-ID.',
      created: 'Einladung für {{email}} erstellt.',
      resend: 'Einladungs-E-Mail erneut senden',
      resent: 'Einladungs-E-Mail gesendet.',
      revoke: 'Einladung widerrufen',
      revoke_confirm: 'Die Einladung für {{email}} kann nicht mehr angenommen werden.',
      revoked: 'Einladung widerrufen.',
      delete: 'Einladung löschen',
      delete_confirm: 'Die Einladung für {{email}} wird endgültig gelöscht.',
      deleted: 'Einladung gelöscht.',
    },
    user_tab: {
      table_label: 'Organisationen des Benutzers',
      column_organization: 'Organisation',
      column_roles: 'Organisationsrollen',
      empty_title: 'Noch keine Organisationen',
      empty_description:
        'Hier werden die Organisationen aufgeführt, denen dieser Benutzer angehört.',
    },
  },
};
