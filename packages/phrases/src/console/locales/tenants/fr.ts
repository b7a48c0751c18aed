import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesFr: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Changer de tenant, actuel : {{name}}',
    list_label: 'Vos tenants',
    loading_failed: 'Impossible de charger vos tenants.',
    create_tenant: 'Créer un tenant',
    tag_development: 'En développement',
    tag_production: 'En production',
    create_title: 'Créer un tenant',
    create_description:
      'Un tenant a ses propres utilisateurs, applications, expérience de connexion et paramètres.',
    name: 'Nom du tenant',
    name_placeholder: 'Mon projet',
    region: 'Région des données',
    region_description: 'Où le tenant conserve ses données. Elle ne pourra pas être modifiée.',
    region_eu: 'UE (Europe)',
    region_us: 'US (États-Unis)',
    tag: 'Usage',
    tag_development_description: 'Pour développer et tester, avec un nombre limité d’utilisateurs.',
    tag_production_description: 'Pour votre produit en ligne et ses vrais utilisateurs.',
    create_submit: 'Créer le tenant',
    created: 'Tenant {{name}} créé.',
    settings_title: 'Informations du tenant',
    settings_description: 'Le nom et l’usage de ce tenant. Son ID et sa région ne changent jamais.',
    tenant_id: 'ID du tenant',
    read_only_notice:
      'Seuls les administrateurs du tenant peuvent modifier ces paramètres ou supprimer le tenant.',
    saved: 'Paramètres du tenant enregistrés.',
    delete_description:
      'Supprimer le tenant efface ses utilisateurs, applications, paramètres et toutes ses autres données. Cette action est irréversible.',
    delete_button: 'Supprimer le tenant',
    delete_title: 'Supprimer {{name}} ?',
    delete_confirm_label: 'Saisissez {{name}} pour confirmer',
    deleted: 'Tenant {{name}} supprimé.',
    landing_title: 'Créez votre premier tenant',
    landing_description:
      'Un tenant regroupe les utilisateurs, les applications et l’expérience de connexion d’un produit ou d’un environnement.',
  },
};
