import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesPtPt: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Domínio personalizado',
    description: 'Disponibilize as páginas de início de sessão e os endpoints OpenID Connect deste inquilino num domínio seu, como login.example.com. O emissor passa a seguir o domínio.',
    domain: 'Domínio',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Um nome de anfitrião seu, sem https:// nem caminho.',
    add: 'Adicionar domínio',
    added: '{{domain}} adicionado. Crie os registos DNS abaixo.',
    loading_failed: 'Não foi possível carregar o domínio personalizado.',
    retry: 'Tentar novamente',
    status_label: 'Estado',
    status: {
      PendingVerification: 'A verificar DNS',
      PendingSsl: 'A emitir certificado',
      Active: 'Ativo',
      Error: 'Erro',
    },
    status_hint: {
      PendingVerification: 'A aguardar os registos DNS abaixo. Esta página volta a verificar a cada poucos segundos.',
      PendingSsl: 'DNS verificado. O certificado está a ser emitido; pode demorar alguns minutos.',
      Active: 'Os pedidos neste domínio chegam a este inquilino por HTTPS.',
      Error: 'As verificações foram abandonadas. Corrija os registos DNS, elimine o domínio e adicione-o novamente.',
    },
    dns_records: 'Registos DNS',
    dns_records_description: 'Crie estes registos no seu fornecedor de DNS.',
    columns: {
      type: 'Tipo',
      name: 'Nome',
      value: 'Valor',
    },
    copy_name: 'Copiar nome',
    copy_value: 'Copiar valor',
    delete: 'Eliminar domínio',
    delete_title: 'Eliminar {{domain}}?',
    delete_description: 'Os inícios de sessão e pedidos OpenID Connect neste domínio param de imediato, e os tokens do seu emissor deixam de ser aceites aí.',
    deleted: '{{domain}} eliminado.',
    on_custom_domain: 'No seu domínio personalizado {{domain}}',
    copy_on_custom_domain: '{{label}} em {{domain}}',
  },
};
