import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesPtPt: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Suspenso',
    tag_overdue: 'Em atraso',
    tag_mau_exceeded: 'MAU excedido',
    suspended_title: 'Este tenant está suspenso',
    suspended_description: 'O início de sessão, os tokens e a Management API estão indisponíveis, e as definições não podem ser abertas enquanto durar a suspensão.',
    suspended_contact: 'Se achar que se trata de um erro, ou para restaurar o tenant, contacte-nos.',
    contact_us: 'Contacte-nos',
    mau_exceeded_title: 'Limite de utilizadores ativos mensais atingido',
    mau_exceeded_description: 'Este tenant tem {{activeUsers}} utilizadores ativos mensais e o plano inclui {{mauLimit}}. Atualize o plano para que todos os utilizadores possam continuar a iniciar sessão.',
    view_plans: 'Ver planos',
    overdue_title: 'Pagamento em atraso',
    overdue_description: 'Este tenant tem faturas por pagar num total de {{amount}}. Pague-as para evitar a suspensão do tenant.',
    view_billing: 'Ver histórico de faturação',
    dev_notice_title: 'Este tenant é agora um tenant de desenvolvimento',
    dev_notice_description: 'Os tenants de desenvolvimento são gratuitos para desenvolver e testar, com limites inadequados para tráfego de produção. Se este tenant serve utilizadores reais, crie um tenant de produção e transfira-os para lá.',
    production_banner: 'Ainda não tem um tenant de produção. Crie um antes de entrar em produção.',
    create_tenant: 'Criar tenant',
  },
};
