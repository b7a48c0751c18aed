import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesEs: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Rotar',
    delete: 'Eliminar',
    delete_key: 'Eliminar la clave {{id}}',
    delete_title: '¿Eliminar la clave anterior?',
    deleted: 'La clave se ha eliminado.',
    algorithm: 'Algoritmo',
    empty_title: 'Aún no hay claves',
    empty_description: 'Rota para crear la primera clave.',
    columns: {
      id: 'ID de la clave',
      algorithm: 'Algoritmo',
      created_at: 'Creada',
      status: 'Estado',
      actions: 'Acciones',
    },
    status: {
      current: 'Actual',
      previous: 'Anterior',
      next: 'Siguiente',
    },
    algorithms: {
      ec: 'Curva elíptica (P-256)',
      ec_description: 'Claves y firmas pequeñas, rápidas de verificar. Recomendado.',
      rsa: 'RSA (2048 bits)',
      rsa_description: 'Para aplicaciones y bibliotecas que solo admiten firmas RSA.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Las claves del otro algoritmo no cambian: el inquilino sigue firmando con ES256 y RS256, según lo que pida cada aplicación.',
      title: 'Claves de firma',
      description:
        'Firman los tokens de ID y los tokens de acceso de este inquilino. Las aplicaciones los verifican con las claves públicas publicadas en el JWKS.',
      rotate_title: '¿Rotar las claves de firma?',
      rotate_description:
        'A partir de ahora, una clave nueva firma los tokens. La clave actual pasa a ser la anterior y sigue verificando los tokens que firmó; una clave anterior más antigua se elimina y los tokens que firmó dejan de aceptarse. Las aplicaciones que guardan el JWKS en caché deben volver a obtenerlo.',
      rotated: 'Las claves de firma se han rotado.',
      delete_description:
        'Los tokens firmados con esta clave ya no se pueden verificar. Puede que las aplicaciones tengan que volver a iniciar la sesión de sus usuarios.',
    },
    cookie_keys: {
      title: 'Claves de cookies',
      description: 'Firman las cookies de las sesiones de inicio de sesión y de las interacciones.',
      rotate_title: '¿Rotar las claves de cookies?',
      rotate_description:
        'A partir de ahora, una clave nueva firma las cookies. La clave actual pasa a ser la anterior y sigue verificando las cookies existentes; una clave anterior más antigua se elimina y las sesiones firmadas con ella terminan.',
      rotated: 'Las claves de cookies se han rotado.',
      delete_description: 'Las sesiones y los inicios de sesión en curso que usan esta clave terminan, y los usuarios deben volver a iniciar sesión.',
    },
  },
};
