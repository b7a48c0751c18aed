import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesEs: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Cambiar de tenant, actual: {{name}}',
    list_label: 'Tus tenants',
    loading_failed: 'No se pudieron cargar tus tenants.',
    create_tenant: 'Crear tenant',
    tag_development: 'Desarrollo',
    tag_production: 'Producción',
    create_title: 'Crear tenant',
    create_description:
      'Un tenant tiene sus propios usuarios, aplicaciones, experiencia de inicio de sesión y ajustes.',
    name: 'Nombre del tenant',
    name_placeholder: 'Mi proyecto',
    region: 'Región de datos',
    region_description: 'Dónde guarda el tenant sus datos. No se puede cambiar después.',
    region_eu: 'UE (Europa)',
    region_us: 'EE. UU. (Estados Unidos)',
    tag: 'Propósito de uso',
    tag_development_description: 'Para desarrollar y probar, con un número limitado de usuarios.',
    tag_production_description: 'Para tu producto en producción y sus usuarios reales.',
    create_submit: 'Crear tenant',
    created: 'Tenant {{name}} creado.',
    settings_title: 'Información del tenant',
    settings_description:
      'El nombre y el propósito de este tenant. Su ID y su región nunca cambian.',
    tenant_id: 'ID del tenant',
    read_only_notice:
      'Solo los administradores del tenant pueden cambiar estos ajustes o eliminar el tenant.',
    saved: 'Ajustes del tenant guardados.',
    delete_description:
      'Eliminar el tenant borra sus usuarios, aplicaciones, ajustes y todos los demás datos. No se puede deshacer.',
    delete_button: 'Eliminar tenant',
    delete_title: '¿Eliminar {{name}}?',
    delete_confirm_label: 'Escribe {{name}} para confirmar',
    deleted: 'Tenant {{name}} eliminado.',
    landing_title: 'Crea tu primer tenant',
    landing_description:
      'Un tenant contiene los usuarios, las aplicaciones y la experiencia de inicio de sesión de un producto o entorno.',
  },
};
