import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesPtBr: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{done}} de {{total}} etapas concluídas',
    done: 'Concluído',
    mark_done: 'Marcar como concluído',
    steps_label: 'Etapas de configuração',
    load_failed: 'Não foi possível carregar o progresso.',
    create_application: {
      title: 'Criar um aplicativo',
      description: 'Registre seu app e siga um guia para adicionar o login a ele.',
      action: 'Criar aplicativo',
    },
    sign_in_experience: {
      title: 'Personalizar a experiência de login',
      description:
        'Escolha como os usuários se cadastram e fazem login, e deixe as páginas com a cara da sua marca.',
      action: 'Personalizar',
    },
    mfa: {
      title: 'Ativar a autenticação multifator',
      description: 'Peça um segundo fator para proteger as contas.',
      action: 'Configurar MFA',
    },
    roles: {
      title: 'Adicionar funções',
      description: 'Agrupe permissões em funções e atribua-as a usuários e apps.',
      action: 'Criar função',
    },
    collaborators: {
      title: 'Convidar colaboradores',
      description: 'Traga sua equipe para este tenant para gerenciá-lo juntos.',
      action: 'Convidar membros',
    },
  },
};
