import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesFr: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Jeton d’accès utilisateur',
        description: 'Revendications ajoutées aux jetons d’accès émis pour les utilisateurs lors de leur connexion.',
      },
      client_credentials: {
        title: 'Jeton d’accès machine à machine',
        description: 'Revendications ajoutées aux jetons d’accès émis pour les applications machine à machine (identifiants client).',
      },
    },
    index: {
      not_set: 'Aucune revendication personnalisée pour l’instant.',
      is_set: 'Les revendications personnalisées sont actives.',
      add: 'Ajouter des revendications personnalisées',
      edit: 'Modifier',
      delete: 'Supprimer',
      delete_confirm: 'Les jetons émis à partir de maintenant ne portent que les revendications standard.',
      load_failed: 'Les revendications personnalisées n’ont pas pu être chargées.',
    },
    editor: {
      title_create: 'Ajouter des revendications personnalisées : {{tokenType}}',
      title_edit: 'Modifier les revendications personnalisées : {{tokenType}}',
      script: 'Script personnalisé',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) renvoie un objet dont les clés sont ajoutées au jeton. Appelez api.denyAccess(message) pour refuser le jeton.',
      script_required: 'Le script ne doit pas être vide.',
      code_editor_loading: 'Chargement de l’éditeur de code…',
      code_editor_label: 'Code du script',
      token_sample: 'Exemple de jeton',
      token_sample_description: 'Le jeton que le script reçoit pendant le test.',
      context_sample: 'Exemple de contexte',
      context_sample_description: 'Les données de l’utilisateur ou de l’application que le script reçoit pendant le test.',
      json_invalid: 'Saisissez un objet JSON valide.',
      environment_variables: 'Variables d’environnement',
      environment_variables_description: 'Des valeurs comme des clés d’API que le script lit dans environmentVariables, hors du code.',
      variable_key: 'Nom',
      variable_value: 'Valeur',
      variable_key_duplicate: 'Ce nom est déjà utilisé.',
      variable_key_invalid: 'Utilisez des lettres, des chiffres et _, sans commencer par un chiffre.',
      fetch_origins: 'Origines autorisées pour fetch',
      fetch_origins_description: 'Les origines que le script peut appeler avec fetch, par exemple https://api.example.com. Sans aucune, le script n’a pas de fetch.',
      fetch_origin: 'Origine',
      fetch_origin_invalid: 'Utilisez https://hôte ou https://hôte:port, sans chemin ; http seulement pour localhost et 127.0.0.1.',
      fetch_origin_duplicate: 'Cette origine est déjà dans la liste.',
      saved: 'Les revendications personnalisées ont été enregistrées.',
      created: 'Les revendications personnalisées ont été créées et s’appliquent aux nouveaux jetons.',
      not_found: 'Il n’y a pas encore de revendications personnalisées pour ce type de jeton.',
    },
    test: {
      title: 'Tester',
      description: 'Exécutez le script sur les exemples et voyez les revendications qu’il renvoie. Rien n’est enregistré.',
      run: 'Lancer le test',
      claims: 'Revendications renvoyées',
      error: 'Le script a échoué',
      idle: 'Lancez le test pour voir le résultat ici.',
    },
  },
};
