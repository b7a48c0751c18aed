import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesPtBr: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Token de acesso do usuário',
        description: 'Claims adicionadas aos tokens de acesso emitidos para usuários ao fazer login.',
      },
      client_credentials: {
        title: 'Token de acesso máquina a máquina',
        description: 'Claims adicionadas aos tokens de acesso emitidos para aplicativos máquina a máquina (credenciais de cliente).',
      },
    },
    index: {
      not_set: 'Nenhuma claim personalizada ainda.',
      is_set: 'As claims personalizadas estão ativas.',
      add: 'Adicionar claims personalizadas',
      edit: 'Editar',
      delete: 'Excluir',
      delete_confirm: 'Os tokens emitidos a partir de agora trazem apenas as claims padrão.',
      load_failed: 'Não foi possível carregar as claims personalizadas.',
    },
    editor: {
      title_create: 'Adicionar claims personalizadas: {{tokenType}}',
      title_edit: 'Editar claims personalizadas: {{tokenType}}',
      script: 'Script personalizado',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) retorna um objeto cujas chaves são adicionadas ao token. Chame api.denyAccess(message) para recusar o token.',
      script_required: 'O script não pode ficar vazio.',
      code_editor_loading: 'Carregando o editor de código…',
      code_editor_label: 'Código do script',
      token_sample: 'Exemplo de token',
      token_sample_description: 'O token que o script recebe no teste.',
      context_sample: 'Exemplo de contexto',
      context_sample_description: 'Os dados do usuário ou do aplicativo que o script recebe no teste.',
      json_invalid: 'Informe um objeto JSON válido.',
      environment_variables: 'Variáveis de ambiente',
      environment_variables_description: 'Valores como chaves de API que o script lê de environmentVariables, fora do código.',
      variable_key: 'Nome',
      variable_value: 'Valor',
      variable_key_duplicate: 'Este nome já está em uso.',
      variable_key_invalid: 'Use letras, dígitos e _, sem começar com um dígito.',
      fetch_origins: 'Origens permitidas para fetch',
      fetch_origins_description: 'Origens que o script pode chamar com fetch, como https://api.example.com. Sem nenhuma, o script não tem fetch.',
      fetch_origin: 'Origem',
      fetch_origin_invalid: 'Use https://host ou https://host:porta, sem caminho; http só para localhost e 127.0.0.1.',
      fetch_origin_duplicate: 'Esta origem já está na lista.',
      saved: 'As claims personalizadas foram salvas.',
      created: 'As claims personalizadas foram criadas e valem para novos tokens.',
      not_found: 'Ainda não há claims personalizadas para este tipo de token.',
    },
    test: {
      title: 'Testar',
      description: 'Execute o script com os exemplos e veja as claims que ele retorna. Nada é salvo.',
      run: 'Executar teste',
      claims: 'Claims retornadas',
      error: 'O script falhou',
      idle: 'Execute o teste para ver o resultado aqui.',
    },
  },
};
