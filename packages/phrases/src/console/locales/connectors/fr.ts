import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesFr: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Connecteur e-mail',
      Sms: 'Connecteur SMS',
      Social: 'Connecteur social',
    },
    passwordless: {
      email_description:
        'Envoie des codes de vérification par e-mail pour la connexion, l’inscription et la réinitialisation du mot de passe.',
      sms_description:
        'Envoie des codes de vérification par SMS pour la connexion, l’inscription et la réinitialisation du mot de passe.',
      not_set_up: 'Pas encore configuré.',
      set_up_email: 'Configurer le connecteur e-mail',
      set_up_sms: 'Configurer le connecteur SMS',
    },
    social: {
      column_connectors: 'Connecteurs',
      column_status: 'Expérience de connexion',
      demo: 'Démo',
      in_use: 'Proposé',
      not_in_use: 'Non proposé',
      platforms: { Universal: 'Toute plateforme', Web: 'Applications web', Native: 'Applications natives' },
      table_label: 'Connecteurs sociaux',
      column_name: 'Nom',
      column_target: 'Fournisseur d’identité',
      empty_title: 'Aucun connecteur social pour l’instant',
      empty_description:
        'Ajoutez un connecteur social pour permettre aux utilisateurs de se connecter avec un compte qu’ils possèdent déjà.',
      add: 'Ajouter un connecteur social',
    },
    social_guide: {
      callback_title: 'URL de rappel',
      callback_description: 'Enregistrez exactement cette URL comme URL de redirection (rappel) de l\'application que vous créez chez le fournisseur.',
      callback_label: 'URL de rappel',
    },
    social_display: {
      title: 'Bouton de connexion',
      description: 'L\'apparence du bouton sur la page de connexion. Laissez un champ vide pour utiliser le nom ou le logo du fournisseur.',
      name_in: 'Nom ({{language}})',
      other_languages: 'Nom dans d\'autres langues',
      logo: 'URL du logo',
      logo_dark: 'URL du logo pour le mode sombre',
      sync_profile: 'Mettre à jour le profil à chaque connexion',
      sync_profile_description: 'Activé, le nom, l\'avatar et l\'e-mail du fournisseur remplacent le profil de l\'utilisateur à chaque connexion. Désactivé, ils ne sont copiés qu\'à la création du compte.',
    },
    create: {
      description_social: 'Choisissez le fournisseur d\'identité avec lequel vos utilisateurs se connectent. Vous renseignerez ses paramètres à la page suivante.',
      demo_hint: 'Fonctionne sans identifiants, pour faire des essais. Pas pour la production.',
      title_email: 'Choisir un fournisseur d’e-mail',
      title_sms: 'Choisir un fournisseur de SMS',
      title_social: 'Choisir un fournisseur social',
      description:
        'Choisissez le service qui envoie les messages. Vous renseignerez ses paramètres sur la page suivante.',
      providers_label: 'Fournisseurs',
      no_factories_title: 'Aucun fournisseur disponible',
      no_factories_description: 'Ce serveur ne propose aucun connecteur de ce type.',
      already_set_up:
        'Un connecteur de ce type est déjà configuré. Supprimez-le avant d’en ajouter un autre.',
      open_existing: 'Ouvrir le connecteur actuel',
    },
    guide: {
      title: 'Configurer {{name}}',
      not_found: 'Ce fournisseur n’existe pas.',
      save: 'Enregistrer et terminer',
      created: 'Le connecteur « {{name}} » a été créé.',
    },
    config: {
      description_social: 'Les identifiants de l\'application enregistrée chez le fournisseur, et comment le joindre.',
      field_labels: {
        clientId: 'ID client',
        clientSecret: 'Secret client',
        scope: 'Portée (scope)',
        authorizationEndpoint: 'Point de terminaison d\'autorisation',
        tokenEndpoint: 'Point de terminaison du jeton',
        userInfoEndpoint: 'Point de terminaison des informations utilisateur',
        issuer: 'Émetteur (issuer)',
        accountSid: 'SID du compte',
        apiKey: 'Clé d’API',
        authToken: 'Jeton d’authentification',
        baseUrl: 'URL de base de l’API',
        endpoint: 'Point de terminaison',
        from: 'Expéditeur',
        headers: 'En-têtes',
        host: 'Hôte',
        password: 'Mot de passe',
        port: 'Numéro de port',
        username: 'Nom d’utilisateur',
        templates: 'Modèles',
        senderName: 'Nom de l’expéditeur',
        companyInformation: 'Informations sur l’entreprise',
        fromEmail: 'E-mail de l’expéditeur',
        signingSecret: 'Secret de signature',
        tlsMode: 'Mode TLS',
      },
      field_descriptions: {
        templates:
          'Une entrée par type d’usage (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…) : usageType, locale facultatif, subject (e-mail), content avec {{variable}}, contentType facultatif.',
        senderName: 'Affiché comme expéditeur ; sans URL.',
        companyInformation: 'Ajouté à chaque e-mail ; sans URL.',
        signingSecret:
          'Au moins 16 caractères ; chaque requête porte le HMAC-SHA256 de son corps dans l’en-tête {{header}}.',
        headers: 'En-têtes de requête supplémentaires, sous forme d’objet JSON de chaînes.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 ou MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Aucun' },
      },
      title: 'Paramètres',
      description: 'Ce dont le fournisseur a besoin pour envoyer des messages en votre nom.',
      secret_hint:
        'Stocké chiffré et affiché masqué. Saisissez une nouvelle valeur pour le remplacer.',
      invalid_number: 'Saisissez un nombre.',
      select_placeholder: 'Sélectionnez une option',
      url_in_sender_name: 'Les URL ne sont pas autorisées dans le nom de l’expéditeur.',
      url_in_company_information:
        'Les URL ne sont pas autorisées dans les informations sur l’entreprise.',
    },
    test: {
      title: 'Envoyer un message de test',
      description_email:
        'Vérifiez les paramètres en envoyant un e-mail de test avec un code d’exemple. Rien n’est enregistré.',
      description_sms:
        'Vérifiez les paramètres en envoyant un SMS de test avec un code d’exemple. Rien n’est enregistré.',
      email_label: 'Adresse e-mail du destinataire',
      phone_label: 'Numéro de téléphone du destinataire',
      send: 'Envoyer le message de test',
      sent: 'Message de test envoyé à {{to}}.',
      invalid_email: 'Saisissez une adresse e-mail valide.',
      invalid_phone:
        'Saisissez un numéro de téléphone au format international, par exemple +14155550100.',
    },
    templates: {
      title: 'Modèles de messages',
      description:
        'Ce que disent les messages, pour chaque usage et chaque langue. {{variable}} est remplacé par le code de vérification.',
      usage_type: 'Usage',
      language: 'Langue',
      any_language: 'Toutes les autres langues',
      subject: 'Objet',
      content: 'Contenu',
      content_type: 'Format du contenu',
      content_types: {
        text_plain: 'Texte brut',
        text_html: 'Mis en forme (HTML)',
      },
      code_required: 'Le contenu doit contenir {{variable}}.',
      not_set: 'Aucun modèle pour cet usage et cette langue. Remplissez-le pour en ajouter un.',
      remove: 'Supprimer ce modèle',
      required: 'Ajoutez au moins un modèle.',
      usage_types: {
        SignIn: 'Connexion',
        Register: 'Inscription',
        ForgotPassword: 'Réinitialisation du mot de passe',
        OrganizationInvitation: 'Invitation à une organisation',
        Generic: 'Message générique et tests',
        UserPermissionValidation: 'Vérification d’identité',
        BindNewIdentifier: 'Association d’un nouvel e-mail ou téléphone',
        MfaVerification: 'Vérification multifacteur',
      },
    },
    details: {
      delete_description_social: 'Les utilisateurs ne peuvent plus se connecter avec ce fournisseur, et leurs comptes perdent le lien avec lui.',
      delete_confirm_social: 'Les utilisateurs ne peuvent plus se connecter avec ce fournisseur via ce connecteur.',
      delete_confirm_in_use: 'L\'expérience de connexion propose {{target}}. Une fois ce connecteur supprimé, les utilisateurs qui se connectaient avec lui ne pourront plus le faire de cette façon.',
      not_found: 'Ce connecteur n’existe pas.',
      connector_id: 'ID du connecteur',
      delete: 'Supprimer le connecteur',
      delete_description:
        'Les utilisateurs ne reçoivent plus de messages par ce connecteur. Les méthodes de connexion qui en ont besoin cessent de fonctionner.',
      delete_confirm:
        'La connexion, l’inscription et la réinitialisation du mot de passe qui ont besoin de ce connecteur ne fonctionneront plus tant que vous n’en aurez pas configuré un autre.',
    },
  },
};
