import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesPtPt: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Número de telemóvel',
    invalid: 'Introduza um valor válido: {{types}}.',
    separator: ' / ',
    or: ' ou ',
  },
  sign_in_method: {
    with_code: 'Iniciar sessão com um código de verificação',
    with_password: 'Iniciar sessão com uma palavra-passe',
    forgot_password: 'Esqueceu-se da palavra-passe?',
    send_code: 'Enviar código',
  },
  verification_code: {
    title: 'Introduza o código de verificação',
    sent_to: 'Enviámos um código de 6 dígitos para {{target}}.',
    group_label: 'Código de verificação',
    digit_label: 'Dígito {{position}} de {{total}}',
    resend: 'Enviar um novo código',
    resend_in: 'Poderá pedir um novo código dentro de {{seconds}} s.',
    resent: 'Um novo código está a caminho.',
    incomplete: 'Introduza os 6 dígitos.',
    error: {
      mismatch: 'Este código não está correto. Verifique-o e tente novamente.',
      expired: 'Este código expirou. Peça um novo.',
      too_many_attempts: 'Demasiados códigos errados. Peça um novo.',
      not_found: 'Este código já não é válido. Peça um novo.',
    },
  },
  forgot_password: {
    title: 'Repor a palavra-passe',
    description: 'Introduza o e-mail ou o número de telemóvel da sua conta e enviaremos um código.',
    new_password_title: 'Definir uma nova palavra-passe',
    new_password_description: 'Escolha uma nova palavra-passe para a sua conta.',
    new_password: 'Nova palavra-passe',
    submit: 'Repor palavra-passe',
    success: 'A sua palavra-passe foi reposta. Inicie sessão com a nova palavra-passe.',
    back_to_sign_in: 'Voltar ao início de sessão',
  },
  password_rules: {
    heading: 'A sua palavra-passe deve:',
    length: 'ter entre {{min}} e {{max}} carateres',
    character_types:
      'combinar pelo menos {{min}} de: minúsculas, maiúsculas, algarismos e símbolos',
    pwned: 'não constar de nenhuma fuga de dados conhecida',
    repetition_and_sequence: 'evitar carateres repetidos e sequências fáceis',
    user_info: 'não conter o seu nome, nome de utilizador ou e-mail',
    words: 'não conter palavras que este serviço não permite',
  },
  terms: {
    automatic:
      'Ao continuar, aceita os <terms>Termos de utilização</terms> e a <privacy>Política de privacidade</privacy>.',
    automatic_terms: 'Ao continuar, aceita os <terms>Termos de utilização</terms>.',
    automatic_privacy: 'Ao continuar, aceita a <privacy>Política de privacidade</privacy>.',
    manual:
      'Aceito os <terms>Termos de utilização</terms> e a <privacy>Política de privacidade</privacy>.',
    manual_terms: 'Aceito os <terms>Termos de utilização</terms>.',
    manual_privacy: 'Aceito a <privacy>Política de privacidade</privacy>.',
    dialog_title: 'Termos e privacidade',
    dialog_description: 'Para continuar, aceite os termos abaixo.',
    agree_and_continue: 'Aceitar e continuar',
    cancel: 'Cancelar',
  },
  preview: {
    waiting: 'A aguardar as definições para pré-visualizar…',
  },
};
