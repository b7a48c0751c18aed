import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesIt: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{done}} passaggi su {{total}} completati',
    done: 'Completato',
    mark_done: 'Segna come completato',
    steps_label: 'Passaggi di configurazione',
    load_failed: 'Non è stato possibile caricare i progressi.',
    create_application: {
      title: "Crea un'applicazione",
      description: "Registra la tua app e segui una guida per aggiungervi l'accesso.",
      action: 'Crea applicazione',
    },
    sign_in_experience: {
      title: "Personalizza l'esperienza di accesso",
      description:
        'Scegli come gli utenti si registrano e accedono e adatta le pagine al tuo marchio.',
      action: 'Personalizza',
    },
    mfa: {
      title: "Attiva l'autenticazione a più fattori",
      description: 'Richiedi un secondo fattore per proteggere gli account.',
      action: 'Configura MFA',
    },
    roles: {
      title: 'Aggiungi ruoli',
      description: 'Raggruppa i permessi in ruoli e assegnali a utenti e app.',
      action: 'Crea ruolo',
    },
    collaborators: {
      title: 'Invita collaboratori',
      description: 'Porta il tuo team in questo tenant per gestirlo insieme.',
      action: 'Invita membri',
    },
  },
};
