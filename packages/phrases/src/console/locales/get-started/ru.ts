import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesRu: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: 'Выполнено шагов: {{done}} из {{total}}',
    done: 'Готово',
    mark_done: 'Отметить как выполненное',
    steps_label: 'Шаги настройки',
    load_failed: 'Не удалось загрузить прогресс.',
    create_application: {
      title: 'Создайте приложение',
      description: 'Зарегистрируйте приложение и добавьте в него вход по руководству.',
      action: 'Создать приложение',
    },
    sign_in_experience: {
      title: 'Настройте процесс входа',
      description:
        'Выберите, как пользователи регистрируются и входят, и оформите страницы в стиле своего бренда.',
      action: 'Настроить',
    },
    mfa: {
      title: 'Включите многофакторную аутентификацию',
      description: 'Запрашивайте второй фактор, чтобы защитить аккаунты.',
      action: 'Настроить MFA',
    },
    roles: {
      title: 'Добавьте роли',
      description: 'Объединяйте разрешения в роли и назначайте их пользователям и приложениям.',
      action: 'Создать роль',
    },
    collaborators: {
      title: 'Пригласите коллег',
      description: 'Добавьте команду в этот тенант, чтобы управлять им вместе.',
      action: 'Пригласить участников',
    },
  },
};
