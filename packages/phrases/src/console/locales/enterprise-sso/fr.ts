import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesFr: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Connecteurs d\'entreprise',
      column_name: 'Nom du connecteur',
      column_provider: 'Fournisseur d\'identité',
      column_domains: 'Domaines e-mail',
      no_domains: 'Aucun domaine e-mail',
      empty_title: 'Aucun connecteur d\'entreprise pour l\'instant',
      empty_description:
        'Connectez le fournisseur d\'identité d\'un client professionnel pour que ses équipes se connectent avec leurs comptes de travail.',
    },
    create: {
      provider_legend: 'Fournisseur d\'identité',
      providers_failed: 'Les fournisseurs d\'identité n\'ont pas pu être chargés.',
      connector_name: 'Nom du connecteur',
      connector_name_placeholder: 'Personnel Acme',
      connector_name_description: 'Seuls les administrateurs voient ce nom.',
      provider_required: 'Choisissez un fournisseur d\'identité.',
      submit: 'Ajouter le connecteur',
    },
    provider_descriptions: {
      OIDC: 'Tout fournisseur d\'identité qui parle OpenID Connect.',
      SAML: 'Tout fournisseur d\'identité qui parle SAML 2.0.',
      AzureAD: 'Microsoft Entra ID (Azure AD) via SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) via OpenID Connect.',
      GoogleWorkspace: 'Comptes Google Workspace via OpenID Connect.',
      Okta: 'Comptes professionnels Okta via OpenID Connect.',
    },
    details: {
      connector_id: 'ID du connecteur',
      delete: 'Supprimer le connecteur',
      delete_confirm:
        'Les personnes de ses domaines e-mail ne pourront plus se connecter par lui. Les comptes qu\'il a créés restent. Cette action est irréversible.',
      delete_description:
        'Supprimer le connecteur arrête l\'authentification unique par ce fournisseur d\'identité.',
      not_found: 'Ce connecteur d\'entreprise n\'existe pas ou a été supprimé.',
    },
    connection: {
      oidc_title: 'Fournisseur OpenID Connect',
      oidc_description:
        'Enregistrez une application chez le fournisseur d\'identité, puis saisissez ici ce qu\'il vous donne.',
      issuer: 'Émetteur',
      issuer_description: 'Le fournisseur publie ses points de terminaison sous cette URL.',
      client_id: 'ID client',
      client_secret: 'Secret client',
      client_secret_kept: 'Affiché masqué. Laissez-le tel quel pour garder le secret enregistré.',
      scope: 'Portée',
      scope_description: 'Séparées par des espaces ; openid est toujours demandé.',
      callback_title: 'URI de redirection',
      callback_description:
        'Enregistrez exactement cette URL comme URI de redirection de l\'application chez le fournisseur.',
      callback_url: 'URL de rappel',
      discovered_title: 'Points de terminaison du fournisseur',
      authorization_endpoint: 'Point de terminaison d\'autorisation',
      token_endpoint: 'Point de terminaison des jetons',
      userinfo_endpoint: 'Point de terminaison userinfo',
      jwks_uri: 'URL du jeu de clés',
      sp_title: 'Informations du fournisseur de services',
      sp_description:
        'Donnez-les au fournisseur d\'identité lorsque vous y configurez l\'application SAML.',
      sp_entity_id: 'ID d\'entité (audience)',
      acs_url: 'URL du service consommateur d’assertions',
      sp_metadata: 'Métadonnées du fournisseur de services',
      sp_metadata_url: 'URL des métadonnées du fournisseur de services',
      idp_title: 'Informations du fournisseur d\'identité',
      idp_description:
        'Indiquez où se trouve le fournisseur d\'identité : par ses métadonnées, ou champ par champ.',
      idp_source: 'Mode de connexion',
      source_metadata_url: 'URL des métadonnées',
      source_metadata_xml: 'XML des métadonnées',
      source_manual: 'Saisie manuelle',
      metadata_url: 'URL des métadonnées',
      metadata_xml: 'XML des métadonnées',
      idp_entity_id: 'ID d\'entité du fournisseur d\'identité',
      sso_url: 'URL d\'authentification unique',
      certificate: 'Certificat de signature',
      certificate_description:
        'Texte PEM, ou importez le fichier .pem, .cer ou .crt fourni par le fournisseur.',
      certificate_upload: 'Importer un fichier de certificat',
      certificate_unreadable:
        'Ce fichier ne contient aucun certificat. Choisissez un fichier .pem, .cer ou .crt.',
      parsed_title: 'Ce que le serveur a lu',
      parsed_entity_id: 'ID d\'entité',
      parsed_sso_url: 'URL de connexion',
      parsed_expires: 'Le certificat expire le',
      certificate_valid: 'Certificat valide',
      certificate_invalid: 'Certificat expiré ou non valide',
      parsed_none:
        'Rien de lu pour l\'instant : enregistrez d\'abord les informations du fournisseur d\'identité.',
    },
    experience: {
      branding_title: 'Bouton de connexion',
      branding_description:
        'L\'apparence du connecteur sur la page de connexion quand l\'utilisateur peut le choisir.',
      display_name: 'Nom d\'affichage',
      display_name_placeholder: 'Acme',
      logo: 'URL du logo',
      dark_logo: 'URL du logo en mode sombre',
      logo_invalid: 'Saisissez une URL https ou http.',
      domains_title: 'Domaines e-mail',
      domains_description:
        'Les utilisateurs dont l\'adresse e-mail se termine par l\'un de ces domaines se connectent par ce connecteur. Appuyez sur Entrée après chacun.',
      domains_label: 'Domaines e-mail',
      domain_invalid: '{{domain}} n\'est pas un domaine valide.',
      domain_duplicate: '{{domain}} est déjà dans la liste.',
      remove_domain: 'Retirer {{domain}}',
      sync_title: 'Profil utilisateur',
      sync_toggle: 'Synchroniser le profil à chaque connexion',
      sync_description:
        'Le nom, l\'avatar et l\'e-mail sont repris du fournisseur d\'identité à chaque fois ; sinon seulement à la création du compte.',
      token_storage_toggle: 'Conserver les jetons du fournisseur d\'identité',
      token_storage_description:
        'Si activé, les jetons d\'accès et d\'actualisation de chaque connexion sont conservés chiffrés, afin que les applications de l\'utilisateur puissent appeler le fournisseur via l\'API de compte.',
    },
    sign_in_experience: {
      title: 'Authentification unique d\'entreprise',
      toggle: 'Proposer l\'authentification unique sur la page de connexion',
      description:
        'Les utilisateurs des domaines e-mail de vos connecteurs d\'entreprise se connectent par le fournisseur d\'identité de leur société.',
    },
  },
};
