import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesPlPl: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Usuń konto',
    description: 'Usuń swoje konto i opuść wszystkie dzierżawy. Tej operacji nie można cofnąć.',
    action: 'Usuń konto',
    continue: 'Dalej',
    confirm_title: 'Usunąć Twoje konto?',
    confirm_description: 'Dzierżawy, w których jesteś administratorem, zostaną usunięte wraz z danymi; pozostałe dzierżawy opuścisz.',
    final_title: 'To jest nieodwracalne',
    final_description: 'Twoje konto i jego dane zostaną usunięte, a Ty zostaniesz wylogowany. Tej operacji nie można cofnąć.',
    failed: 'Nie udało się usunąć konta',
    failed_description: '{{message}} Identyfikator żądania: {{requestId}}. Spróbuj ponownie później.',
    issues_title: 'Nie można jeszcze usunąć Twojego konta',
    issues_description: 'Dzierżawy, którymi administrujesz, zostaną usunięte wraz z Twoim kontem. Najpierw rozwiąż te problemy:',
    blockers: {
      paid_plan: 'Płatny plan: przenieś te dzierżawy na plan darmowy.',
      subscription_status: 'Nieaktywna subskrypcja: ureguluj te subskrypcje.',
      open_invoice: 'Otwarte faktury: opłać otwarte faktury tych dzierżaw.',
    },
    tenants_to_delete: 'Usuwane wraz z danymi: {{names}}',
    tenants_to_leave: 'Opuszczasz: {{names}}',
  },
};
