import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesFr: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: "Entrées du journal d'audit",
      column_event: 'Événement',
      column_user: 'Utilisateur',
      column_application: 'Application',
      column_result: 'Résultat',
      column_time: 'Heure',
      event_filter: 'Filtrer par événement',
      all_events: 'Tous les événements',
      application_filter: 'Filtrer par application',
      all_applications: 'Toutes les applications',
      empty_title: 'Aucun journal pour le moment',
      empty_description:
        'Les connexions, inscriptions et demandes de jetons apparaissent ici au fur et à mesure.',
      no_results: 'Aucun journal ne correspond à ces filtres.',
      none: 'Aucun',
    },
    export: {
      button: 'Exporter en CSV',
      done: '{{count}} journaux exportés.',
      truncated:
        'Les {{count}} journaux les plus récents ont été exportés : affinez les filtres pour exporter le reste.',
      failed: "L'export a échoué. Veuillez réessayer.",
      column_id: 'ID du journal',
    },
    result: {
      Success: 'Réussi',
      Error: 'Échoué',
    },
    details: {
      log_key: 'Clé du journal',
      ip: 'Adresse IP',
      user_agent: 'Agent utilisateur',
      error: 'Erreur',
      payload: 'Charge utile',
      copy_payload: 'Copier la charge utile',
      copied: 'Copié',
      not_found: "Ce journal n'existe pas.",
    },
    event_step: '{{event}} : {{step}}',
    events: {
      SignIn: 'Connexion',
      Register: 'Inscription',
      ForgotPassword: 'Réinitialisation du mot de passe',
    },
    steps: {
      create: 'démarrée',
      submit: 'terminée',
      identifier: 'identifiant envoyé',
      profile: 'profil mis à jour',
      password: 'mot de passe vérifié',
      email_code_sent: 'code e-mail envoyé',
      email_code: 'code e-mail vérifié',
      sms_code_sent: 'code SMS envoyé',
      sms_code: 'code SMS vérifié',
      social: 'compte social vérifié',
      enterprise_sso: 'SSO entreprise vérifié',
      totp: "code de l'application d'authentification vérifié",
      backup_code: 'code de secours vérifié',
      webauthn: 'clé d’accès vérifiée',
      new_password: 'nouveau mot de passe défini',
    },
    exchange: {
      AuthorizationCode: "Jetons émis pour un code d'autorisation",
      ClientCredentials: 'Jeton émis avec les identifiants client',
      RefreshToken: 'Jetons actualisés',
      TokenExchange: 'Jeton échangé',
    },
  },
};
