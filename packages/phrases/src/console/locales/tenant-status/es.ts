import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesEs: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Suspendido',
    tag_overdue: 'Vencido',
    tag_mau_exceeded: 'MAU superado',
    suspended_title: 'Este tenant está suspendido',
    suspended_description: 'Su inicio de sesión, sus tokens y su Management API no están disponibles, y su configuración no se puede abrir mientras dure la suspensión.',
    suspended_contact: 'Si crees que es un error, o para restaurar el tenant, ponte en contacto con nosotros.',
    contact_us: 'Contáctanos',
    mau_exceeded_title: 'Límite de usuarios activos mensuales alcanzado',
    mau_exceeded_description: 'Este tenant tiene {{activeUsers}} usuarios activos mensuales y su plan incluye {{mauLimit}}. Mejora el plan para que todos los usuarios puedan seguir iniciando sesión.',
    view_plans: 'Ver planes',
    overdue_title: 'Pago vencido',
    overdue_description: 'Este tenant tiene facturas impagadas por un total de {{amount}}. Págalas para evitar que el tenant sea suspendido.',
    view_billing: 'Ver historial de facturación',
    dev_notice_title: 'Este tenant es ahora un tenant de desarrollo',
    dev_notice_description: 'Los tenants de desarrollo son gratuitos para crear y probar, con límites que no sirven para tráfico de producción. Si este tenant atiende a usuarios reales, crea un tenant de producción y trasládalos allí.',
    production_banner: 'Aún no tienes un tenant de producción. Crea uno antes de salir a producción.',
    create_tenant: 'Crear tenant',
  },
};
