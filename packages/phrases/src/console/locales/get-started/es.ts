import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesEs: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{done}} de {{total}} pasos completados',
    done: 'Completado',
    mark_done: 'Marcar como completado',
    steps_label: 'Pasos de configuración',
    load_failed: 'No se pudo cargar el progreso.',
    create_application: {
      title: 'Crear una aplicación',
      description: 'Registra tu app y sigue una guía para añadirle el inicio de sesión.',
      action: 'Crear aplicación',
    },
    sign_in_experience: {
      title: 'Personalizar la experiencia de inicio de sesión',
      description:
        'Elige cómo se registran e inician sesión los usuarios y adapta las páginas a tu marca.',
      action: 'Personalizar',
    },
    mfa: {
      title: 'Activar la autenticación multifactor',
      description: 'Pide un segundo factor para proteger las cuentas.',
      action: 'Configurar MFA',
    },
    roles: {
      title: 'Añadir roles',
      description: 'Agrupa permisos en roles y asígnalos a usuarios y apps.',
      action: 'Crear rol',
    },
    collaborators: {
      title: 'Invitar a colaboradores',
      description: 'Trae a tu equipo a este inquilino para gestionarlo juntos.',
      action: 'Invitar a miembros',
    },
  },
};
