import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesPtBr: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Conector de e-mail',
      Sms: 'Conector de SMS',
      Social: 'Conector social',
    },
    passwordless: {
      email_description:
        'Envia códigos de verificação por e-mail para login, cadastro e redefinição de senha.',
      sms_description:
        'Envia códigos de verificação por mensagem de texto para login, cadastro e redefinição de senha.',
      not_set_up: 'Ainda não configurado.',
      set_up_email: 'Configurar conector de e-mail',
      set_up_sms: 'Configurar conector de SMS',
    },
    social: {
      column_connectors: 'Conectores',
      column_status: 'Experiência de login',
      demo: 'Demonstração',
      in_use: 'Oferecido',
      not_in_use: 'Não oferecido',
      platforms: { Universal: 'Qualquer plataforma', Web: 'Aplicativos web', Native: 'Aplicativos nativos' },
      table_label: 'Conectores sociais',
      column_name: 'Nome',
      column_target: 'Provedor de identidade',
      empty_title: 'Nenhum conector social ainda',
      empty_description:
        'Adicione um conector social para que os usuários entrem com uma conta que já têm.',
      add: 'Adicionar conector social',
    },
    social_guide: {
      callback_title: 'URL de callback',
      callback_description: 'Registre exatamente esta URL como URL de redirecionamento (callback) do aplicativo que você criar no provedor.',
      callback_label: 'URL de callback',
    },
    social_display: {
      title: 'Botão de login',
      description: 'Como o botão aparece na página de login. Deixe um campo em branco para usar o nome ou o logotipo do próprio provedor.',
      name_in: 'Nome ({{language}})',
      other_languages: 'Nome em outros idiomas',
      logo: 'URL do logotipo',
      logo_dark: 'URL do logotipo para o modo escuro',
      sync_profile: 'Atualizar o perfil a cada login',
      sync_profile_description: 'Quando ativado, o nome, o avatar e o e-mail do provedor substituem o perfil do usuário a cada login. Quando desativado, eles são copiados apenas na criação da conta.',
    },
    create: {
      description_social: 'Escolha o provedor de identidade com que seus usuários fazem login. Você preencherá as configurações na próxima página.',
      demo_hint: 'Funciona sem credenciais, para testes. Não use em produção.',
      title_email: 'Escolha um provedor de e-mail',
      title_sms: 'Escolha um provedor de SMS',
      title_social: 'Escolha um provedor social',
      description:
        'Escolha o serviço que envia as mensagens. Você preenche as configurações dele na próxima página.',
      providers_label: 'Provedores',
      no_factories_title: 'Nenhum provedor disponível',
      no_factories_description: 'Este servidor não oferece conectores deste tipo.',
      already_set_up:
        'Já existe um conector deste tipo configurado. Exclua-o antes de adicionar outro.',
      open_existing: 'Abrir o conector atual',
    },
    guide: {
      title: 'Configurar {{name}}',
      not_found: 'Este provedor não existe.',
      save: 'Salvar e concluir',
      created: 'O conector "{{name}}" foi criado.',
    },
    config: {
      description_social: 'As credenciais do aplicativo registrado no provedor e onde acessá-lo.',
      field_labels: {
        clientId: 'ID do cliente',
        clientSecret: 'Segredo do cliente',
        scope: 'Escopo',
        authorizationEndpoint: 'Endpoint de autorização',
        tokenEndpoint: 'Endpoint de token',
        userInfoEndpoint: 'Endpoint de informações do usuário',
        issuer: 'Emissor (issuer)',
        accountSid: 'SID da conta',
        apiKey: 'Chave de API',
        authToken: 'Token de autenticação',
        baseUrl: 'URL base da API',
        endpoint: 'Ponto de extremidade',
        from: 'Remetente',
        headers: 'Cabeçalhos',
        host: 'Nome do host',
        password: 'Senha',
        port: 'Porta',
        username: 'Nome de usuário',
        templates: 'Modelos',
        senderName: 'Nome do remetente',
        companyInformation: 'Informações da empresa',
        fromEmail: 'E-mail do remetente',
        signingSecret: 'Segredo de assinatura',
        tlsMode: 'Modo TLS',
      },
      field_descriptions: {
        templates:
          'Uma entrada por tipo de uso (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, locale opcional, subject (e-mail), content com {{variable}}, contentType opcional.',
        senderName: 'Exibido como remetente; sem URL.',
        companyInformation: 'Adicionado a cada e-mail; sem URL.',
        signingSecret:
          'Pelo menos 16 caracteres; cada requisição leva o HMAC-SHA256 do corpo no cabeçalho {{header}}.',
        headers: 'Cabeçalhos extras da requisição, como objeto JSON de strings.',
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
      title: 'Configurações',
      description: 'O que o provedor precisa para enviar mensagens em seu nome.',
      secret_hint:
        'Armazenado criptografado e exibido mascarado. Digite um novo valor para substituí-lo.',
      invalid_number: 'Digite um número.',
      select_placeholder: 'Selecione uma opção',
      url_in_sender_name: 'URL não é permitida no nome do remetente.',
      url_in_company_information: 'URL não é permitida nas informações da empresa.',
    },
    test: {
      title: 'Enviar uma mensagem de teste',
      description_email:
        'Verifique as configurações enviando um e-mail de teste com um código de exemplo. Nada é salvo.',
      description_sms:
        'Verifique as configurações enviando um SMS de teste com um código de exemplo. Nada é salvo.',
      email_label: 'E-mail de destino',
      phone_label: 'Número de telefone de destino',
      send: 'Enviar mensagem de teste',
      sent: 'Mensagem de teste enviada para {{to}}.',
      invalid_email: 'Digite um endereço de e-mail válido.',
      invalid_phone: 'Digite um número de telefone no formato internacional, como +14155550100.',
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
      code_required: 'O conteúdo deve conter {{variable}}.',
      not_set: 'Ainda não há modelo para esta finalidade e idioma. Preencha-o para adicionar um.',
      remove: 'Remover este modelo',
      required: 'Adicione pelo menos um modelo.',
      usage_types: {
        SignIn: 'Login',
        Register: 'Cadastro',
        ForgotPassword: 'Redefinição de senha',
        OrganizationInvitation: 'Convite para organização',
        Generic: 'Mensagem genérica e testes',
        UserPermissionValidation: 'Verificação de identidade',
        BindNewIdentifier: 'Vinculação de novo e-mail ou telefone',
        MfaVerification: 'Verificação multifator',
      },
    },
    details: {
      delete_description_social: 'Os usuários não poderão mais fazer login com este provedor, e suas contas perderão o vínculo com ele.',
      delete_confirm_social: 'Os usuários não poderão mais fazer login com este provedor por meio deste conector.',
      delete_confirm_in_use: 'A experiência de login oferece {{target}}. Depois que este conector for excluído, os usuários que faziam login com ele não poderão mais fazer isso dessa forma.',
      not_found: 'Este conector não existe.',
      connector_id: 'ID do conector',
      delete: 'Excluir conector',
      delete_description:
        'Os usuários deixam de receber mensagens por este conector. Os métodos de login que dependem dele param de funcionar.',
      delete_confirm:
        'Login, cadastro e redefinição de senha que dependem deste conector param de funcionar até você configurar outro.',
    },
  },
};
