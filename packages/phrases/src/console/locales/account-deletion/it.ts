import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesIt: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Elimina account',
    description: 'Elimina il tuo account ed esci da tutti i tenant. L’operazione è irreversibile.',
    action: 'Elimina account',
    continue: 'Continua',
    confirm_title: 'Eliminare il tuo account?',
    confirm_description: 'I tenant di cui sei amministratore vengono eliminati con i loro dati; dagli altri tenant esci.',
    final_title: 'L’operazione è definitiva',
    final_description: 'Il tuo account e i suoi dati vengono eliminati e la sessione termina. L’operazione è irreversibile.',
    failed: 'Impossibile eliminare l’account',
    failed_description: '{{message}} ID della richiesta: {{requestId}}. Riprova più tardi.',
    issues_title: 'Il tuo account non può ancora essere eliminato',
    issues_description: 'I tenant che amministri vengono eliminati con il tuo account. Risolvi prima questi problemi:',
    blockers: {
      paid_plan: 'Piano a pagamento: passa questi tenant al piano gratuito.',
      subscription_status: 'Abbonamento non attivo: regolarizza questi abbonamenti.',
      open_invoice: 'Fatture aperte: paga le fatture aperte di questi tenant.',
    },
    tenants_to_delete: 'Eliminati con i loro dati: {{names}}',
    tenants_to_leave: 'Abbandoni: {{names}}',
  },
};
