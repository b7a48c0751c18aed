import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesFr: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Supprimer le compte',
    description: 'Supprimez votre compte et quittez tous les locataires. Cette action est irréversible.',
    action: 'Supprimer le compte',
    continue: 'Continuer',
    confirm_title: 'Supprimer votre compte ?',
    confirm_description: 'Les locataires dont vous êtes administrateur sont supprimés avec leurs données ; vous quittez les autres locataires.',
    final_title: 'C’est définitif',
    final_description: 'Votre compte et ses données sont supprimés et vous êtes déconnecté. Cette action est irréversible.',
    failed: 'Le compte n’a pas pu être supprimé',
    failed_description: '{{message}} ID de la requête : {{requestId}}. Veuillez réessayer plus tard.',
    issues_title: 'Votre compte ne peut pas encore être supprimé',
    issues_description: 'Les locataires que vous administrez sont supprimés avec votre compte. Réglez d’abord ces problèmes :',
    blockers: {
      paid_plan: 'Forfait payant : passez ces locataires au forfait gratuit.',
      subscription_status: 'Abonnement inactif : régularisez ces abonnements.',
      open_invoice: 'Factures impayées : réglez les factures impayées de ces locataires.',
    },
    tenants_to_delete: 'Supprimés avec leurs données : {{names}}',
    tenants_to_leave: 'Vous quittez : {{names}}',
  },
};
