import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesPtBr: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Nome de usuário',
      email: 'Endereço de e-mail',
      phone: 'Número de telefone',
    },
    branding: {
      color_title: 'Cor da marca',
      color_description: 'A cor dos botões e links no app de login.',
      primary_color: 'Cor principal',
      pick_color: 'Escolher {{label}}',
      invalid_color: 'Informe uma cor hexadecimal como #6139F6 (3 ou 6 dígitos).',
      dark_mode: 'Oferecer um tema escuro',
      dark_mode_description:
        'O app de login segue o tema do dispositivo, com cor e logos próprios para o modo escuro.',
      dark_primary_color: 'Cor principal no tema escuro',
      use_derived: 'Usar {{color}}, derivada da cor principal',
      logo_title: 'Logo e favicon',
      logo_description:
        'Envie uma imagem ou informe a URL dela. Deixe um campo vazio para não mostrar nada.',
      logoUrl: 'Imagem do logo',
      darkLogoUrl: 'Imagem do logo no tema escuro',
      favicon: 'Favicon (ícone da aba)',
      darkFavicon: 'Favicon no tema escuro',
      css_title: 'CSS personalizado',
      css_description:
        'Estilos aplicados depois dos do app de login, para mudanças que as configurações não cobrem.',
      custom_css: 'Folha de estilos',
    },
    uploader: {
      upload: 'Enviar imagem',
      uploading: 'Enviando…',
      upload_label: 'Enviar {{label}}',
      hint: '{{extensions}}, até {{limit}}.',
      error_file_count: 'Escolha apenas um arquivo.',
      error_file_type: 'Este tipo de arquivo não é compatível. Use um destes: {{extensions}}.',
      error_file_size: 'O arquivo é grande demais. O limite é {{limit}}.',
      error_upload: 'O envio falhou. Tente novamente.',
    },
    sign_in_mode: {
      title: 'Modo de login',
      description: 'Se o app de login permite entrar, criar uma conta ou ambos.',
      legend: 'O app de login oferece',
      modes: {
        SignIn: {
          title: 'Somente login',
          description:
            'Sem contas novas: os usuários são adicionados por administradores ou importados.',
        },
        Register: {
          title: 'Somente criar contas',
          description: 'O app abre no cadastro e não faz login de ninguém.',
        },
        SignInAndRegister: {
          title: 'Login e criação de contas',
          description: 'Usuários existentes fazem login; novos usuários criam uma conta.',
        },
      },
    },
    sign_up: {
      title: 'Cadastro',
      description: 'O que novos usuários informam para criar uma conta.',
      identifiers: 'Identificadores de cadastro',
      authentication: 'Autenticação',
      authentication_description:
        'Um nome de usuário sempre precisa de senha; um e-mail ou telefone é sempre verificado com um código.',
      authentication_required: 'Escolha pelo menos uma forma de autenticação.',
      password: 'Criar uma senha',
      verify: 'Verificar com um código',
    },
    sign_in: {
      title: 'Métodos de login',
      description: 'Como os usuários entram, na ordem em que o app de login os oferece.',
      password: 'Senha',
      verification_code: 'Código de verificação',
      password_first: 'Senha primeiro',
      add: 'Adicionar {{name}}',
      remove: 'Remover {{name}}',
      move_up: 'Mover {{name}} para cima',
      move_down: 'Mover {{name}} para baixo',
      method_required: 'Escolha uma senha, um código de verificação ou ambos.',
      methods_required: 'É necessário pelo menos um método de login.',
      missing_method:
        '{{identifier}} é usado no cadastro, então também precisa ser um método de login.',
    },
    connectors: {
      email_missing:
        'Cadastro ou login por e-mail precisa de um conector de e-mail, e nenhum está configurado.',
      sms_missing:
        'Cadastro ou login por telefone precisa de um conector de SMS, e nenhum está configurado.',
      set_up_email: 'Configurar um conector de e-mail',
      set_up_sms: 'Configurar um conector de SMS',
    },
    social: {
      missing: 'Não resta nenhum conector deste provedor. Desmarque-o para salvar.',
      title: 'Login social',
      description: 'Os provedores oferecidos como botões na página de login, na ordem em que você os escolher.',
      empty: 'Nenhum conector social configurado ainda.',
      manage: 'Gerenciar conectores sociais',
    },
    content: {
      terms_title: 'Termos e privacidade',
      terms_description: 'Links exibidos no app de login. Deixe vazios para não exibir nenhum.',
      termsOfUseUrl: 'URL dos termos de uso',
      privacyPolicyUrl: 'URL da política de privacidade',
      agree_to_terms: 'Aceite dos termos',
      agree_to_terms_description:
        'Quando os usuários precisam confirmar que aceitam os termos e a política de privacidade.',
      agree_policies: {
        Automatic: 'Aceitos ao continuar (sem caixa de seleção)',
        ManualRegistrationOnly: 'Uma caixa de seleção ao criar a conta',
        Manual: 'Uma caixa de seleção ao entrar e ao criar a conta',
      },
      language_title: 'Idiomas',
      language_description: 'Em que idioma o app de login fala.',
      auto_detect: 'Detectar o idioma',
      auto_detect_description: 'Usar o idioma do navegador quando o app de login o tiver.',
      fallback_language: 'Idioma padrão',
      invalid_language: 'Escolha um idioma compatível.',
    },
    custom_content: {
      title: 'Conteúdo personalizado',
      description:
        'Seu próprio texto abaixo de uma página do app de login, como ajuda ou um aviso. Uma linha em branco inicia um parágrafo; **negrito**, _itálico_ e [links](https://…) são formatados, e o HTML é exibido como digitado.',
      length: '{{used}} de {{limit}} caracteres',
      pages: {
        sign_in: 'Página de login',
        register: 'Página de criação de conta',
        forgot_password: 'Página de senha esquecida',
        consent: 'Página de consentimento',
      },
    },
    phrases: {
      title: 'Textos personalizados',
      description:
        'Substitua textos do app de login, um idioma por vez. Um campo vazio mantém o texto embutido.',
      language: 'Idioma',
      search: 'Filtrar textos',
      key: 'Chave',
      built_in: 'Texto embutido',
      override: 'Seu texto',
      override_of: 'Seu texto para {{key}}',
      save: 'Salvar textos',
      saved: 'Textos personalizados salvos.',
      delete: 'Excluir todos os textos personalizados deste idioma',
      delete_title: 'Excluir os textos personalizados?',
      delete_description:
        'Todos os seus textos em {{language}} são removidos e o app de login volta a mostrar os textos embutidos.',
      deleted: 'Textos personalizados excluídos.',
    },
    password_policy: {
      requirements_title: 'Requisitos de senha',
      requirements_description: 'O que toda nova senha precisa ter.',
      length_min: 'Tamanho mínimo',
      length_max: 'Tamanho máximo',
      characterTypes_min:
        'Tipos de caracteres exigidos (minúsculas, maiúsculas, dígitos, símbolos)',
      min_over_max: 'O tamanho mínimo não pode passar do máximo.',
      rejects_title: 'Senhas recusadas',
      rejects_description: 'Senhas fáceis de adivinhar são recusadas.',
      pwned: 'Recusar senhas vazadas',
      pwned_description: 'Senhas encontradas em vazamentos de dados conhecidos.',
      repetition: 'Recusar caracteres repetidos e sequências',
      repetition_description: 'Como “aaaa”, “1234” ou “qwerty”.',
      user_info: 'Recusar informações pessoais',
      user_info_description: 'Nome, nome de usuário, e-mail ou telefone do usuário.',
      words: 'Palavras proibidas',
      words_description: 'Uma palavra por linha; senhas que contenham alguma delas são recusadas.',
    },
    diff: {
      title: 'Mudar como os usuários entram?',
      description:
        'Depois de salvar, os usuários vão se cadastrar e entrar de outro jeito. Confira a mudança:',
      setting: 'Configuração',
      before: 'Antes',
      after: 'Depois',
      sign_in_mode: 'Modo de login',
      sign_up: 'Cadastro',
      sign_in: 'Métodos de login',
      none: 'Nenhum',
    },
    preview: {
      title: 'Pré-visualização ao vivo',
      frame_title: 'Pré-visualização da página de login',
      platform: 'Dispositivo',
      web: 'Versão web',
      mobile: 'Versão móvel',
      mode: 'Tema',
      light: 'Claro',
      dark: 'Escuro',
      language: 'Idioma da pré-visualização',
      unsaved_phrases: 'Mostra seus textos personalizados não salvos.',
    },
  },
};
