import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesFr: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Domaine personnalisé',
    description: 'Servez les pages de connexion et les points de terminaison OpenID Connect de ce locataire sur votre propre domaine, par exemple login.example.com. L’émetteur suit alors le domaine.',
    domain: 'Domaine',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Un nom d’hôte qui vous appartient, sans https:// ni chemin.',
    add: 'Ajouter le domaine',
    added: '{{domain}} ajouté. Créez les enregistrements DNS ci-dessous.',
    loading_failed: 'Le domaine personnalisé n’a pas pu être chargé.',
    retry: 'Réessayer',
    status_label: 'Statut',
    status: {
      PendingVerification: 'Vérification DNS',
      PendingSsl: 'Émission du certificat',
      Active: 'Actif',
      Error: 'Erreur',
    },
    status_hint: {
      PendingVerification: 'En attente des enregistrements DNS ci-dessous. Cette page vérifie à nouveau toutes les quelques secondes.',
      PendingSsl: 'DNS vérifié. Le certificat est en cours d’émission ; cela peut prendre quelques minutes.',
      Active: 'Les requêtes sur ce domaine atteignent ce locataire en HTTPS.',
      Error: 'Les vérifications ont été abandonnées. Corrigez les enregistrements DNS, puis supprimez le domaine et ajoutez-le à nouveau.',
    },
    dns_records: 'Enregistrements DNS',
    dns_records_description: 'Créez ces enregistrements chez votre fournisseur DNS.',
    columns: {
      type: 'Type',
      name: 'Nom',
      value: 'Valeur',
    },
    copy_name: 'Copier le nom',
    copy_value: 'Copier la valeur',
    delete: 'Supprimer le domaine',
    delete_title: 'Supprimer {{domain}} ?',
    delete_description: 'Les connexions et requêtes OpenID Connect sur ce domaine s’arrêtent immédiatement, et les jetons de son émetteur n’y sont plus acceptés.',
    deleted: '{{domain}} supprimé.',
    on_custom_domain: 'Sur votre domaine personnalisé {{domain}}',
    copy_on_custom_domain: '{{label}} sur {{domain}}',
  },
};
