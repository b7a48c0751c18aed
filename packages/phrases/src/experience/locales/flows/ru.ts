import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesRu: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Номер телефона',
    invalid: 'Введите корректное значение: {{types}}.',
    separator: ' / ',
    or: ' или ',
  },
  sign_in_method: {
    with_code: 'Войти с кодом подтверждения',
    with_password: 'Войти с паролем',
    forgot_password: 'Забыли пароль?',
    send_code: 'Отправить код',
  },
  verification_code: {
    title: 'Введите код подтверждения',
    sent_to: 'Мы отправили 6-значный код на {{target}}.',
    group_label: 'Код подтверждения',
    digit_label: 'Цифра {{position}} из {{total}}',
    resend: 'Отправить новый код',
    resend_in: 'Новый код можно запросить через {{seconds}} с.',
    resent: 'Новый код уже в пути.',
    incomplete: 'Введите все 6 цифр.',
    error: {
      mismatch: 'Неверный код. Проверьте его и попробуйте снова.',
      expired: 'Срок действия кода истёк. Запросите новый.',
      too_many_attempts: 'Слишком много неверных кодов. Запросите новый.',
      not_found: 'Этот код больше не действует. Запросите новый.',
    },
  },
  forgot_password: {
    title: 'Сброс пароля',
    description:
      'Введите адрес электронной почты или номер телефона вашей учётной записи, и мы отправим вам код.',
    new_password_title: 'Задайте новый пароль',
    new_password_description: 'Выберите новый пароль для вашей учётной записи.',
    new_password: 'Новый пароль',
    submit: 'Сбросить пароль',
    success: 'Пароль сброшен. Войдите с новым паролем.',
    back_to_sign_in: 'Вернуться ко входу',
  },
  password_rules: {
    heading: 'Пароль должен:',
    length: 'содержать от {{min}} до {{max}} символов',
    character_types:
      'сочетать не менее {{min}} из: строчные буквы, заглавные буквы, цифры и символы',
    pwned: 'не встречаться в известных утечках данных',
    repetition_and_sequence: 'не содержать повторов и простых последовательностей',
    user_info: 'не содержать ваше имя, имя пользователя или адрес почты',
    words: 'не содержать слов, запрещённых в этом сервисе',
  },
  terms: {
    automatic:
      'Продолжая, вы принимаете <terms>Условия использования</terms> и <privacy>Политику конфиденциальности</privacy>.',
    automatic_terms: 'Продолжая, вы принимаете <terms>Условия использования</terms>.',
    automatic_privacy: 'Продолжая, вы принимаете <privacy>Политику конфиденциальности</privacy>.',
    manual:
      'Я принимаю <terms>Условия использования</terms> и <privacy>Политику конфиденциальности</privacy>.',
    manual_terms: 'Я принимаю <terms>Условия использования</terms>.',
    manual_privacy: 'Я принимаю <privacy>Политику конфиденциальности</privacy>.',
    dialog_title: 'Условия и конфиденциальность',
    dialog_description: 'Чтобы продолжить, примите условия ниже.',
    agree_and_continue: 'Принять и продолжить',
    cancel: 'Отмена',
  },
  preview: {
    waiting: 'Ожидание настроек для предпросмотра…',
  },
};
