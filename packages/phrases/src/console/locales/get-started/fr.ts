import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesFr: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{done}} étapes sur {{total}} terminées',
    done: 'Terminé',
    mark_done: 'Marquer comme terminé',
    steps_label: 'Étapes de configuration',
    load_failed: 'La progression n’a pas pu être chargée.',
    create_application: {
      title: 'Créer une application',
      description: 'Enregistrez votre application et suivez un guide pour y ajouter la connexion.',
      action: 'Créer une application',
    },
    sign_in_experience: {
      title: 'Personnaliser l’expérience de connexion',
      description:
        'Choisissez comment les utilisateurs s’inscrivent et se connectent, et donnez aux pages l’image de votre marque.',
      action: 'Personnaliser',
    },
    mfa: {
      title: 'Activer l’authentification multifacteur',
      description: 'Demandez un second facteur pour protéger les comptes.',
      action: 'Configurer la MFA',
    },
    roles: {
      title: 'Ajouter des rôles',
      description:
        'Regroupez les permissions en rôles et attribuez-les aux utilisateurs et aux applications.',
      action: 'Créer un rôle',
    },
    collaborators: {
      title: 'Inviter des collaborateurs',
      description: 'Faites venir votre équipe dans ce locataire pour le gérer ensemble.',
      action: 'Inviter des membres',
    },
  },
};
