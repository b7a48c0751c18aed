import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesIt: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Dominio personalizzato',
    description: 'Pubblica le pagine di accesso e gli endpoint OpenID Connect di questo tenant su un tuo dominio, ad esempio login.example.com. L’emittente segue quindi il dominio.',
    domain: 'Dominio',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Un nome host di tua proprietà, senza https:// né percorso.',
    add: 'Aggiungi dominio',
    added: '{{domain}} aggiunto. Crea i record DNS qui sotto.',
    loading_failed: 'Impossibile caricare il dominio personalizzato.',
    retry: 'Riprova',
    status_label: 'Stato',
    status: {
      PendingVerification: 'Verifica DNS',
      PendingSsl: 'Emissione certificato',
      Active: 'Attivo',
      Error: 'Errore',
    },
    status_hint: {
      PendingVerification: 'In attesa dei record DNS qui sotto. Questa pagina ricontrolla ogni pochi secondi.',
      PendingSsl: 'DNS verificato. Il certificato è in emissione; può richiedere qualche minuto.',
      Active: 'Le richieste su questo dominio raggiungono questo tenant via HTTPS.',
      Error: 'I controlli si sono interrotti. Correggi i record DNS, quindi elimina il dominio e aggiungilo di nuovo.',
    },
    dns_records: 'Record DNS',
    dns_records_description: 'Crea questi record presso il tuo provider DNS.',
    columns: {
      type: 'Tipo',
      name: 'Nome',
      value: 'Valore',
    },
    copy_name: 'Copia nome',
    copy_value: 'Copia valore',
    delete: 'Elimina dominio',
    delete_title: 'Eliminare {{domain}}?',
    delete_description: 'Gli accessi e le richieste OpenID Connect su questo dominio si interrompono subito e i token del suo emittente non vi sono più accettati.',
    deleted: '{{domain}} eliminato.',
    on_custom_domain: 'Sul tuo dominio personalizzato {{domain}}',
    copy_on_custom_domain: '{{label}} su {{domain}}',
  },
};
