import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesFr: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Paiements de test :',
    notice: 'aucune carte n’est débitée et aucun argent ne circule.',
    checkout_title: 'Paiement',
    checkout_summary: 'Offre : {{plan}}, {{price}}, pour {{tenant}}.',
    existing_tenant: 'le locataire {{tenantId}}',
    new_tenant: 'le nouveau locataire « {{name}} »',
    price_monthly: '{{amount}} par mois',
    price_on_request: 'sur demande',
    pay: 'Payer',
    decline: 'Refuser',
    checkout_closed_title: 'Paiement clos',
    checkout_closed: 'Ce paiement a déjà été réglé, refusé ou a expiré. Démarrez-en un nouveau depuis la console.',
    checkout_form_expired: 'Ce formulaire a expiré. Revenez en arrière et rechargez le paiement.',
    portal_title: 'Portail de facturation',
    portal_summary: 'Locataire {{tenantId}} : offre {{plan}}. Factures impayées : {{count}}.',
    portal_summary_with_period: 'Locataire {{tenantId}} : offre {{plan}}, la période se termine le {{periodEnd}}. Factures impayées : {{count}}.',
    bill_next_period: 'Facturer la période suivante maintenant',
    pay_and_settle: 'Payer (et régler les factures impayées)',
    decline_leave_open: 'Refuser (la laisser impayée)',
    nothing_to_bill: 'Aucun abonnement payant à facturer.',
    return_to_console: 'Retour à la console',
    portal_link_expired: 'Ce lien a expiré. Rouvrez le portail de facturation depuis la console.',
    portal_form_expired: 'Ce formulaire a expiré. Rouvrez le portail de facturation.',
  },
};
