import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesFr: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: "Nom d'utilisateur",
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
    },
    branding: {
      color_title: 'Couleur de marque',
      color_description: "La couleur des boutons et des liens dans l'application de connexion.",
      primary_color: 'Couleur principale',
      pick_color: 'Choisir {{label}}',
      invalid_color: 'Saisissez une couleur hexadécimale comme #6139F6 (3 ou 6 chiffres).',
      dark_mode: 'Proposer un thème sombre',
      dark_mode_description:
        "L'application de connexion suit le thème de l'appareil, avec sa propre couleur et ses logos pour le mode sombre.",
      dark_primary_color: 'Couleur principale du thème sombre',
      use_derived: 'Utiliser {{color}}, dérivée de la couleur principale',
      logo_title: 'Logo et favicon',
      logo_description:
        'Importez une image ou saisissez son URL. Laissez un champ vide pour ne rien afficher.',
      logoUrl: 'Image du logo',
      darkLogoUrl: 'Image du logo du thème sombre',
      favicon: "Favicon (icône de l'onglet)",
      darkFavicon: 'Favicon du thème sombre',
      css_title: 'CSS personnalisé',
      css_description:
        "Styles ajoutés après ceux de l'application de connexion, pour ce que les réglages ne couvrent pas.",
      custom_css: 'Feuille de style',
    },
    uploader: {
      upload: 'Importer une image',
      uploading: 'Importation…',
      upload_label: 'Importer {{label}}',
      hint: '{{extensions}}, {{limit}} au maximum.',
      error_file_count: 'Choisissez un seul fichier.',
      error_file_type:
        "Ce type de fichier n'est pas pris en charge. Utilisez l'un de ceux-ci : {{extensions}}.",
      error_file_size: 'Le fichier est trop volumineux. La limite est de {{limit}}.',
      error_upload: "L'importation a échoué. Veuillez réessayer.",
    },
    sign_in_mode: {
      title: 'Mode de connexion',
      description:
        'Si l’application de connexion permet de se connecter, de créer un compte, ou les deux.',
      legend: 'L’application de connexion propose',
      modes: {
        SignIn: {
          title: 'Connexion uniquement',
          description:
            'Pas de nouveaux comptes : les utilisateurs sont ajoutés par les administrateurs ou importés.',
        },
        Register: {
          title: 'Création de compte uniquement',
          description: 'L’application s’ouvre sur l’inscription et ne connecte personne.',
        },
        SignInAndRegister: {
          title: 'Connexion et création de compte',
          description: 'Les utilisateurs existants se connectent ; les nouveaux créent un compte.',
        },
      },
    },
    sign_up: {
      title: 'Inscription',
      description: 'Ce que les nouveaux utilisateurs saisissent pour créer un compte.',
      identifiers: "Identifiants d'inscription",
      authentication: 'Authentification',
      authentication_description:
        "Un nom d'utilisateur exige toujours un mot de passe ; une adresse e-mail ou un numéro de téléphone est toujours vérifié par un code.",
      authentication_required: "Choisissez au moins un moyen d'authentification.",
      password: 'Créer un mot de passe',
      verify: 'Vérifier par un code',
    },
    sign_in: {
      title: 'Méthodes de connexion',
      description:
        "Comment les utilisateurs se connectent, dans l'ordre proposé par l'application de connexion.",
      password: 'Mot de passe',
      verification_code: 'Code de vérification',
      password_first: "Mot de passe d'abord",
      add: 'Ajouter {{name}}',
      remove: 'Retirer {{name}}',
      move_up: 'Monter {{name}}',
      move_down: 'Descendre {{name}}',
      method_required: 'Choisissez un mot de passe, un code de vérification ou les deux.',
      methods_required: 'Au moins une méthode de connexion est requise.',
      missing_method:
        "{{identifier}} sert à l'inscription, il doit donc aussi être une méthode de connexion.",
    },
    connectors: {
      email_missing:
        "L'inscription ou la connexion par e-mail nécessite un connecteur e-mail, et aucun n'est configuré.",
      sms_missing:
        "L'inscription ou la connexion par téléphone nécessite un connecteur SMS, et aucun n'est configuré.",
      set_up_email: 'Configurer un connecteur e-mail',
      set_up_sms: 'Configurer un connecteur SMS',
    },
    social: {
      missing: 'Il ne reste aucun connecteur de ce fournisseur. Décochez-le pour enregistrer.',
      title: 'Connexion sociale',
      description: 'Les fournisseurs proposés sous forme de boutons sur la page de connexion, dans l\'ordre où vous les choisissez.',
      empty: 'Aucun connecteur social n\'est encore configuré.',
      manage: 'Gérer les connecteurs sociaux',
    },
    content: {
      terms_title: 'Conditions et confidentialité',
      terms_description:
        "Liens affichés dans l'application de connexion. Laissez-les vides pour n'en afficher aucun.",
      termsOfUseUrl: "URL des conditions d'utilisation",
      privacyPolicyUrl: 'URL de la politique de confidentialité',
      agree_to_terms: 'Acceptation des conditions',
      agree_to_terms_description:
        'Quand les utilisateurs doivent confirmer accepter les conditions et la politique de confidentialité.',
      agree_policies: {
        Automatic: 'Acceptées en continuant (sans case à cocher)',
        ManualRegistrationOnly: 'Une case à cocher à la création du compte',
        Manual: 'Une case à cocher à la connexion et à la création du compte',
      },
      language_title: 'Langues',
      language_description: "La langue de l'application de connexion.",
      auto_detect: 'Détecter la langue',
      auto_detect_description:
        "Utiliser la langue du navigateur quand l'application de connexion la propose.",
      fallback_language: 'Langue par défaut',
      invalid_language: 'Choisissez une langue prise en charge.',
    },
    custom_content: {
      title: 'Contenu personnalisé',
      description:
        'Votre propre texte sous une page de l’application de connexion, comme une aide ou un avis. Une ligne vide commence un paragraphe ; **gras**, _italique_ et [liens](https://…) sont mis en forme, et le HTML est affiché tel quel.',
      length: '{{used}} sur {{limit}} caractères',
      pages: {
        sign_in: 'Page de connexion',
        register: 'Page de création de compte',
        forgot_password: 'Page de mot de passe oublié',
        consent: 'Page de consentement',
      },
    },
    phrases: {
      title: 'Textes personnalisés',
      description:
        "Remplacez des textes de l'application de connexion, une langue à la fois. Un champ vide garde le texte intégré.",
      language: 'Langue',
      search: 'Filtrer les textes',
      key: 'Clé',
      built_in: 'Texte intégré',
      override: 'Votre texte',
      override_of: 'Votre texte pour {{key}}',
      save: 'Enregistrer les textes',
      saved: 'Textes personnalisés enregistrés.',
      delete: 'Supprimer tous les textes personnalisés de cette langue',
      delete_title: 'Supprimer les textes personnalisés ?',
      delete_description:
        "Tous vos textes pour {{language}} sont supprimés et l'application de connexion affiche de nouveau ses textes intégrés.",
      deleted: 'Textes personnalisés supprimés.',
    },
    password_policy: {
      requirements_title: 'Exigences du mot de passe',
      requirements_description: 'Ce que tout nouveau mot de passe doit respecter.',
      length_min: 'Longueur minimale',
      length_max: 'Longueur maximale',
      characterTypes_min: 'Types de caractères requis (minuscules, majuscules, chiffres, symboles)',
      min_over_max: 'La longueur minimale ne peut pas dépasser la longueur maximale.',
      rejects_title: 'Mots de passe refusés',
      rejects_description: 'Les mots de passe faciles à deviner sont refusés.',
      pwned: 'Refuser les mots de passe compromis',
      pwned_description: 'Mots de passe trouvés dans des fuites de données connues.',
      repetition: 'Refuser les caractères répétés et les suites',
      repetition_description: 'Comme « aaaa », « 1234 » ou « azerty ».',
      user_info: 'Refuser les informations personnelles',
      user_info_description:
        "Le nom, le nom d'utilisateur, l'adresse e-mail ou le numéro de téléphone de l'utilisateur.",
      words: 'Mots interdits',
      words_description: "Un mot par ligne ; les mots de passe contenant l'un d'eux sont refusés.",
    },
    diff: {
      title: 'Modifier la connexion des utilisateurs ?',
      description:
        'Après cet enregistrement, les utilisateurs s’inscriront et se connecteront différemment. Vérifiez la modification :',
      setting: 'Réglage',
      before: 'Avant',
      after: 'Après',
      sign_in_mode: 'Mode de connexion',
      sign_up: 'Inscription',
      sign_in: 'Méthodes de connexion',
      none: 'Aucune',
    },
    preview: {
      title: 'Aperçu en direct',
      frame_title: 'Aperçu de la page de connexion',
      platform: 'Appareil',
      web: 'Version web',
      mobile: 'Version mobile',
      mode: 'Thème',
      light: 'Clair',
      dark: 'Sombre',
      language: "Langue de l'aperçu",
      unsaved_phrases: 'Affiche vos textes personnalisés non enregistrés.',
    },
  },
};
