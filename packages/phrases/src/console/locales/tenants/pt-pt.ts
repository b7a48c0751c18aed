import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesPtPt: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Mudar de tenant, atual: {{name}}',
    list_label: 'Os seus tenants',
    loading_failed: 'Não foi possível carregar os seus tenants.',
    create_tenant: 'Criar tenant',
    tag_development: 'Desenvolvimento',
    tag_production: 'Produção',
    create_title: 'Criar tenant',
    create_description:
      'Um tenant tem os seus próprios utilizadores, aplicações, experiência de início de sessão e definições.',
    name: 'Nome do tenant',
    name_placeholder: 'O meu projeto',
    region: 'Região dos dados',
    region_description: 'Onde o tenant guarda os seus dados. Não pode ser alterada mais tarde.',
    region_eu: 'UE (Europa)',
    region_us: 'EUA (Estados Unidos)',
    tag: 'Finalidade de utilização',
    tag_development_description:
      'Para desenvolver e testar, com um número limitado de utilizadores.',
    tag_production_description: 'Para o seu produto em produção e os seus utilizadores reais.',
    create_submit: 'Criar tenant',
    created: 'Tenant {{name}} criado.',
    settings_title: 'Informações do tenant',
    settings_description: 'O nome e a finalidade deste tenant. O ID e a região nunca mudam.',
    tenant_id: 'ID do tenant',
    read_only_notice:
      'Apenas os administradores do tenant podem alterar estas definições ou eliminar o tenant.',
    saved: 'Definições do tenant guardadas.',
    delete_description:
      'Eliminar o tenant remove os seus utilizadores, aplicações, definições e todos os outros dados. Não é possível anular.',
    delete_button: 'Eliminar tenant',
    delete_title: 'Eliminar {{name}}?',
    delete_confirm_label: 'Escreva {{name}} para confirmar',
    deleted: 'Tenant {{name}} eliminado.',
    landing_title: 'Crie o seu primeiro tenant',
    landing_description:
      'Um tenant reúne os utilizadores, as aplicações e a experiência de início de sessão de um produto ou ambiente.',
  },
};
