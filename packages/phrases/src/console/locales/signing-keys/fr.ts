import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesFr: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Renouveler',
    delete: 'Supprimer',
    delete_key: 'Supprimer la clé {{id}}',
    delete_title: 'Supprimer la clé précédente ?',
    deleted: 'La clé a été supprimée.',
    algorithm: 'Algorithme',
    empty_title: 'Aucune clé pour l’instant',
    empty_description: 'Renouvelez pour créer la première clé.',
    columns: {
      id: 'ID de la clé',
      algorithm: 'Algorithme',
      created_at: 'Créée le',
      status: 'Statut',
      actions: 'Opérations',
    },
    status: {
      current: 'Actuelle',
      previous: 'Précédente',
      next: 'Suivante',
    },
    algorithms: {
      ec: 'Courbe elliptique (P-256)',
      ec_description: 'Clés et signatures compactes, rapides à vérifier. Recommandé.',
      rsa: 'RSA (2048 bits)',
      rsa_description: 'Pour les applications et bibliothèques qui ne prennent en charge que les signatures RSA.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Les clés de l’autre algorithme ne changent pas : le locataire continue de signer en ES256 et en RS256, selon ce que demande chaque application.',
      title: 'Clés de signature',
      description:
        'Signent les jetons d’identité et les jetons d’accès de ce locataire. Les applications les vérifient avec les clés publiques publiées dans le JWKS.',
      rotate_title: 'Renouveler les clés de signature ?',
      rotate_description:
        'Une nouvelle clé signe désormais les jetons. La clé actuelle devient la clé précédente et vérifie toujours les jetons qu’elle a signés ; une clé précédente plus ancienne est supprimée et les jetons qu’elle a signés ne sont plus acceptés. Les applications qui mettent le JWKS en cache doivent le récupérer à nouveau.',
      rotated: 'Les clés de signature ont été renouvelées.',
      delete_description:
        'Les jetons signés avec cette clé ne peuvent plus être vérifiés. Les applications devront peut-être reconnecter leurs utilisateurs.',
    },
    cookie_keys: {
      title: 'Clés des cookies',
      description: 'Signent les cookies des sessions de connexion et des interactions.',
      rotate_title: 'Renouveler les clés des cookies ?',
      rotate_description:
        'Une nouvelle clé signe désormais les cookies. La clé actuelle devient la clé précédente et vérifie toujours les cookies existants ; une clé précédente plus ancienne est supprimée et les sessions signées avec elle prennent fin.',
      rotated: 'Les clés des cookies ont été renouvelées.',
      delete_description: 'Les sessions et les connexions en cours qui utilisent cette clé prennent fin, et les utilisateurs doivent se reconnecter.',
    },
  },
};
