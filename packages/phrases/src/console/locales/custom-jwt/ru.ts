import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesRu: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Токен доступа пользователя',
        description: 'Утверждения, добавляемые в токены доступа, которые выдаются пользователям при входе.',
      },
      client_credentials: {
        title: 'Токен доступа «машина — машина»',
        description: 'Утверждения, добавляемые в токены доступа приложений «машина — машина» (учётные данные клиента).',
      },
    },
    index: {
      not_set: 'Своих утверждений пока нет.',
      is_set: 'Свои утверждения действуют.',
      add: 'Добавить свои утверждения',
      edit: 'Изменить',
      delete: 'Удалить',
      delete_confirm: 'Токены, выдаваемые с этого момента, содержат только стандартные утверждения.',
      load_failed: 'Не удалось загрузить свои утверждения.',
    },
    editor: {
      title_create: 'Добавить свои утверждения: {{tokenType}}',
      title_edit: 'Изменить свои утверждения: {{tokenType}}',
      script: 'Скрипт',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) возвращает объект, ключи которого добавляются в токен. Вызовите api.denyAccess(message), чтобы отказать в выдаче токена.',
      script_required: 'Скрипт не может быть пустым.',
      code_editor_loading: 'Загрузка редактора кода…',
      code_editor_label: 'Код скрипта',
      token_sample: 'Пример токена',
      token_sample_description: 'Токен, который скрипт получает при проверке.',
      context_sample: 'Пример контекста',
      context_sample_description: 'Данные пользователя или приложения, которые скрипт получает при проверке.',
      json_invalid: 'Введите корректный объект JSON.',
      environment_variables: 'Переменные окружения',
      environment_variables_description: 'Значения вроде ключей API, которые скрипт читает из environmentVariables, отдельно от кода.',
      variable_key: 'Имя',
      variable_value: 'Значение',
      variable_key_duplicate: 'Это имя уже используется.',
      variable_key_invalid: 'Используйте буквы, цифры и _, не начиная с цифры.',
      fetch_origins: 'Разрешённые источники для fetch',
      fetch_origins_description: 'Источники, к которым скрипт может обращаться через fetch, например https://api.example.com. Если их нет, у скрипта нет fetch.',
      fetch_origin: 'Источник',
      fetch_origin_invalid: 'Используйте https://host или https://host:port без пути; http только для localhost и 127.0.0.1.',
      fetch_origin_duplicate: 'Этот источник уже есть в списке.',
      saved: 'Свои утверждения сохранены.',
      created: 'Свои утверждения созданы и применяются к новым токенам.',
      not_found: 'Для этого типа токена пока нет своих утверждений.',
    },
    test: {
      title: 'Проверка',
      description: 'Запустите скрипт на примерах и посмотрите, какие утверждения он возвращает. Ничего не сохраняется.',
      run: 'Запустить проверку',
      claims: 'Возвращённые утверждения',
      error: 'Ошибка скрипта',
      idle: 'Запустите проверку, чтобы увидеть результат здесь.',
    },
  },
};
