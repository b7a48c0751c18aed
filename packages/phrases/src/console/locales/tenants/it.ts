import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesIt: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Cambia tenant, attuale: {{name}}',
    list_label: 'I tuoi tenant',
    loading_failed: 'Impossibile caricare i tuoi tenant.',
    create_tenant: 'Crea tenant',
    tag_development: 'Sviluppo',
    tag_production: 'Produzione',
    create_title: 'Crea tenant',
    create_description:
      'Un tenant ha i propri utenti, applicazioni, esperienza di accesso e impostazioni.',
    name: 'Nome del tenant',
    name_placeholder: 'Il mio progetto',
    region: 'Regione dei dati',
    region_description: 'Dove il tenant conserva i suoi dati. Non può essere cambiata in seguito.',
    region_eu: 'UE (Europa)',
    region_us: 'USA (Stati Uniti)',
    tag: 'Scopo di utilizzo',
    tag_development_description: 'Per sviluppare e testare, con un numero limitato di utenti.',
    tag_production_description: 'Per il tuo prodotto in produzione e i suoi utenti reali.',
    create_submit: 'Crea tenant',
    created: 'Tenant {{name}} creato.',
    settings_title: 'Informazioni sul tenant',
    settings_description: 'Il nome e lo scopo di questo tenant. ID e regione non cambiano mai.',
    tenant_id: 'ID del tenant',
    read_only_notice:
      'Solo gli amministratori del tenant possono modificare queste impostazioni o eliminare il tenant.',
    saved: 'Impostazioni del tenant salvate.',
    delete_description:
      'Eliminando il tenant si rimuovono i suoi utenti, applicazioni, impostazioni e tutti gli altri dati. L’operazione è irreversibile.',
    delete_button: 'Elimina tenant',
    delete_title: 'Eliminare {{name}}?',
    delete_confirm_label: 'Digita {{name}} per confermare',
    deleted: 'Tenant {{name}} eliminato.',
    landing_title: 'Crea il tuo primo tenant',
    landing_description:
      'Un tenant contiene gli utenti, le applicazioni e l’esperienza di accesso di un prodotto o di un ambiente.',
  },
};
