import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesIt: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Sospeso',
    tag_overdue: 'Scaduto',
    tag_mau_exceeded: 'MAU superati',
    suspended_title: 'Questo tenant è sospeso',
    suspended_description: 'Accesso, token e Management API non sono disponibili e le sue impostazioni non si possono aprire finché dura la sospensione.',
    suspended_contact: 'Se pensi che sia un errore, o per ripristinare il tenant, contattaci.',
    contact_us: 'Contattaci',
    mau_exceeded_title: 'Limite di utenti attivi mensili raggiunto',
    mau_exceeded_description: 'Questo tenant ha {{activeUsers}} utenti attivi mensili e il suo piano ne include {{mauLimit}}. Passa a un piano superiore perché tutti gli utenti possano continuare ad accedere.',
    view_plans: 'Vedi i piani',
    overdue_title: 'Pagamento scaduto',
    overdue_description: 'Questo tenant ha fatture non pagate per un totale di {{amount}}. Pagale per evitare la sospensione del tenant.',
    view_billing: 'Vedi lo storico fatturazione',
    dev_notice_title: 'Questo tenant ora è un tenant di sviluppo',
    dev_notice_description: 'I tenant di sviluppo sono gratuiti per sviluppare e testare, con limiti non adatti al traffico di produzione. Se questo tenant serve utenti reali, crea un tenant di produzione e spostali lì.',
    production_banner: 'Non hai ancora un tenant di produzione. Creane uno prima di andare online.',
    create_tenant: 'Crea tenant',
  },
};
