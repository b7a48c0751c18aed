import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesRu: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Переходим ко входу…',
  },
  profile: {
    title: 'Профиль',
    headline: 'Ваши личные данные и способ входа в консоль.',
    sections: {
      profile: 'Данные профиля',
      sign_in: 'Вход и безопасность',
    },
    fields: {
      avatar: 'Аватар',
      name: 'Имя',
      username: 'Имя пользователя',
      email: 'Адрес электронной почты',
      password: 'Пароль',
    },
    not_set: 'Не задано',
    password_hidden: '••••••••',
    change: 'Изменить',
    save: 'Сохранить',
    link_email: 'Привязать почту',
    edit_avatar: 'Изменить аватар',
    edit_name: 'Изменить имя',
    edit_username: 'Изменить имя пользователя',
    updated: 'Поле «{{field}}» обновлено.',
    avatar: {
      upload: 'Загрузить изображение',
      uploading: 'Загрузка…',
      hint: '{{extensions}}, не больше {{limit}}.',
      remove: 'Удалить изображение',
      url: 'URL изображения',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Выберите ровно {{count}} файл.',
      error_file_type: 'Этот тип файлов не поддерживается. Используйте один из: {{extensions}}.',
      error_file_size: 'Файл слишком большой. Ограничение — {{limit}}.',
      error_upload: 'Не удалось загрузить изображение. Попробуйте ещё раз.',
    },
    errors: {
      username_required: 'Введите имя пользователя.',
      username_invalid: 'Начните с буквы или символа подчёркивания, дальше используйте только буквы, цифры и подчёркивания.',
      too_long: 'Используйте не больше {{max}} символов.',
      invalid_uri_format: 'Введите корректный URL с http или https.',
      password_required: 'Введите пароль.',
      passwords_do_not_match: 'Пароли не совпадают.',
      same_password: 'Выберите пароль, отличный от текущего.',
    },
    verify_password: {
      title: 'Подтвердите пароль',
      description: 'Введите текущий пароль, прежде чем менять его.',
      current_password: 'Текущий пароль',
      action: 'Продолжить',
    },
    change_password: {
      title: 'Сменить пароль',
      description: 'Выберите новый пароль для своей учётной записи.',
      description_for: 'Выберите новый пароль для {{email}}.',
      new_password: 'Новый пароль',
      confirm_password: 'Повторите новый пароль',
      action: 'Сменить пароль',
      changed: 'Пароль изменён.',
      verify_again: 'В целях безопасности подтвердите текущий пароль ещё раз.',
    },
    email: {
      unavailable_title: 'Вход по электронной почте не настроен',
      unavailable_description:
        'Чтобы привязать адрес электронной почты, нужен почтовый коннектор, который отправит код подтверждения, а он ещё не настроен. Добавьте почтовый коннектор и попробуйте снова.',
    },
    delete_account: {
      title: 'Удалить учётную запись',
      description: 'Удалите свою учётную запись и покиньте всех арендаторов. Это действие нельзя отменить.',
      action: 'Удалить учётную запись',
      continue: 'Продолжить',
      confirm_title: 'Удалить вашу учётную запись?',
      confirm_description:
        'Арендаторы, в которых вы администратор, удаляются вместе с данными; остальных арендаторов вы покидаете.',
      final_title: 'Это необратимо',
      final_description: 'Ваша учётная запись и её данные удаляются, а вы выходите из системы. Это действие нельзя отменить.',
      failed: 'Не удалось удалить учётную запись',
      failed_description: '{{message}} Идентификатор запроса: {{requestId}}. Попробуйте позже.',
    },
  },
};
