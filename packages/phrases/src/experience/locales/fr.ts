import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesFr } from './flows/fr.js';
import { secondFactorPhrasesFr } from './second-factor/fr.js';
import { sandboxPaymentsPhrasesFr } from './sandbox-payments/fr.js';

const fr: Translation<ExperiencePhrases> = {
  ...flowsPhrasesFr,
  ...secondFactorPhrasesFr,
  ...sandboxPaymentsPhrasesFr,
  page_title: {
    sign_in: 'Connexion',
    create_account: 'Créer un compte',
    first_admin: 'Configuration',
    consent: 'Autorisation',
    error: 'Erreur',
    device: 'Connecter un appareil',
  },
  sign_in: {
    title: 'Connectez-vous à votre compte',
    description: 'Bon retour parmi nous. Saisissez vos informations pour continuer.',
  },
  social: {
    divider: 'ou',
    continue_with: 'Continuer avec {{name}}',
    callback_title: 'Connexion en cours',
    connecting: 'Un instant, nous finalisons votre connexion…',
    missing_session: 'Cette connexion ne correspond pas à ce navigateur ou a déjà été utilisée. Veuillez recommencer.',
    link_title: 'Lier votre compte',
    link_description: 'Un compte avec l’adresse {{email}} existe déjà. Saisissez son mot de passe pour vous connecter et y lier votre compte social, ou créez un nouveau compte.',
    link_sign_in: 'Se connecter et lier',
    create_new: 'Créer plutôt un nouveau compte',
    back_to_sign_in: 'Retour à la connexion',
  },
  create_account: {
    title: 'Créez votre compte',
    description: 'Cela ne prend qu’une minute.',
  },
  organization_invitation: {
    joining: 'Vous avez été invité à rejoindre {{organization}}.',
    use_address: 'Continuez avec {{email}} pour accepter l’invitation.',
  },
  single_sign_on: {
    page_title: 'Authentification unique',
    entry: 'Se connecter avec l’authentification unique',
    title: 'Authentification unique',
    description:
      'Saisissez votre e-mail professionnel et nous vous emmènerons à la page de connexion de votre entreprise.',
    email: 'E-mail professionnel',
    submit: 'Continuer',
    no_connector:
      'L\'authentification unique n\'est pas configurée pour ce domaine e-mail. Connectez-vous autrement.',
    choose_title: 'Choisissez votre compte d’entreprise',
    choose_description: 'Plusieurs connexions d’entreprise acceptent {{email}}.',
    continue_with: 'Continuer avec {{name}}',
    other_way: 'Se connecter autrement',
    completing: 'Finalisation de votre connexion…',
    session_lost:
      'Cette connexion ne peut pas être finalisée ici : elle a été commencée dans une autre fenêtre ou a expiré.',
    start_again: 'Recommencer',
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
    retry_in_seconds: 'Trop de tentatives échouées. Vous pourrez réessayer dans {{seconds}} s.',
  },
  error: {
    generic: 'Une erreur est survenue. Veuillez réessayer.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    session_expired: 'Votre session de connexion a expiré. Veuillez recommencer.',
    not_found: 'Cette page n’existe pas.',
  },
  device: {
    title: 'Connecter un appareil',
    description: 'Saisissez le code affiché sur votre appareil.',
    code_label: 'Code de l’appareil',
    confirm_title: 'Connecter {{appName}} ?',
    confirm_description:
      'Ne continuez que si vous avez vous-même lancé la connexion sur cet appareil et qu’il affiche ce code.',
    code_on_device: 'Code sur votre appareil',
    confirm: 'Connecter',
    decline: 'Ce n’est pas mon appareil',
    success_title: 'Appareil connecté',
    success_description:
      '{{appName}} est maintenant connecté. Vous pouvez fermer cette page et revenir à votre appareil.',
    error: {
      not_found: 'Ce code n’est pas valide. Vérifiez le code sur votre appareil et réessayez.',
      expired: 'Ce code a expiré. Recommencez sur votre appareil pour en obtenir un nouveau.',
      used: 'Ce code a déjà été utilisé. Recommencez sur votre appareil pour en obtenir un nouveau.',
      aborted: 'L’appareil n’a pas été connecté.',
      failed: 'Cette page a expiré. Saisissez de nouveau le code.',
    },
  },
  oidc_error: {
    technical_details: 'Détails techniques',
    hint: 'Revenez à l’application et réessayez. Si le problème persiste, contactez l’assistance de l’application.',
    code: {
      invalid_client: {
        title: 'Application inconnue',
        explanation:
          'L’application qui vous a envoyé ici n’est pas enregistrée auprès de ce service.',
      },
      invalid_redirect_uri: {
        title: 'Adresse de retour non autorisée',
        explanation:
          'L’application a demandé à vous renvoyer vers une adresse qu’elle n’a pas enregistrée. La demande a été bloquée pour protéger votre compte.',
      },
      invalid_request: {
        title: 'Demande de connexion non valide',
        explanation: 'La demande de connexion de l’application est incomplète ou non valide.',
      },
      unauthorized_client: {
        title: 'Application non autorisée',
        explanation: 'Cette application n’est pas autorisée à vous connecter de cette façon.',
      },
      unsupported_response_type: {
        title: 'Demande non prise en charge',
        explanation: 'L’application a demandé un type de réponse que ce service ne fournit pas.',
      },
      invalid_scope: {
        title: 'Autorisations inconnues',
        explanation: 'L’application a demandé des autorisations qui n’existent pas.',
      },
      invalid_target: {
        title: 'API inconnue',
        explanation: 'L’application a demandé l’accès à une API qui n’est pas disponible.',
      },
      access_denied: {
        title: 'Demande refusée',
        explanation: 'La demande a été refusée.',
      },
      session_not_found: {
        title: 'Session expirée',
        explanation: 'Votre session de connexion a expiré. Revenez à l’application et recommencez.',
      },
      server_error: {
        title: 'Un problème est survenu',
        explanation: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
      },
      default: {
        title: 'La connexion ne peut pas continuer',
        explanation: 'La demande n’a pas pu aboutir.',
      },
    },
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
