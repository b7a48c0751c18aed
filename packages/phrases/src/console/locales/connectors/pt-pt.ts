import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesPtPt: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Conector de e-mail',
      Sms: 'Conector de SMS',
      Social: 'Conector social',
    },
    passwordless: {
      email_description:
        'Envia códigos de verificação por e-mail para início de sessão, registo e reposição da palavra-passe.',
      sms_description:
        'Envia códigos de verificação por SMS para início de sessão, registo e reposição da palavra-passe.',
      not_set_up: 'Ainda não configurado.',
      set_up_email: 'Configurar conector de e-mail',
      set_up_sms: 'Configurar conector de SMS',
    },
    social: {
      column_connectors: 'Conectores',
      column_status: 'Experiência de início de sessão',
      demo: 'Demonstração',
      in_use: 'Oferecido',
      not_in_use: 'Não oferecido',
      platforms: { Universal: 'Qualquer plataforma', Web: 'Aplicações web', Native: 'Aplicações nativas' },
      table_label: 'Conectores sociais',
      column_name: 'Nome',
      column_target: 'Fornecedor de identidade',
      empty_title: 'Ainda não há conectores sociais',
      empty_description:
        'Adicione um conector social para que os utilizadores iniciem sessão com uma conta que já têm.',
      add: 'Adicionar conector social',
    },
    social_guide: {
      callback_title: 'URL de retorno',
      callback_description: 'Registe exatamente este URL como URL de redirecionamento (retorno) da aplicação que criar no fornecedor.',
      callback_label: 'URL de retorno',
    },
    social_display: {
      title: 'Botão de início de sessão',
      description: 'O aspeto do botão na página de início de sessão. Deixe um campo em branco para usar o nome ou o logótipo do próprio fornecedor.',
      name_in: 'Nome ({{language}})',
      other_languages: 'Nome noutros idiomas',
      logo: 'URL do logótipo',
      logo_dark: 'URL do logótipo para o modo escuro',
      sync_profile: 'Atualizar o perfil em cada início de sessão',
      sync_profile_description: 'Quando ativo, o nome, o avatar e o e-mail do fornecedor substituem o perfil do utilizador em cada início de sessão. Quando inativo, são copiados apenas ao criar a conta.',
    },
    create: {
      description_social: 'Escolha o fornecedor de identidade com que os seus utilizadores iniciam sessão. Preencherá as definições na página seguinte.',
      demo_hint: 'Funciona sem credenciais, para experimentar. Não se destina a produção.',
      title_email: 'Escolha um fornecedor de e-mail',
      title_sms: 'Escolha um fornecedor de SMS',
      title_social: 'Escolha um fornecedor social',
      description:
        'Escolha o serviço que envia as mensagens. Preenche as definições dele na página seguinte.',
      providers_label: 'Fornecedores',
      no_factories_title: 'Nenhum fornecedor disponível',
      no_factories_description: 'Este servidor não oferece conectores deste tipo.',
      already_set_up:
        'Já existe um conector deste tipo configurado. Elimine-o antes de adicionar outro.',
      open_existing: 'Abrir o conector atual',
    },
    guide: {
      title: 'Configurar {{name}}',
      not_found: 'Este fornecedor não existe.',
      save: 'Guardar e concluir',
      created: 'O conector "{{name}}" foi criado.',
    },
    config: {
      description_social: 'As credenciais da aplicação registada no fornecedor e onde o contactar.',
      field_labels: {
        clientId: 'ID de cliente',
        clientSecret: 'Segredo de cliente',
        scope: 'Âmbito (scope)',
        authorizationEndpoint: 'Endpoint de autorização',
        tokenEndpoint: 'Endpoint de token',
        userInfoEndpoint: 'Endpoint de informações do utilizador',
        issuer: 'Emissor (issuer)',
        accountSid: 'SID da conta',
        apiKey: 'Chave de API',
        authToken: 'Token de autenticação',
        baseUrl: 'URL base da API',
        endpoint: 'Ponto de extremidade',
        from: 'Remetente',
        headers: 'Cabeçalhos',
        host: 'Anfitrião',
        password: 'Palavra-passe',
        port: 'Porta',
        username: 'Nome de utilizador',
        templates: 'Modelos',
        senderName: 'Nome do remetente',
        companyInformation: 'Informações da empresa',
        fromEmail: 'E-mail do remetente',
        signingSecret: 'Segredo de assinatura',
        tlsMode: 'Modo TLS',
      },
      field_descriptions: {
        templates:
          'Uma entrada por tipo de utilização (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, locale opcional, subject (e-mail), content com {{variable}}, contentType opcional.',
        senderName: 'Apresentado como remetente; sem URL.',
        companyInformation: 'Acrescentado a cada e-mail; sem URL.',
        signingSecret:
          'Pelo menos 16 caracteres; cada pedido leva o HMAC-SHA256 do corpo no cabeçalho {{header}}.',
        headers: 'Cabeçalhos adicionais do pedido, como objeto JSON de cadeias de caracteres.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 ou MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Nenhum' },
      },
      title: 'Definições',
      description: 'O que o fornecedor precisa para enviar mensagens em seu nome.',
      secret_hint:
        'Guardado cifrado e apresentado mascarado. Escreva um novo valor para o substituir.',
      invalid_number: 'Introduza um número.',
      select_placeholder: 'Selecione uma opção',
      url_in_sender_name: 'Não é permitido URL no nome do remetente.',
      url_in_company_information: 'Não é permitido URL nas informações da empresa.',
    },
    test: {
      title: 'Enviar uma mensagem de teste',
      description_email:
        'Verifique as definições enviando um e-mail de teste com um código de exemplo. Nada é guardado.',
      description_sms:
        'Verifique as definições enviando um SMS de teste com um código de exemplo. Nada é guardado.',
      email_label: 'Endereço de e-mail de destino',
      phone_label: 'Número de telemóvel de destino',
      send: 'Enviar mensagem de teste',
      sent: 'Mensagem de teste enviada para {{to}}.',
      invalid_email: 'Introduza um endereço de e-mail válido.',
      invalid_phone: 'Introduza um número de telefone em formato internacional, como +14155550100.',
    },
    templates: {
      title: 'Modelos de mensagem',
      description:
        'O que as mensagens dizem, para cada finalidade e idioma. {{variable}} é substituído pelo código de verificação.',
      usage_type: 'Finalidade',
      language: 'Idioma',
      any_language: 'Todos os outros idiomas',
      subject: 'Assunto',
      content: 'Conteúdo',
      content_type: 'Formato',
      content_types: {
        text_plain: 'Texto simples',
        text_html: 'Formatado (HTML)',
      },
      code_required: 'O conteúdo tem de conter {{variable}}.',
      not_set:
        'Ainda não existe modelo para esta finalidade e idioma. Preencha-o para adicionar um.',
      remove: 'Remover este modelo',
      required: 'Adicione pelo menos um modelo.',
      usage_types: {
        SignIn: 'Início de sessão',
        Register: 'Registo',
        ForgotPassword: 'Reposição da palavra-passe',
        OrganizationInvitation: 'Convite para organização',
        Generic: 'Mensagem genérica e testes',
        UserPermissionValidation: 'Verificação de identidade',
        BindNewIdentifier: 'Associação de novo e-mail ou telemóvel',
        MfaVerification: 'Verificação multifator',
      },
    },
    details: {
      delete_description_social: 'Os utilizadores deixam de poder iniciar sessão com este fornecedor e as suas contas perdem a ligação a ele.',
      delete_confirm_social: 'Os utilizadores deixam de poder iniciar sessão com este fornecedor através deste conector.',
      delete_confirm_in_use: 'A experiência de início de sessão oferece {{target}}. Depois de eliminar este conector, os utilizadores que iniciavam sessão com ele deixam de o poder fazer dessa forma.',
      not_found: 'Este conector não existe.',
      connector_id: 'ID do conector',
      delete: 'Eliminar conector',
      delete_description:
        'Os utilizadores deixam de receber mensagens através deste conector. Os métodos de início de sessão que dependem dele deixam de funcionar.',
      delete_confirm:
        'O início de sessão, o registo e a reposição da palavra-passe que dependem deste conector deixam de funcionar até configurar outro.',
    },
  },
};
