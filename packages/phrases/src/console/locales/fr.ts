import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesFr } from './applications/fr.js';
import { authorizationPhrasesFr } from './authorization/fr.js';
import { listPhrasesFr } from './lists/fr.js';
import { accountPhrasesFr } from './account/fr.js';
import { signingKeysPhrasesFr } from './signing-keys/fr.js';
import { usersPhrasesFr } from './users/fr.js';
import { organizationPhrasesFr } from './organizations/fr.js';
import { connectorPhrasesFr } from './connectors/fr.js';
import { auditLogPhrasesFr } from './audit-logs/fr.js';
import { dashboardPhrasesFr } from './dashboard/fr.js';
import { getStartedPhrasesFr } from './get-started/fr.js';
import { signInExperiencePhrasesFr } from './sign-in-experience/fr.js';
import { enterpriseSsoPhrasesFr } from './enterprise-sso/fr.js';
import { mfaPhrasesFr } from './mfa/fr.js';
import { tenantPhrasesFr } from './tenants/fr.js';
import { domainPhrasesFr } from './domains/fr.js';
import { subscriptionPhrasesFr } from './subscription/fr.js';
import { billingPhrasesFr } from './billing/fr.js';
import { tenantMemberPhrasesFr } from './tenant-members/fr.js';
import { tenantStatusPhrasesFr } from './tenant-status/fr.js';
import { webhooksPhrasesFr } from './webhooks/fr.js';
import { customJwtPhrasesFr } from './custom-jwt/fr.js';
import { onboardingPhrasesFr } from './onboarding/fr.js';
import { accountDeletionPhrasesFr } from './account-deletion/fr.js';

const fr: ConsolePhrases = {
  general: {
    loading: 'Chargement…',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    got_it: 'Compris',
    close: 'Fermer',
    back_to: 'Retour à {{page}}',
    opens_in_new_tab: '(s’ouvre dans un nouvel onglet)',
    skip_to_content: 'Aller au contenu principal',
  },
  topbar: {
    home: 'Aller à l’accueil de la console',
    console: 'Console d’administration',
    docs: 'Documentation',
    help: 'Obtenir de l’aide',
    version: 'Notes de version de la {{version}}',
    new_version_available: 'Une version plus récente est disponible',
  },
  user_menu: {
    open: 'Ouvrir le menu utilisateur',
    profile: 'Profil',
    language: 'Langue',
    appearance: 'Apparence',
    sign_out: 'Se déconnecter',
  },
  appearance: {
    system: 'Suivre le système',
    light: 'Mode clair',
    dark: 'Mode sombre',
  },
  contact: {
    title: 'Nous contacter',
    description: 'Choisissez le canal qui vous convient le mieux.',
    community_title: 'Discuter avec la communauté',
    community_description: 'Posez vos questions et partagez vos idées avec d’autres développeurs.',
    community_action: 'Rejoindre la discussion',
    issues_title: 'Signaler un problème',
    issues_description: 'Un bug ou une fonctionnalité manquante ? Ouvrez un ticket dans notre dépôt de code.',
    issues_action: 'Ouvrir un ticket',
    email_title: 'Nous écrire un e-mail',
    email_description: 'Écrivez-nous et nous vous répondrons dès que possible.',
    email_action: 'Écrire un e-mail',
    meeting_title: 'Réserver un rendez-vous',
    meeting_description: 'Planifiez un appel avec notre équipe pour parler de votre projet.',
    meeting_action: 'Prendre rendez-vous',
  },
  sidebar: {
    label: 'Navigation de la console',
    sections: {
      overview: 'Vue d’ensemble',
      authentication: 'Authentification',
      authorization: 'Autorisation',
      users: 'Utilisateurs',
      developer: 'Développeur',
      tenant: 'Locataire',
    },
    items: {
      get_started: 'Premiers pas',
      dashboard: 'Tableau de bord',
      applications: 'Applications',
      sign_in_experience: 'Expérience de connexion',
      mfa: 'Authentification multifacteur',
      connectors: 'Connecteurs',
      enterprise_sso: 'SSO d’entreprise',
      api_resources: 'Ressources d’API',
      roles: 'Rôles',
      organization_template: 'Modèle d’organisation',
      organizations: 'Organisations',
      users: 'Gestion des utilisateurs',
      signing_keys: 'Clés de signature',
      customize_jwt: 'JWT personnalisé',
      webhooks: 'Webhooks',
      audit_logs: 'Journaux d’audit',
      tenant_settings: 'Paramètres',
    },
  },
  tabs: {
    label: 'Sections de la page',
    my_applications: 'Mes applications',
    third_party_applications: 'Applications tierces',
    settings: 'Paramètres',
    roles: 'Rôles',
    permissions: 'Autorisations',
    general: 'Général',
    users: 'Utilisateurs',
    members: 'Membres',
    logs: 'Journaux de l’utilisateur',
    organizations: 'Organisations',
    machine_to_machine_apps: 'Applications machine à machine',
    machine_to_machine: 'Machine à machine',
    recent_requests: 'Requêtes récentes',
    connection: 'Connexion',
    experience: 'Expérience',
    branding: 'Image de marque',
    sign_up_and_sign_in: 'Inscription et connexion',
    content: 'Contenu',
    password_policy: 'Politique de mot de passe',
    passwordless: 'E-mail et SMS',
    social: 'Réseaux sociaux',
    organization_roles: 'Rôles d’organisation',
    organization_permissions: 'Autorisations d’organisation',
    domains: 'Domaines',
    subscription: 'Abonnement',
    billing_history: 'Historique de facturation',
  },
  pages: {
    get_started: { title: 'Premiers pas', subtitle: 'Configurez votre plateforme d’identité étape par étape.' },
    dashboard: { title: 'Tableau de bord', subtitle: 'Suivez les connexions, les utilisateurs et l’usage des jetons.' },
    applications: {
      title: 'Applications',
      subtitle: 'Enregistrez les applications qui connectent les utilisateurs via votre locataire.',
    },
    api_resources: {
      title: 'Ressources d’API',
      subtitle: 'Définissez les API que vous protégez et les autorisations qu’elles accordent.',
    },
    sign_in_experience: {
      title: 'Expérience de connexion',
      subtitle: 'Personnalisez l’apparence et le comportement des pages de connexion et d’inscription.',
    },
    mfa: { title: 'Authentification multifacteur', subtitle: 'Ajoutez un second facteur pour protéger les comptes.' },
    connectors: { title: 'Connecteurs', subtitle: 'Connectez des fournisseurs d’e-mail, de SMS et de connexion sociale.' },
    enterprise_sso: {
      title: 'SSO d’entreprise',
      subtitle: 'Permettez aux clients professionnels de se connecter avec le fournisseur d’identité de leur entreprise.',
    },
    webhooks: { title: 'Webhooks', subtitle: 'Recevez les événements de votre locataire sur votre propre point de terminaison.' },
    users: { title: 'Gestion des utilisateurs', subtitle: 'Gérez les utilisateurs de votre locataire.' },
    audit_logs: { title: 'Journaux d’audit', subtitle: 'Consultez ce qui s’est passé dans votre locataire et quand.' },
    roles: { title: 'Rôles', subtitle: 'Regroupez les autorisations en rôles et attribuez-les aux utilisateurs et aux applications.' },
    organization_template: {
      title: 'Modèle d’organisation',
      subtitle: 'Définissez les rôles et autorisations communs à toutes les organisations.',
    },
    organizations: { title: 'Organisations', subtitle: 'Gérez les organisations auxquelles appartiennent vos utilisateurs.' },
    signing_keys: { title: 'Clés de signature', subtitle: 'Gérez les clés qui signent et chiffrent vos jetons.' },
    customize_jwt: { title: 'JWT personnalisé', subtitle: 'Ajoutez des revendications personnalisées aux jetons émis par votre locataire.' },
    tenant_settings: { title: 'Paramètres du locataire', subtitle: 'Gérez votre locataire, ses membres et sa facturation.' },
  },
  details: {
    application: 'Détails de l’application',
    api_resource: 'Détails de la ressource d’API',
    connector: 'Détails du connecteur',
    enterprise_sso: 'Détails du connecteur d’entreprise',
    webhook: 'Détails du webhook',
    webhook_request: 'Détails de la requête',
    user: 'Détails de l’utilisateur',
    role: 'Détails du rôle',
    organization_role: 'Détails du rôle d’organisation',
    organization: 'Détails de l’organisation',
    log: 'Détails du journal',
    customize_jwt: 'Modifier les revendications personnalisées',
  },
  create: {
    application: 'Créer une application',
    api_resource: 'Créer une ressource d’API',
    connector: 'Ajouter un connecteur',
    enterprise_sso: 'Ajouter un connecteur d’entreprise',
    webhook: 'Créer un webhook',
    user: 'Ajouter un utilisateur',
    role: 'Créer un rôle',
    organization: 'Créer une organisation',
  },
  session: {
    callback_title: 'Connexion en cours',
    welcome_title: 'Bienvenue',
    welcome_greeting: 'Bienvenue, {{name}}',
    welcome_greeting_anonymous: 'Bienvenue',
    welcome_description: 'Votre tenant est prêt. Suivez le guide pour connecter votre première application, ou allez directement à la console.',
    welcome_get_started: 'Commencer',
    welcome_open_console: 'Aller à la console',
  },
  errors: {
    something_went_wrong: 'Oups ! Une erreur s’est produite.',
    try_again: 'Réessayer',
    show_details: 'Détails de l’erreur',
    code: 'Code d’erreur',
    message: 'Message d’erreur',
    unknown_server_error: 'Une erreur inconnue s’est produite sur le serveur.',
    invalid_json_format: 'Format JSON non valide.',
    invalid_uri_format: 'Format d’URI non valide.',
    missing_total_number: 'Le serveur n’a pas indiqué le nombre d’éléments de la liste.',
    request_timeout: 'Le serveur n’a pas répondu à temps. Veuillez réessayer.',
    network_error: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    validation: {
      unrecognized_field: 'Ce champ n’est pas reconnu.',
      unrecognized_keys: 'Champs non reconnus : {{keys}}.',
      required: 'Ce champ est obligatoire.',
      invalid_type: 'Une valeur de type {{expected}} est attendue.',
      invalid_option: 'Utilisez l’une de ces valeurs : {{values}}.',
      too_long: 'Utilisez au plus {{max}} caractères.',
      too_short: 'Utilisez au moins {{min}} caractères.',
      too_big: 'Utilisez un nombre inférieur ou égal à {{max}}.',
      too_small: 'Utilisez un nombre supérieur ou égal à {{min}}.',
      too_many_items: 'Utilisez au plus {{max}} éléments.',
      too_few_items: 'Utilisez au moins {{min}} éléments.',
      invalid_email: 'Saisissez une adresse e-mail valide.',
      invalid_url: 'Saisissez une URL valide.',
      invalid_format: 'Le format n’est pas valide.',
      invalid_input: 'La valeur n’est pas valide.',
    },
    http_status: {
      '400': 'La requête est invalide.',
      '401': 'Votre session a expiré. Veuillez vous reconnecter.',
      '403': 'Vous n’avez pas l’autorisation de faire cela.',
      '404': 'L’élément demandé est introuvable.',
      '408': 'Le délai de la requête a expiré.',
      '409': 'Cela entre en conflit avec des données existantes.',
      '413': 'La requête est trop volumineuse.',
      '415': 'Le serveur n’accepte pas ce type de contenu.',
      '422': 'Les données envoyées n’ont pas pu être traitées.',
      '429': 'Trop de requêtes. Patientez un instant et réessayez.',
      '500': 'Le serveur a rencontré une erreur.',
      '502': 'Le serveur a reçu une réponse invalide.',
      '503': 'Le service est temporairement indisponible.',
      '504': 'Le serveur n’a pas répondu à temps.',
    },
  },
  not_found: {
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    back_home: 'Aller à l’accueil de la console',
  },
  dev_features: {
    banner: 'Fonctionnalités de développement activées',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Accès à l’API de gestion',
        description: 'Accès complet à l’API de gestion.',
      },
    },
    scopes: {
      all: 'Portée par défaut de l’API de gestion, autorise toutes les permissions.',
    },
    secrets: {
      default: 'Secret par défaut',
    },
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Ignorer',
    item: 'Notification',
  },
  ...accountPhrasesFr,
  ...signingKeysPhrasesFr,
  ...usersPhrasesFr,
  ...organizationPhrasesFr,
  ...connectorPhrasesFr,
  ...auditLogPhrasesFr,
  ...dashboardPhrasesFr,
  ...getStartedPhrasesFr,
  ...signInExperiencePhrasesFr,
  ...enterpriseSsoPhrasesFr,
  ...mfaPhrasesFr,
  ...tenantPhrasesFr,
  ...domainPhrasesFr,
  ...subscriptionPhrasesFr,
  ...billingPhrasesFr,
  ...tenantMemberPhrasesFr,
  ...tenantStatusPhrasesFr,
  ...webhooksPhrasesFr,
  ...customJwtPhrasesFr,
  ...applicationPhrasesFr,
  ...authorizationPhrasesFr,
  ...listPhrasesFr,
  ...onboardingPhrasesFr,
  ...accountDeletionPhrasesFr,
};

export default fr;
