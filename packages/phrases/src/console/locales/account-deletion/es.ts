import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesEs: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Eliminar cuenta',
    description: 'Elimina tu cuenta y abandona todos los inquilinos. No se puede deshacer.',
    action: 'Eliminar cuenta',
    continue: 'Continuar',
    confirm_title: '¿Eliminar tu cuenta?',
    confirm_description: 'Los inquilinos en los que eres administrador se eliminan con sus datos; abandonas los demás inquilinos.',
    final_title: 'Esto es definitivo',
    final_description: 'Tu cuenta y sus datos se eliminan y se cierra tu sesión. No se puede deshacer.',
    failed: 'No se pudo eliminar la cuenta',
    failed_description: '{{message}} ID de la solicitud: {{requestId}}. Inténtalo de nuevo más tarde.',
    issues_title: 'Todavía no se puede eliminar tu cuenta',
    issues_description: 'Los inquilinos que administras se eliminan con tu cuenta. Resuelve primero estos problemas:',
    blockers: {
      paid_plan: 'Plan de pago: pasa estos inquilinos al plan gratuito.',
      subscription_status: 'Suscripción no activa: regulariza estas suscripciones.',
      open_invoice: 'Facturas pendientes: paga las facturas pendientes de estos inquilinos.',
    },
    tenants_to_delete: 'Se eliminan con sus datos: {{names}}',
    tenants_to_leave: 'Abandonas: {{names}}',
  },
};
