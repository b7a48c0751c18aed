import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesPtPt: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Nome de utilizador',
      email: 'Endereço de e-mail',
      phone: 'Número de telefone',
    },
    branding: {
      color_title: 'Cor da marca',
      color_description: 'A cor dos botões e ligações na aplicação de início de sessão.',
      primary_color: 'Cor principal',
      pick_color: 'Escolher {{label}}',
      invalid_color: 'Introduza uma cor hexadecimal como #6139F6 (3 ou 6 dígitos).',
      dark_mode: 'Oferecer um tema escuro',
      dark_mode_description:
        'A aplicação de início de sessão segue o tema do dispositivo, com cor e logótipos próprios para o modo escuro.',
      dark_primary_color: 'Cor principal no tema escuro',
      use_derived: 'Utilizar {{color}}, derivada da cor principal',
      logo_title: 'Logótipo e favicon',
      logo_description:
        'Carregue uma imagem ou introduza o respetivo URL. Deixe um campo vazio para não mostrar nada.',
      logoUrl: 'Imagem do logótipo',
      darkLogoUrl: 'Imagem do logótipo no tema escuro',
      favicon: 'Favicon (ícone do separador)',
      darkFavicon: 'Favicon no tema escuro',
      css_title: 'CSS personalizado',
      css_description:
        'Estilos aplicados depois dos da aplicação de início de sessão, para alterações que as definições não cobrem.',
      custom_css: 'Folha de estilos',
    },
    uploader: {
      upload: 'Carregar imagem',
      uploading: 'A carregar…',
      upload_label: 'Carregar {{label}}',
      hint: '{{extensions}}, até {{limit}}.',
      error_file_count: 'Escolha apenas um ficheiro.',
      error_file_type: 'Este tipo de ficheiro não é suportado. Utilize um destes: {{extensions}}.',
      error_file_size: 'O ficheiro é demasiado grande. O limite é {{limit}}.',
      error_upload: 'O carregamento falhou. Tente novamente.',
    },
    sign_in_mode: {
      title: 'Modo de início de sessão',
      description: 'Se a aplicação de início de sessão permite entrar, criar uma conta ou ambos.',
      legend: 'A aplicação de início de sessão oferece',
      modes: {
        SignIn: {
          title: 'Apenas iniciar sessão',
          description:
            'Sem contas novas: os utilizadores são adicionados por administradores ou importados.',
        },
        Register: {
          title: 'Apenas criar contas',
          description: 'A aplicação abre no registo e não inicia a sessão de ninguém.',
        },
        SignInAndRegister: {
          title: 'Iniciar sessão e criar contas',
          description: 'Os utilizadores existentes iniciam sessão; os novos criam uma conta.',
        },
      },
    },
    sign_up: {
      title: 'Registo',
      description: 'O que os novos utilizadores introduzem para criar uma conta.',
      identifiers: 'Identificadores de registo',
      authentication: 'Autenticação',
      authentication_description:
        'Um nome de utilizador precisa sempre de palavra-passe; um e-mail ou telefone é sempre verificado com um código.',
      authentication_required: 'Escolha pelo menos uma forma de autenticação.',
      password: 'Criar uma palavra-passe',
      verify: 'Verificar com um código',
    },
    sign_in: {
      title: 'Métodos de início de sessão',
      description: 'Como os utilizadores iniciam sessão, pela ordem em que a aplicação os oferece.',
      password: 'Palavra-passe',
      verification_code: 'Código de verificação',
      password_first: 'Palavra-passe primeiro',
      add: 'Adicionar {{name}}',
      remove: 'Remover {{name}}',
      move_up: 'Mover {{name}} para cima',
      move_down: 'Mover {{name}} para baixo',
      method_required: 'Escolha uma palavra-passe, um código de verificação ou ambos.',
      methods_required: 'É necessário pelo menos um método de início de sessão.',
      missing_method:
        '{{identifier}} é utilizado no registo, por isso também tem de ser um método de início de sessão.',
    },
    connectors: {
      email_missing:
        'O registo ou início de sessão por e-mail precisa de um conector de e-mail, e nenhum está configurado.',
      sms_missing:
        'O registo ou início de sessão por telefone precisa de um conector de SMS, e nenhum está configurado.',
      set_up_email: 'Configurar um conector de e-mail',
      set_up_sms: 'Configurar um conector de SMS',
    },
    social: {
      missing: 'Já não existe nenhum conector deste fornecedor. Desmarque-o para guardar.',
      title: 'Início de sessão social',
      description: 'Os fornecedores oferecidos como botões na página de início de sessão, pela ordem em que os escolher.',
      empty: 'Ainda não há conectores sociais configurados.',
      manage: 'Gerir conectores sociais',
    },
    content: {
      terms_title: 'Termos e privacidade',
      terms_description:
        'Ligações mostradas na aplicação de início de sessão. Deixe-as vazias para não mostrar nenhuma.',
      termsOfUseUrl: 'URL dos termos de utilização',
      privacyPolicyUrl: 'URL da política de privacidade',
      agree_to_terms: 'Aceitação dos termos',
      agree_to_terms_description:
        'Quando os utilizadores têm de confirmar que aceitam os termos e a política de privacidade.',
      agree_policies: {
        Automatic: 'Aceites ao continuar (sem caixa de verificação)',
        ManualRegistrationOnly: 'Uma caixa de verificação ao criar a conta',
        Manual: 'Uma caixa de verificação ao iniciar sessão e ao criar a conta',
      },
      language_title: 'Idiomas',
      language_description: 'Em que idioma fala a aplicação de início de sessão.',
      auto_detect: 'Detetar o idioma',
      auto_detect_description: 'Utilizar o idioma do navegador quando a aplicação o tiver.',
      fallback_language: 'Idioma predefinido',
      invalid_language: 'Escolha um idioma suportado.',
    },
    custom_content: {
      title: 'Conteúdo personalizado',
      description:
        'O seu próprio texto abaixo de uma página da aplicação de início de sessão, como ajuda ou um aviso. Uma linha em branco inicia um parágrafo; **negrito**, _itálico_ e [ligações](https://…) são formatados, e o HTML é mostrado tal como escrito.',
      length: '{{used}} de {{limit}} caracteres',
      pages: {
        sign_in: 'Página de início de sessão',
        register: 'Página de criação de conta',
        forgot_password: 'Página de palavra-passe esquecida',
        consent: 'Página de consentimento',
      },
    },
    phrases: {
      title: 'Textos personalizados',
      description:
        'Substitua textos da aplicação de início de sessão, um idioma de cada vez. Um campo vazio mantém o texto incorporado.',
      language: 'Idioma',
      search: 'Filtrar textos',
      key: 'Chave',
      built_in: 'Texto incorporado',
      override: 'O seu texto',
      override_of: 'O seu texto para {{key}}',
      save: 'Guardar textos',
      saved: 'Textos personalizados guardados.',
      delete: 'Eliminar todos os textos personalizados deste idioma',
      delete_title: 'Eliminar os textos personalizados?',
      delete_description:
        'Todos os seus textos em {{language}} são removidos e a aplicação volta a mostrar os textos incorporados.',
      deleted: 'Textos personalizados eliminados.',
    },
    password_policy: {
      requirements_title: 'Requisitos da palavra-passe',
      requirements_description: 'O que cada nova palavra-passe tem de cumprir.',
      length_min: 'Comprimento mínimo',
      length_max: 'Comprimento máximo',
      characterTypes_min:
        'Tipos de caracteres obrigatórios (minúsculas, maiúsculas, dígitos, símbolos)',
      min_over_max: 'O comprimento mínimo não pode exceder o máximo.',
      rejects_title: 'Palavras-passe recusadas',
      rejects_description: 'As palavras-passe fáceis de adivinhar são recusadas.',
      pwned: 'Recusar palavras-passe divulgadas',
      pwned_description: 'Palavras-passe encontradas em fugas de dados conhecidas.',
      repetition: 'Recusar caracteres repetidos e sequências',
      repetition_description: 'Como «aaaa», «1234» ou «qwerty».',
      user_info: 'Recusar dados pessoais',
      user_info_description: 'O nome, nome de utilizador, e-mail ou telefone do utilizador.',
      words: 'Palavras proibidas',
      words_description:
        'Uma palavra por linha; as palavras-passe que contenham alguma delas são recusadas.',
    },
    diff: {
      title: 'Alterar a forma como os utilizadores iniciam sessão?',
      description:
        'Depois de guardar, os utilizadores vão registar-se e iniciar sessão de outra forma. Verifique a alteração:',
      setting: 'Definição',
      before: 'Antes',
      after: 'Depois',
      sign_in_mode: 'Modo de início de sessão',
      sign_up: 'Registo',
      sign_in: 'Métodos de início de sessão',
      none: 'Nenhum',
    },
    preview: {
      title: 'Pré-visualização em direto',
      frame_title: 'Pré-visualização da página de início de sessão',
      platform: 'Dispositivo',
      web: 'Versão web',
      mobile: 'Versão móvel',
      mode: 'Tema',
      light: 'Claro',
      dark: 'Escuro',
      language: 'Idioma da pré-visualização',
      unsaved_phrases: 'Mostra os seus textos personalizados não guardados.',
    },
  },
};
