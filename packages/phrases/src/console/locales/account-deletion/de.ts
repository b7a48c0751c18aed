import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesDe: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Konto löschen',
    description: 'Lösche dein Konto und verlasse alle Tenants. Das lässt sich nicht rückgängig machen.',
    action: 'Konto löschen',
    continue: 'Weiter',
    confirm_title: 'Dein Konto löschen?',
    confirm_description: 'Tenants, in denen du Administrator bist, werden mit ihren Daten gelöscht; die anderen Tenants verlässt du.',
    final_title: 'Das ist endgültig',
    final_description: 'Dein Konto und seine Daten werden gelöscht und du wirst abgemeldet. Das lässt sich nicht rückgängig machen.',
    failed: 'Das Konto konnte nicht gelöscht werden',
    failed_description: '{{message}} Anfrage-ID: {{requestId}}. Bitte versuche es später erneut.',
    issues_title: 'Dein Konto kann noch nicht gelöscht werden',
    issues_description: 'Die Mandanten, die du verwaltest, werden mit deinem Konto gelöscht. Kläre zuerst diese Punkte:',
    blockers: {
      paid_plan: 'Kostenpflichtiger Tarif: Stelle diese Mandanten auf den kostenlosen Tarif um.',
      subscription_status: 'Abonnement nicht aktiv: Bringe diese Abonnements in Ordnung.',
      open_invoice: 'Offene Rechnungen: Bezahle die offenen Rechnungen dieser Mandanten.',
    },
    tenants_to_delete: 'Werden mit ihren Daten gelöscht: {{names}}',
    tenants_to_leave: 'Du verlässt: {{names}}',
  },
};
