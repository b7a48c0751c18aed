import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesEs: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Token de acceso de usuario',
        description: 'Claims añadidos a los tokens de acceso emitidos a los usuarios al iniciar sesión.',
      },
      client_credentials: {
        title: 'Token de acceso de máquina a máquina',
        description: 'Claims añadidos a los tokens de acceso emitidos a aplicaciones de máquina a máquina (credenciales de cliente).',
      },
    },
    index: {
      not_set: 'Aún no hay claims personalizados.',
      is_set: 'Los claims personalizados están activos.',
      add: 'Añadir claims personalizados',
      edit: 'Editar',
      delete: 'Eliminar',
      delete_confirm: 'Los tokens emitidos a partir de ahora solo llevan los claims estándar.',
      load_failed: 'No se pudieron cargar los claims personalizados.',
    },
    editor: {
      title_create: 'Añadir claims personalizados: {{tokenType}}',
      title_edit: 'Editar claims personalizados: {{tokenType}}',
      script: 'Script personalizado',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) devuelve un objeto cuyas claves se añaden al token. Llama a api.denyAccess(message) para rechazar el token.',
      script_required: 'El script no puede estar vacío.',
      code_editor_loading: 'Cargando el editor de código…',
      code_editor_label: 'Código del script',
      token_sample: 'Ejemplo de token',
      token_sample_description: 'El token que recibe el script en la prueba.',
      context_sample: 'Ejemplo de contexto',
      context_sample_description: 'Los datos del usuario o de la aplicación que recibe el script en la prueba.',
      json_invalid: 'Introduce un objeto JSON válido.',
      environment_variables: 'Variables de entorno',
      environment_variables_description: 'Valores como claves de API que el script lee de environmentVariables, fuera del código.',
      variable_key: 'Nombre',
      variable_value: 'Valor',
      variable_key_duplicate: 'Este nombre ya está en uso.',
      variable_key_invalid: 'Usa letras, dígitos y _, sin empezar por un dígito.',
      fetch_origins: 'Orígenes permitidos para fetch',
      fetch_origins_description: 'Orígenes a los que el script puede llamar con fetch, como https://api.example.com. Sin ninguno, el script no tiene fetch.',
      fetch_origin: 'Origen',
      fetch_origin_invalid: 'Usa https://host o https://host:puerto, sin ruta; http solo para localhost y 127.0.0.1.',
      fetch_origin_duplicate: 'Este origen ya está en la lista.',
      saved: 'Se guardaron los claims personalizados.',
      created: 'Se crearon los claims personalizados y se aplican a los tokens nuevos.',
      not_found: 'Todavía no hay claims personalizados para este tipo de token.',
    },
    test: {
      title: 'Probar',
      description: 'Ejecuta el script con los ejemplos y mira los claims que devuelve. No se guarda nada.',
      run: 'Ejecutar prueba',
      claims: 'Claims devueltos',
      error: 'El script falló',
      idle: 'Ejecuta la prueba para ver el resultado aquí.',
    },
  },
};
