import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesPtPt: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{done}} de {{total}} passos concluídos',
    done: 'Concluído',
    mark_done: 'Marcar como concluído',
    steps_label: 'Passos de configuração',
    load_failed: 'Não foi possível carregar o progresso.',
    create_application: {
      title: 'Criar uma aplicação',
      description: 'Registe a sua aplicação e siga um guia para lhe adicionar o início de sessão.',
      action: 'Criar aplicação',
    },
    sign_in_experience: {
      title: 'Personalizar a experiência de início de sessão',
      description:
        'Escolha como os utilizadores se registam e iniciam sessão, e dê às páginas a imagem da sua marca.',
      action: 'Personalizar',
    },
    mfa: {
      title: 'Ativar a autenticação multifator',
      description: 'Peça um segundo fator para proteger as contas.',
      action: 'Configurar MFA',
    },
    roles: {
      title: 'Adicionar funções',
      description: 'Agrupe permissões em funções e atribua-as a utilizadores e aplicações.',
      action: 'Criar função',
    },
    collaborators: {
      title: 'Convidar colaboradores',
      description: 'Traga a sua equipa para este inquilino para o gerirem em conjunto.',
      action: 'Convidar membros',
    },
  },
};
