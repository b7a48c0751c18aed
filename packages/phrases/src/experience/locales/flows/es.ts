import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesEs: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Número de teléfono',
    invalid: 'Introduce un valor válido: {{types}}.',
    separator: ' / ',
    or: ' o ',
  },
  sign_in_method: {
    with_code: 'Iniciar sesión con un código de verificación',
    with_password: 'Iniciar sesión con una contraseña',
    forgot_password: '¿Olvidaste tu contraseña?',
    send_code: 'Enviar código',
  },
  verification_code: {
    title: 'Introduce el código de verificación',
    sent_to: 'Hemos enviado un código de 6 dígitos a {{target}}.',
    group_label: 'Código de verificación',
    digit_label: 'Dígito {{position}} de {{total}}',
    resend: 'Enviar un código nuevo',
    resend_in: 'Podrás pedir un código nuevo en {{seconds}} s.',
    resent: 'Un código nuevo está en camino.',
    incomplete: 'Introduce los 6 dígitos.',
    error: {
      mismatch: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
      expired: 'Este código ha caducado. Pide uno nuevo.',
      too_many_attempts: 'Demasiados códigos incorrectos. Pide uno nuevo.',
      not_found: 'Este código ya no es válido. Pide uno nuevo.',
    },
  },
  forgot_password: {
    title: 'Restablecer la contraseña',
    description:
      'Introduce el correo electrónico o el número de teléfono de tu cuenta y te enviaremos un código.',
    new_password_title: 'Establecer una contraseña nueva',
    new_password_description: 'Elige una contraseña nueva para tu cuenta.',
    new_password: 'Contraseña nueva',
    submit: 'Restablecer contraseña',
    success: 'Tu contraseña se ha restablecido. Inicia sesión con tu contraseña nueva.',
    back_to_sign_in: 'Volver a iniciar sesión',
  },
  password_rules: {
    heading: 'Tu contraseña debe:',
    length: 'tener entre {{min}} y {{max}} caracteres',
    character_types: 'combinar al menos {{min}} de: minúsculas, mayúsculas, dígitos y símbolos',
    pwned: 'no aparecer en ninguna filtración de datos conocida',
    repetition_and_sequence: 'evitar caracteres repetidos y secuencias fáciles',
    user_info: 'no contener tu nombre, nombre de usuario ni correo electrónico',
    words: 'no contener palabras que este servicio no permite',
  },
  terms: {
    automatic:
      'Al continuar, aceptas los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    automatic_terms: 'Al continuar, aceptas los <terms>Términos de uso</terms>.',
    automatic_privacy: 'Al continuar, aceptas la <privacy>Política de privacidad</privacy>.',
    manual:
      'Acepto los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    manual_terms: 'Acepto los <terms>Términos de uso</terms>.',
    manual_privacy: 'Acepto la <privacy>Política de privacidad</privacy>.',
    dialog_title: 'Términos y privacidad',
    dialog_description: 'Para continuar, acepta los términos siguientes.',
    agree_and_continue: 'Aceptar y continuar',
    cancel: 'Cancelar',
  },
  preview: {
    waiting: 'Esperando la configuración para la vista previa…',
  },
};
