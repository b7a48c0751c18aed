import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesEs: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Te llevamos al inicio de sesión…',
  },
  profile: {
    title: 'Perfil',
    headline: 'Tus datos personales y cómo inicias sesión en la consola.',
    sections: {
      profile: 'Información del perfil',
      sign_in: 'Inicio de sesión y seguridad',
    },
    fields: {
      avatar: 'Foto de perfil',
      name: 'Nombre',
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      password: 'Contraseña',
    },
    not_set: 'Sin definir',
    password_hidden: '••••••••',
    change: 'Cambiar',
    save: 'Guardar',
    link_email: 'Vincular correo',
    edit_avatar: 'Cambiar foto de perfil',
    edit_name: 'Cambiar nombre',
    edit_username: 'Cambiar nombre de usuario',
    updated: '{{field}} actualizado.',
    avatar: {
      upload: 'Subir imagen',
      uploading: 'Subiendo…',
      hint: '{{extensions}}, hasta {{limit}}.',
      remove: 'Quitar imagen',
      url: 'URL de la imagen',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Elige exactamente {{count}} archivo.',
      error_file_type: 'Este tipo de archivo no es compatible. Usa uno de estos: {{extensions}}.',
      error_file_size: 'El archivo es demasiado grande. El límite es {{limit}}.',
      error_upload: 'No se pudo subir la imagen. Inténtalo de nuevo.',
    },
    errors: {
      username_required: 'Escribe un nombre de usuario.',
      username_invalid: 'Empieza con una letra o un guion bajo y usa después solo letras, dígitos y guiones bajos.',
      too_long: 'Usa como máximo {{max}} caracteres.',
      invalid_uri_format: 'Escribe una URL http o https válida.',
      password_required: 'Escribe una contraseña.',
      passwords_do_not_match: 'Las contraseñas no coinciden.',
      same_password: 'Elige una contraseña distinta de la actual.',
    },
    verify_password: {
      title: 'Verifica tu contraseña',
      description: 'Escribe tu contraseña actual antes de cambiarla.',
      current_password: 'Contraseña actual',
      action: 'Continuar',
    },
    change_password: {
      title: 'Cambiar contraseña',
      description: 'Elige una nueva contraseña para tu cuenta.',
      description_for: 'Elige una nueva contraseña para {{email}}.',
      new_password: 'Nueva contraseña',
      confirm_password: 'Confirma la nueva contraseña',
      action: 'Cambiar contraseña',
      changed: 'Tu contraseña se ha cambiado.',
      verify_again: 'Por tu seguridad, vuelve a verificar tu contraseña actual.',
    },
    email: {
      unavailable_title: 'El inicio de sesión por correo no está configurado',
      unavailable_description:
        'Para vincular un correo electrónico hace falta un conector de correo que envíe el código de verificación, y aún no hay ninguno. Añade un conector de correo y vuelve a intentarlo.',
    },
    delete_account: {
      title: 'Eliminar cuenta',
      description: 'Elimina tu cuenta y abandona todos los inquilinos. No se puede deshacer.',
      action: 'Eliminar cuenta',
      continue: 'Continuar',
      confirm_title: '¿Eliminar tu cuenta?',
      confirm_description:
        'Los inquilinos en los que eres administrador se eliminan con sus datos; abandonas los demás inquilinos.',
      final_title: 'Esto es definitivo',
      final_description: 'Tu cuenta y sus datos se eliminan y se cierra tu sesión. No se puede deshacer.',
      failed: 'No se pudo eliminar la cuenta',
      failed_description: '{{message}} ID de la solicitud: {{requestId}}. Inténtalo de nuevo más tarde.',
    },
  },
};
