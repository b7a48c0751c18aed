import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesPtBr: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Domínio personalizado',
    description: 'Sirva as páginas de login e os endpoints OpenID Connect deste tenant em um domínio seu, como login.example.com. O emissor passa a seguir o domínio.',
    domain: 'Domínio',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Um nome de host seu, sem https:// nem caminho.',
    add: 'Adicionar domínio',
    added: '{{domain}} adicionado. Crie os registros DNS abaixo.',
    loading_failed: 'Não foi possível carregar o domínio personalizado.',
    retry: 'Tentar novamente',
    status_label: 'Status',
    status: {
      PendingVerification: 'Verificando DNS',
      PendingSsl: 'Emitindo certificado',
      Active: 'Ativo',
      Error: 'Erro',
    },
    status_hint: {
      PendingVerification: 'Aguardando os registros DNS abaixo. Esta página verifica de novo a cada poucos segundos.',
      PendingSsl: 'DNS verificado. O certificado está sendo emitido; isso pode levar alguns minutos.',
      Active: 'As requisições neste domínio chegam a este tenant por HTTPS.',
      Error: 'As verificações foram abandonadas. Corrija os registros DNS, exclua o domínio e adicione-o novamente.',
    },
    dns_records: 'Registros DNS',
    dns_records_description: 'Crie estes registros no seu provedor de DNS.',
    columns: {
      type: 'Tipo',
      name: 'Nome',
      value: 'Valor',
    },
    copy_name: 'Copiar nome',
    copy_value: 'Copiar valor',
    delete: 'Excluir domínio',
    delete_title: 'Excluir {{domain}}?',
    delete_description: 'Logins e requisições OpenID Connect neste domínio param imediatamente, e tokens do seu emissor deixam de ser aceitos ali.',
    deleted: '{{domain}} excluído.',
    on_custom_domain: 'No seu domínio personalizado {{domain}}',
    copy_on_custom_domain: '{{label}} em {{domain}}',
  },
};
