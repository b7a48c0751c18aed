import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesPtBr: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Número de telefone',
    invalid: 'Informe um valor válido: {{types}}.',
    separator: ' / ',
    or: ' ou ',
  },
  sign_in_method: {
    with_code: 'Entrar com um código de verificação',
    with_password: 'Entrar com uma senha',
    forgot_password: 'Esqueceu sua senha?',
    send_code: 'Enviar código',
  },
  verification_code: {
    title: 'Digite o código de verificação',
    sent_to: 'Enviamos um código de 6 dígitos para {{target}}.',
    group_label: 'Código de verificação',
    digit_label: 'Dígito {{position}} de {{total}}',
    resend: 'Enviar um novo código',
    resend_in: 'Você poderá pedir um novo código em {{seconds}} s.',
    resent: 'Um novo código está a caminho.',
    incomplete: 'Digite os 6 dígitos.',
    error: {
      mismatch: 'Esse código não está certo. Confira e tente de novo.',
      expired: 'Este código expirou. Peça um novo.',
      too_many_attempts: 'Muitos códigos errados. Peça um novo.',
      not_found: 'Este código não é mais válido. Peça um novo.',
    },
  },
  forgot_password: {
    title: 'Redefinir sua senha',
    description: 'Informe o e-mail ou o número de telefone da sua conta e enviaremos um código.',
    new_password_title: 'Definir uma nova senha',
    new_password_description: 'Escolha uma nova senha para sua conta.',
    new_password: 'Nova senha',
    submit: 'Redefinir senha',
    success: 'Sua senha foi redefinida. Entre com sua nova senha.',
    back_to_sign_in: 'Voltar para o login',
  },
  password_rules: {
    heading: 'Sua senha deve:',
    length: 'ter de {{min}} a {{max}} caracteres',
    character_types:
      'combinar pelo menos {{min}} entre: letras minúsculas, letras maiúsculas, dígitos e símbolos',
    pwned: 'não aparecer em vazamentos de dados conhecidos',
    repetition_and_sequence: 'evitar caracteres repetidos e sequências fáceis',
    user_info: 'não conter seu nome, nome de usuário ou e-mail',
    words: 'não conter palavras que este serviço não permite',
  },
  terms: {
    automatic:
      'Ao continuar, você concorda com os <terms>Termos de uso</terms> e a <privacy>Política de privacidade</privacy>.',
    automatic_terms: 'Ao continuar, você concorda com os <terms>Termos de uso</terms>.',
    automatic_privacy:
      'Ao continuar, você concorda com a <privacy>Política de privacidade</privacy>.',
    manual:
      'Concordo com os <terms>Termos de uso</terms> e a <privacy>Política de privacidade</privacy>.',
    manual_terms: 'Concordo com os <terms>Termos de uso</terms>.',
    manual_privacy: 'Concordo com a <privacy>Política de privacidade</privacy>.',
    dialog_title: 'Termos e privacidade',
    dialog_description: 'Para continuar, concorde com os termos abaixo.',
    agree_and_continue: 'Concordar e continuar',
    cancel: 'Cancelar',
  },
  preview: {
    waiting: 'Aguardando as configurações para a pré-visualização…',
  },
};
