import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesPtPt: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Token de acesso do utilizador',
        description: 'Claims acrescentadas aos tokens de acesso emitidos para utilizadores quando iniciam sessão.',
      },
      client_credentials: {
        title: 'Token de acesso máquina a máquina',
        description: 'Claims acrescentadas aos tokens de acesso emitidos para aplicações máquina a máquina (credenciais de cliente).',
      },
    },
    index: {
      not_set: 'Ainda sem claims personalizadas.',
      is_set: 'As claims personalizadas estão ativas.',
      add: 'Adicionar claims personalizadas',
      edit: 'Editar',
      delete: 'Eliminar',
      delete_confirm: 'Os tokens emitidos a partir de agora trazem apenas as claims padrão.',
      load_failed: 'Não foi possível carregar as claims personalizadas.',
    },
    editor: {
      title_create: 'Adicionar claims personalizadas: {{tokenType}}',
      title_edit: 'Editar claims personalizadas: {{tokenType}}',
      script: 'Script personalizado',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) devolve um objeto cujas chaves são acrescentadas ao token. Chame api.denyAccess(message) para recusar o token.',
      script_required: 'O script não pode estar vazio.',
      code_editor_loading: 'A carregar o editor de código…',
      code_editor_label: 'Código do script',
      token_sample: 'Exemplo de token',
      token_sample_description: 'O token que o script recebe no teste.',
      context_sample: 'Exemplo de contexto',
      context_sample_description: 'Os dados do utilizador ou da aplicação que o script recebe no teste.',
      json_invalid: 'Introduza um objeto JSON válido.',
      environment_variables: 'Variáveis de ambiente',
      environment_variables_description: 'Valores como chaves de API que o script lê de environmentVariables, fora do código.',
      variable_key: 'Nome',
      variable_value: 'Valor',
      variable_key_duplicate: 'Este nome já está a ser usado.',
      variable_key_invalid: 'Use letras, algarismos e _, sem começar por um algarismo.',
      fetch_origins: 'Origens permitidas para fetch',
      fetch_origins_description: 'Origens que o script pode chamar com fetch, como https://api.example.com. Sem nenhuma, o script não tem fetch.',
      fetch_origin: 'Origem',
      fetch_origin_invalid: 'Use https://host ou https://host:porta, sem caminho; http apenas para localhost e 127.0.0.1.',
      fetch_origin_duplicate: 'Esta origem já está na lista.',
      saved: 'As claims personalizadas foram guardadas.',
      created: 'As claims personalizadas foram criadas e aplicam-se aos novos tokens.',
      not_found: 'Ainda não há claims personalizadas para este tipo de token.',
    },
    test: {
      title: 'Testar',
      description: 'Execute o script com os exemplos e veja as claims que devolve. Nada é guardado.',
      run: 'Executar teste',
      claims: 'Claims devolvidas',
      error: 'O script falhou',
      idle: 'Execute o teste para ver aqui o resultado.',
    },
  },
};
