import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesFr: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Suspendu',
    tag_overdue: 'En retard',
    tag_mau_exceeded: 'MAU dépassé',
    suspended_title: 'Ce tenant est suspendu',
    suspended_description: 'Sa connexion, ses jetons et sa Management API sont indisponibles, et ses paramètres ne peuvent pas être ouverts tant que dure la suspension.',
    suspended_contact: 'Si vous pensez qu’il s’agit d’une erreur, ou pour rétablir le tenant, contactez-nous.',
    contact_us: 'Nous contacter',
    mau_exceeded_title: 'Limite d’utilisateurs actifs mensuels atteinte',
    mau_exceeded_description: 'Ce tenant compte {{activeUsers}} utilisateurs actifs mensuels et son forfait en inclut {{mauLimit}}. Passez à un forfait supérieur pour que chaque utilisateur puisse continuer à se connecter.',
    view_plans: 'Voir les forfaits',
    overdue_title: 'Paiement en retard',
    overdue_description: 'Ce tenant a des factures impayées pour un total de {{amount}}. Réglez-les pour éviter la suspension du tenant.',
    view_billing: 'Voir l’historique de facturation',
    dev_notice_title: 'Ce tenant est désormais un tenant de développement',
    dev_notice_description: 'Les tenants de développement sont gratuits pour concevoir et tester, avec des limites inadaptées au trafic de production. Si ce tenant sert de vrais utilisateurs, créez un tenant de production et déplacez-les-y.',
    production_banner: 'Vous n’avez pas encore de tenant de production. Créez-en un avant la mise en ligne.',
    create_tenant: 'Créer un tenant',
  },
};
