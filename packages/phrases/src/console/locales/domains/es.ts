import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesEs: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Dominio personalizado',
    description: 'Sirve las páginas de inicio de sesión y los endpoints de OpenID Connect de este inquilino en un dominio propio, como login.example.com. El emisor sigue entonces al dominio.',
    domain: 'Dominio',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Un nombre de host de tu propiedad, sin https:// ni ruta.',
    add: 'Añadir dominio',
    added: '{{domain}} añadido. Crea los registros DNS de abajo.',
    loading_failed: 'No se pudo cargar el dominio personalizado.',
    retry: 'Reintentar',
    status_label: 'Estado',
    status: {
      PendingVerification: 'Verificando DNS',
      PendingSsl: 'Emitiendo certificado',
      Active: 'Activo',
      Error: 'Error',
    },
    status_hint: {
      PendingVerification: 'Esperando los registros DNS de abajo. Esta página vuelve a comprobar cada pocos segundos.',
      PendingSsl: 'DNS verificado. Se está emitiendo el certificado; puede tardar unos minutos.',
      Active: 'Las solicitudes en este dominio llegan a este inquilino por HTTPS.',
      Error: 'Las comprobaciones se abandonaron. Corrige los registros DNS, elimina el dominio y vuelve a añadirlo.',
    },
    dns_records: 'Registros DNS',
    dns_records_description: 'Crea estos registros en tu proveedor de DNS.',
    columns: {
      type: 'Tipo',
      name: 'Nombre',
      value: 'Valor',
    },
    copy_name: 'Copiar nombre',
    copy_value: 'Copiar valor',
    delete: 'Eliminar dominio',
    delete_title: '¿Eliminar {{domain}}?',
    delete_description: 'Los inicios de sesión y las solicitudes de OpenID Connect en este dominio se detienen de inmediato, y los tokens de su emisor dejan de aceptarse allí.',
    deleted: '{{domain}} eliminado.',
    on_custom_domain: 'En tu dominio personalizado {{domain}}',
    copy_on_custom_domain: '{{label}} en {{domain}}',
  },
};
