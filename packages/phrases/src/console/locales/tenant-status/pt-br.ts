import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesPtBr: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Suspenso',
    tag_overdue: 'Em atraso',
    tag_mau_exceeded: 'MAU excedido',
    suspended_title: 'Este tenant está suspenso',
    suspended_description: 'O login, os tokens e a Management API estão indisponíveis, e as configurações não podem ser abertas enquanto durar a suspensão.',
    suspended_contact: 'Se você acha que isso é um erro, ou para restaurar o tenant, fale com a gente.',
    contact_us: 'Fale conosco',
    mau_exceeded_title: 'Limite de usuários ativos mensais atingido',
    mau_exceeded_description: 'Este tenant tem {{activeUsers}} usuários ativos mensais e o plano inclui {{mauLimit}}. Faça upgrade do plano para que todos os usuários continuem entrando.',
    view_plans: 'Ver planos',
    overdue_title: 'Pagamento em atraso',
    overdue_description: 'Este tenant tem faturas não pagas que somam {{amount}}. Pague-as para evitar que o tenant seja suspenso.',
    view_billing: 'Ver histórico de cobrança',
    dev_notice_title: 'Este tenant agora é um tenant de desenvolvimento',
    dev_notice_description: 'Tenants de desenvolvimento são gratuitos para criar e testar, com limites que não servem para tráfego de produção. Se este tenant atende usuários reais, crie um tenant de produção e mova-os para lá.',
    production_banner: 'Você ainda não tem um tenant de produção. Crie um antes de ir para produção.',
    create_tenant: 'Criar tenant',
  },
};
