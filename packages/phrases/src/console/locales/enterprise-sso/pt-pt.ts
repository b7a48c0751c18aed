import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesPtPt: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Conectores empresariais',
      column_name: 'Nome do conector',
      column_provider: 'Fornecedor de identidade',
      column_domains: 'Domínios de e-mail',
      no_domains: 'Nenhum domínio de e-mail',
      empty_title: 'Ainda não há conectores empresariais',
      empty_description:
        'Ligue o fornecedor de identidade de um cliente empresarial para que o pessoal dele inicie sessão com as contas de trabalho.',
    },
    create: {
      provider_legend: 'Fornecedor de identidade',
      providers_failed: 'Não foi possível carregar os fornecedores de identidade.',
      connector_name: 'Nome do conector',
      connector_name_placeholder: 'Equipa Acme',
      connector_name_description: 'Só os administradores veem este nome.',
      provider_required: 'Escolha um fornecedor de identidade.',
      submit: 'Adicionar conector',
    },
    provider_descriptions: {
      OIDC: 'Qualquer fornecedor de identidade que use OpenID Connect.',
      SAML: 'Qualquer fornecedor de identidade que use SAML 2.0.',
      AzureAD: 'Microsoft Entra ID (Azure AD) via SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) via OpenID Connect.',
      GoogleWorkspace: 'Contas do Google Workspace via OpenID Connect.',
      Okta: 'Contas empresariais Okta via OpenID Connect.',
    },
    details: {
      connector_id: 'ID do conector',
      delete: 'Eliminar conector',
      delete_confirm:
        'As pessoas dos domínios de e-mail dele deixam de poder iniciar sessão por ele. As contas que criou permanecem. Não é possível anular.',
      delete_description:
        'Eliminar o conector termina o início de sessão único por este fornecedor de identidade.',
      not_found: 'Este conector empresarial não existe ou foi eliminado.',
    },
    connection: {
      oidc_title: 'Fornecedor OpenID Connect',
      oidc_description:
        'Registe uma aplicação no fornecedor de identidade e depois introduza aqui o que ele lhe der.',
      issuer: 'Emissor',
      issuer_description: 'O fornecedor publica os seus endpoints neste URL.',
      client_id: 'ID do cliente',
      client_secret: 'Segredo do cliente',
      client_secret_kept: 'Mostrado mascarado. Deixe como está para manter o segredo guardado.',
      scope: 'Âmbito',
      scope_description: 'Separados por espaços; openid é sempre pedido.',
      callback_title: 'URI de redirecionamento',
      callback_description:
        'Registe exatamente este URL como URI de redirecionamento da aplicação no fornecedor.',
      callback_url: 'URL de retorno',
      discovered_title: 'Endpoints do fornecedor',
      authorization_endpoint: 'Endpoint de autorização',
      token_endpoint: 'Endpoint de tokens',
      userinfo_endpoint: 'Endpoint de userinfo',
      jwks_uri: 'URL do conjunto de chaves',
      sp_title: 'Dados do fornecedor de serviços',
      sp_description: 'Indique-os ao fornecedor de identidade ao configurar lá a aplicação SAML.',
      sp_entity_id: 'ID da entidade (público)',
      acs_url: 'URL do serviço consumidor de asserções',
      sp_metadata: 'Metadados do fornecedor de serviços',
      sp_metadata_url: 'URL dos metadados do fornecedor de serviços',
      idp_title: 'Dados do fornecedor de identidade',
      idp_description:
        'Indique onde está o fornecedor de identidade: pelos metadados ou campo a campo.',
      idp_source: 'Forma de ligação',
      source_metadata_url: 'URL dos metadados',
      source_metadata_xml: 'XML dos metadados',
      source_manual: 'Introduzir manualmente',
      metadata_url: 'URL dos metadados',
      metadata_xml: 'XML dos metadados',
      idp_entity_id: 'ID da entidade do fornecedor de identidade',
      sso_url: 'URL de início de sessão único',
      certificate: 'Certificado de assinatura',
      certificate_description:
        'Texto PEM, ou carregue o ficheiro .pem, .cer ou .crt do fornecedor.',
      certificate_upload: 'Carregar ficheiro de certificado',
      certificate_unreadable:
        'Este ficheiro não contém nenhum certificado. Escolha um ficheiro .pem, .cer ou .crt.',
      parsed_title: 'O que o servidor leu',
      parsed_entity_id: 'ID da entidade',
      parsed_sso_url: 'URL de início de sessão',
      parsed_expires: 'O certificado expira',
      certificate_valid: 'Certificado válido',
      certificate_invalid: 'Certificado expirado ou inválido',
      parsed_none: 'Ainda nada lido: guarde primeiro os dados do fornecedor de identidade.',
    },
    experience: {
      branding_title: 'Botão de início de sessão',
      branding_description:
        'Como o conector aparece na página de início de sessão quando o utilizador o pode escolher.',
      display_name: 'Nome apresentado',
      display_name_placeholder: 'Acme',
      logo: 'URL do logotipo',
      dark_logo: 'URL do logotipo no modo escuro',
      logo_invalid: 'Introduza um URL https ou http.',
      domains_title: 'Domínios de e-mail',
      domains_description:
        'Os utilizadores cujo endereço de e-mail termina num destes domínios iniciam sessão por este conector. Prima Enter após cada um.',
      domains_label: 'Domínios de e-mail',
      domain_invalid: '{{domain}} não é um domínio válido.',
      domain_duplicate: '{{domain}} já está na lista.',
      remove_domain: 'Remover {{domain}}',
      sync_title: 'Perfil do utilizador',
      sync_toggle: 'Sincronizar o perfil em cada início de sessão',
      sync_description:
        'Nome, avatar e e-mail são copiados do fornecedor de identidade sempre; caso contrário, só na criação da conta.',
      token_storage_toggle: 'Guardar os tokens do fornecedor de identidade',
      token_storage_description:
        'Quando ativo, os tokens de acesso e de atualização de cada início de sessão são guardados cifrados, para que as aplicações do utilizador chamem o fornecedor através da API da conta.',
    },
    sign_in_experience: {
      title: 'Início de sessão único empresarial',
      toggle: 'Oferecer início de sessão único na página de início de sessão',
      description:
        'Os utilizadores dos domínios de e-mail dos seus conectores empresariais iniciam sessão pelo fornecedor de identidade da sua empresa.',
    },
  },
};
