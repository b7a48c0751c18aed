import type { ConsolePhrases } from '../../types.js';

export const organizationPhrasesFr: Pick<
  ConsolePhrases,
  'organization_template' | 'organizations'
> = {
  organization_template: {
    roles: {
      table_label: 'Rôles d’organisation',
      column_name: 'Rôle',
      column_type: 'Type de rôle',
      column_permissions: 'Autorisations',
      more_permissions: '+{{count}}',
      create: 'Créer un rôle d’organisation',
      name: 'Nom du rôle',
      name_placeholder: 'administrateur',
      description: 'Description',
      description_placeholder: 'Gère l’organisation et ses membres',
      type_legend: 'Type de rôle',
      empty_title: 'Aucun rôle d’organisation pour l’instant',
      empty_description:
        'Les rôles d’organisation regroupent les autorisations que membres et applications obtiennent dans chaque organisation.',
      role_id: 'ID du rôle',
      delete: 'Supprimer le rôle',
      delete_confirm:
        'Membres et applications perdent ce rôle dans toutes les organisations. Cette action est irréversible.',
      not_found: 'Ce rôle d’organisation n’existe pas ou a été supprimé.',
    },
    role_permissions: {
      table_label: 'Autorisations du rôle d’organisation',
      column_permission: 'Autorisation',
      column_kind: 'Genre',
      organization_kind: 'Autorisation d’organisation',
      resource_kind: 'Autorisation d’API · {{resource}}',
      assign: 'Attribuer des autorisations',
      assign_title: 'Attribuer des autorisations',
      assign_description:
        'Choisissez des autorisations d’organisation et des autorisations de vos ressources d’API.',
      organization_scopes: 'Autorisations d’organisation',
      resource_scopes: 'Autorisations d’API',
      no_organization_scopes: 'Il ne reste aucune autorisation d’organisation à attribuer.',
      assigned: 'Autorisations attribuées.',
      empty_title: 'Aucune autorisation pour l’instant',
      empty_description: 'Attribuez des autorisations d’organisation ou d’API à ce rôle.',
      remove: 'Retirer l’autorisation',
      remove_confirm:
        'Les détenteurs du rôle perdent « {{name}} » dans les jetons émis à partir de maintenant.',
      removed: 'Autorisation retirée.',
    },
    general: {
      title: 'Général',
      description: 'Le nom et la description du rôle d’organisation.',
      type_note:
        'Le type ne peut changer que tant qu’aucun membre, aucune app, aucune règle juste-à-temps ni aucune invitation en attente ne donne ce rôle.',
      delete_description:
        'Supprimez le rôle ; membres et applications perdent ses autorisations dans toutes les organisations.',
    },
    permissions: {
      table_label: 'Autorisations d’organisation',
      create: 'Créer une autorisation d’organisation',
      edit_title: 'Modifier l’autorisation d’organisation',
      delete_title: 'Supprimer l’autorisation d’organisation',
      name: 'Nom de l’autorisation',
      description: 'Description',
      description_placeholder: 'Lire les membres de l’organisation',
      empty_title: 'Aucune autorisation d’organisation pour l’instant',
      empty_description:
        'Les autorisations d’organisation sont ce que les rôles d’organisation accordent au sein d’une organisation.',
      created: 'Autorisation « {{name}} » créée.',
      delete_confirm:
        'Les rôles qui détiennent « {{name}} » la perdent, et les jetons d’organisation ne la portent plus.',
    },
  },
  organizations: {
    list: {
      table_label: 'Organisations',
      column_name: 'Organisation',
      column_id: 'ID de l’organisation',
      column_members: 'Membres',
      empty_title: 'Aucune organisation pour l’instant',
      empty_description:
        'Une organisation regroupe des utilisateurs et des applications, par exemple l’un de vos clients professionnels.',
    },
    create: {
      name: 'Nom de l’organisation',
      name_placeholder: 'Exemple SARL',
      description: 'Description',
      description_placeholder: 'Notre client Exemple et son personnel',
    },
    details: {
      organization_id: 'ID de l’organisation',
      delete: 'Supprimer l’organisation',
      delete_confirm:
        'Membres et applications quittent l’organisation et y perdent leurs rôles. Cette action est irréversible.',
      not_found: 'Cette organisation n’existe pas ou a été supprimée.',
      mfa_tag: 'MFA obligatoire',
    },
    settings: {
      general_title: 'Général',
      general_description: 'Le nom et la description de l’organisation.',
      custom_data: 'Données personnalisées',
      custom_data_description: 'Un objet JSON pour vos propres données sur l’organisation.',
      mfa_title: 'Authentification multifacteur',
      mfa_toggle: 'Exiger la MFA',
      mfa_description:
        'Les membres doivent avoir configuré un second facteur pour obtenir des jetons d’organisation.',
      jit_title: 'Provisionnement juste-à-temps',
      jit_description:
        'Les utilisateurs qui s’inscrivent ou se connectent avec une adresse e-mail de ces domaines rejoignent l’organisation avec les rôles par défaut.',
      jit_email_domains: 'Domaines de messagerie',
      jit_email_domain: 'Domaine de messagerie',
      jit_email_domains_description: 'Par exemple example.com, sans @.',
      jit_email_domain_invalid: 'Saisissez un nom de domaine comme example.com.',
      jit_roles: 'Rôles d’organisation par défaut',
      jit_roles_description:
        'Les rôles que reçoivent les utilisateurs qui rejoignent juste-à-temps.',
      delete_description: 'Supprimez l’organisation ; membres et applications la quittent.',
    },
    roles_picker: {
      label: 'Rôles d’organisation',
      none: 'Il n’existe encore aucun rôle d’organisation de ce type. Créez-en dans le modèle d’organisation.',
    },
    members: {
      table_label: 'Membres',
      column_user: 'Utilisateur',
      column_roles: 'Rôles d’organisation',
      no_roles: 'Aucun rôle',
      add: 'Ajouter des membres',
      add_title: 'Ajouter des membres',
      add_description: 'Les utilisateurs rejoignent l’organisation avec les rôles choisis ci-dessous.',
      added: 'Membres ajoutés.',
      none_available: 'Il ne reste aucun utilisateur à ajouter.',
      unavailable: 'La recherche d’utilisateurs n’est pas encore disponible sur ce serveur.',
      empty_title: 'Aucun membre pour l’instant',
      empty_description:
        'Ajoutez des utilisateurs à l’organisation, ou laissez-les la rejoindre par un domaine de messagerie.',
      edit_roles: 'Modifier les rôles',
      edit_roles_title: 'Rôles de {{name}}',
      edit_roles_description:
        'Le membre obtient les autorisations de ces rôles dans cette organisation.',
      roles_saved: 'Rôles enregistrés.',
      remove: 'Retirer le membre',
      remove_confirm: '{{name}} quitte l’organisation et y perd ses rôles.',
      removed: 'Membre retiré.',
    },
    apps: {
      table_label: 'Applications machine à machine',
      column_app: 'Application',
      add: 'Ajouter des applications',
      add_title: 'Ajouter des applications machine à machine',
      add_description:
        'Les applications rejoignent l’organisation ; attribuez-leur des rôles ensuite.',
      added: 'Applications ajoutées.',
      none_available: 'Il ne reste aucune application machine à machine à ajouter.',
      empty_title: 'Aucune application pour l’instant',
      empty_description:
        'Ajoutez des applications machine à machine pour qu’elles puissent obtenir des jetons d’organisation.',
      edit_roles_description:
        'L’application obtient les autorisations de ces rôles dans cette organisation.',
      remove: 'Retirer l’application',
      remove_confirm: '{{name}} quitte l’organisation et y perd ses rôles.',
      removed: 'Application retirée.',
    },
    invitations: {
      title: 'Invitations',
      description:
        'Les personnes invitées par e-mail rejoignent l’organisation avec les rôles de leur invitation lorsqu’elles l’acceptent.',
      column_status: 'Statut',
      column_expires: 'Expire le',
      statuses: {
        Pending: 'En attente',
        Accepted: 'Acceptée',
        Expired: 'Expirée',
        Revoked: 'Révoquée',
      },
      empty: 'Aucune invitation pour l’instant.',
      unavailable: 'Les invitations ne sont pas encore disponibles sur ce serveur.',
      invite: 'Inviter un membre',
      invite_title: 'Inviter un membre',
      invite_description:
        'La personne rejoint l’organisation lorsqu’elle accepte l’invitation avec cette adresse e-mail.',
      invitee: 'Adresse e-mail',
      expires_in: 'Expire après (jours)',
      expires_in_description: 'De {{min}} à {{max}} jours.',
      expires_in_invalid: 'Saisissez un nombre entier de jours de {{min}} à {{max}}.',
      send_email: 'Envoyer l’e-mail d’invitation',
      send_email_description: 'Envoyé par votre connecteur de messagerie.',
      link: 'Lien dans l’e-mail',
      link_description:
        'Facultatif : la page de votre application qui lance sa connexion. Le lien reçoit organization_invitation_id, que l’application transmet dans sa demande d’autorisation. Sans lien, l’e-mail contient l’ID de l’invitation.',
      created: 'Invitation pour {{email}} créée.',
      resend: 'Renvoyer l’e-mail d’invitation',
      resent: 'E-mail d’invitation envoyé.',
      revoke: 'Révoquer l’invitation',
      revoke_confirm: 'L’invitation pour {{email}} ne pourra plus être acceptée.',
      revoked: 'Invitation révoquée.',
      delete: 'Supprimer l’invitation',
      delete_confirm: 'L’invitation pour {{email}} est supprimée définitivement.',
      deleted: 'Invitation supprimée.',
    },
    user_tab: {
      table_label: 'Organisations de l’utilisateur',
      column_organization: 'Organisation',
      column_roles: 'Rôles d’organisation',
      empty_title: 'Aucune organisation pour l’instant',
      empty_description:
        'Les organisations auxquelles appartient cet utilisateur sont listées ici.',
    },
  },
};
