import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesPtBr: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Trocar de tenant, atual: {{name}}',
    list_label: 'Seus tenants',
    loading_failed: 'Não foi possível carregar seus tenants.',
    create_tenant: 'Criar tenant',
    tag_development: 'Desenvolvimento',
    tag_production: 'Produção',
    create_title: 'Criar tenant',
    create_description:
      'Um tenant tem seus próprios usuários, aplicativos, experiência de login e configurações.',
    name: 'Nome do tenant',
    name_placeholder: 'Meu projeto',
    region: 'Região dos dados',
    region_description: 'Onde o tenant guarda seus dados. Não pode ser alterada depois.',
    region_eu: 'UE (Europa)',
    region_us: 'EUA (Estados Unidos)',
    tag: 'Finalidade de uso',
    tag_development_description: 'Para desenvolver e testar, com um número limitado de usuários.',
    tag_production_description: 'Para seu produto em produção e seus usuários reais.',
    create_submit: 'Criar tenant',
    created: 'Tenant {{name}} criado.',
    settings_title: 'Informações do tenant',
    settings_description: 'O nome e a finalidade deste tenant. O ID e a região nunca mudam.',
    tenant_id: 'ID do tenant',
    read_only_notice:
      'Somente administradores do tenant podem alterar estas configurações ou excluir o tenant.',
    saved: 'Configurações do tenant salvas.',
    delete_description:
      'Excluir o tenant remove seus usuários, aplicativos, configurações e todos os outros dados. Isso não pode ser desfeito.',
    delete_button: 'Excluir tenant',
    delete_title: 'Excluir {{name}}?',
    delete_confirm_label: 'Digite {{name}} para confirmar',
    deleted: 'Tenant {{name}} excluído.',
    landing_title: 'Crie seu primeiro tenant',
    landing_description:
      'Um tenant reúne os usuários, aplicativos e a experiência de login de um produto ou ambiente.',
  },
};
