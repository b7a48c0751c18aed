import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const fr: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: 'Connexion',
    create_account: 'Créer un compte',
    first_admin: 'Configuration',
    consent: 'Autorisation',
    error: 'Erreur',
  },
  sign_in: {
    title: 'Connectez-vous à votre compte',
    description: 'Bon retour parmi nous. Saisissez vos informations pour continuer.',
  },
  create_account: {
    title: 'Créez votre compte',
    description: 'Cela ne prend qu’une minute.',
  },
  first_admin: {
    title: 'Créer le premier administrateur',
    description:
      'Ce compte gérera les utilisateurs, les applications et les paramètres. Vous pourrez inviter d’autres administrateurs plus tard.',
    submit: 'Créer l’administrateur',
    already_set_up: 'Le compte administrateur existe déjà.',
    go_to_console: 'Aller à la console',
  },
  consent: {
    title: '{{appName}} souhaite accéder à votre compte',
    scopes_heading: 'L’application pourra :',
    resource_scopes: 'Autorisations pour {{resource}}',
    authorize: 'Autoriser',
    cancel: 'Annuler',
    scope: {
      openid: 'Confirmer votre identité',
      profile: 'Voir votre nom et votre photo de profil',
      email: 'Voir votre adresse e-mail',
      phone: 'Voir votre numéro de téléphone',
      offline_access: 'Garder l’accès en votre absence',
    },
  },
  account: {
    signed_in_as: 'Connecté en tant que {{identifier}}',
    not_you: 'Ce n’est pas vous ?',
    use_another_account: 'Utiliser un autre compte',
  },
  input: {
    identifier: 'Nom d’utilisateur ou e-mail',
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    password: 'Mot de passe',
    confirm_password: 'Confirmer le mot de passe',
    optional: 'facultatif',
  },
  action: {
    sign_in: 'Se connecter',
    create_account: 'Créer un compte',
    continue: 'Continuer',
    back: 'Retour',
    show_password: 'Afficher le mot de passe',
    hide_password: 'Masquer le mot de passe',
    try_again: 'Réessayer',
  },
  link: {
    no_account: 'Pas encore de compte ?',
    create_one: 'Créez-en un',
    have_account: 'Vous avez déjà un compte ?',
    sign_in: 'Connectez-vous',
  },
  field_error: {
    required: 'Ce champ est obligatoire.',
    invalid_email: 'Saisissez une adresse e-mail valide.',
    invalid_username:
      'Commencez par une lettre ou un tiret bas, puis utilisez uniquement des lettres, des chiffres et des tirets bas.',
    passwords_mismatch: 'Les mots de passe ne correspondent pas.',
  },
  password_rejected: {
    too_short: 'Utilisez au moins {{min}} caractères.',
    too_long: 'Utilisez au plus {{max}} caractères.',
    unsupported_characters:
      'Utilisez uniquement des lettres, des chiffres, des espaces et des symboles courants.',
    character_types:
      'Combinez au moins {{min}} types parmi : minuscules, majuscules, chiffres et symboles.',
    pwned: 'Ce mot de passe figure dans une fuite de données. Choisissez-en un autre.',
    restricted: {
      repetition: 'Évitez de répéter le même caractère.',
      sequence: 'Évitez les suites faciles comme « 123 » ou « abc ».',
      words: 'Évitez ces mots : {{words}}.',
      user_info:
        'N’utilisez pas votre nom, votre nom d’utilisateur ou votre e-mail dans le mot de passe.',
    },
  },
  notice: {
    account_locked:
      'Trop de tentatives échouées. Votre compte est verrouillé pendant {{minutes}} minutes.',
  },
  error: {
    generic: 'Une erreur est survenue. Veuillez réessayer.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    session_expired: 'Votre session de connexion a expiré. Veuillez recommencer.',
    not_found: 'Cette page n’existe pas.',
  },
  loading: 'Chargement…',
  language: {
    label: 'Langue',
    name: {
      ar: 'Arabe',
      de: 'Allemand',
      en: 'Anglais',
      es: 'Espagnol',
      fr: 'Français',
      it: 'Italien',
      ja: 'Japonais',
      ko: 'Coréen',
      'pl-PL': 'Polonais',
      'pt-BR': 'Portugais (Brésil)',
      'pt-PT': 'Portugais (Portugal)',
      ru: 'Russe',
      'tr-TR': 'Turc',
      'zh-CN': 'Chinois (simplifié)',
      'zh-HK': 'Chinois (Hong Kong)',
      'zh-TW': 'Chinois (Taïwan)',
    },
  },
  theme: {
    label: 'Thème',
    system: 'Comme le système',
    light: 'Clair',
    dark: 'Sombre',
  },
};

export default fr;
