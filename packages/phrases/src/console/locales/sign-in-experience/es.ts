import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesEs: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
    },
    branding: {
      color_title: 'Color de marca',
      color_description: 'El color de los botones y enlaces en la aplicación de inicio de sesión.',
      primary_color: 'Color principal',
      pick_color: 'Elegir {{label}}',
      invalid_color: 'Introduce un color hexadecimal como #6139F6 (3 o 6 dígitos).',
      dark_mode: 'Ofrecer un tema oscuro',
      dark_mode_description:
        'La aplicación de inicio de sesión sigue el tema del dispositivo, con su propio color y logotipos para el modo oscuro.',
      dark_primary_color: 'Color principal del tema oscuro',
      use_derived: 'Usar {{color}}, derivado del color principal',
      logo_title: 'Logotipo y favicon',
      logo_description:
        'Sube una imagen o introduce su URL. Deja un campo vacío para no mostrar nada.',
      logoUrl: 'Imagen del logotipo',
      darkLogoUrl: 'Imagen del logotipo en el tema oscuro',
      favicon: 'Favicon (icono de la pestaña)',
      darkFavicon: 'Favicon en el tema oscuro',
      css_title: 'CSS personalizado',
      css_description:
        'Estilos añadidos después de los de la aplicación de inicio de sesión, para cambios que los ajustes no cubren.',
      custom_css: 'Hoja de estilos',
    },
    uploader: {
      upload: 'Subir imagen',
      uploading: 'Subiendo…',
      upload_label: 'Subir {{label}}',
      hint: '{{extensions}}, hasta {{limit}}.',
      error_file_count: 'Elige un solo archivo.',
      error_file_type: 'Este tipo de archivo no es compatible. Usa uno de estos: {{extensions}}.',
      error_file_size: 'El archivo es demasiado grande. El límite es {{limit}}.',
      error_upload: 'La subida ha fallado. Inténtalo de nuevo.',
    },
    sign_in_mode: {
      title: 'Modo de inicio de sesión',
      description:
        'Si la app de inicio de sesión permite iniciar sesión, crear una cuenta o ambas cosas.',
      legend: 'La app de inicio de sesión ofrece',
      modes: {
        SignIn: {
          title: 'Solo iniciar sesión',
          description:
            'Sin cuentas nuevas: los usuarios los añaden los administradores o se importan.',
        },
        Register: {
          title: 'Solo crear cuentas',
          description: 'La app se abre en el registro y no inicia la sesión de nadie.',
        },
        SignInAndRegister: {
          title: 'Iniciar sesión y crear cuentas',
          description: 'Los usuarios existentes inician sesión; los nuevos crean una cuenta.',
        },
      },
    },
    sign_up: {
      title: 'Registro',
      description: 'Lo que introducen los nuevos usuarios para crear una cuenta.',
      identifiers: 'Identificadores de registro',
      authentication: 'Autenticación',
      authentication_description:
        'Un nombre de usuario siempre necesita contraseña; un correo electrónico o un teléfono siempre se verifica con un código.',
      authentication_required: 'Elige al menos una forma de autenticación.',
      password: 'Crear una contraseña',
      verify: 'Verificar con un código',
    },
    sign_in: {
      title: 'Métodos de inicio de sesión',
      description: 'Cómo inician sesión los usuarios, en el orden en que los ofrece la aplicación.',
      password: 'Contraseña',
      verification_code: 'Código de verificación',
      password_first: 'Contraseña primero',
      add: 'Añadir {{name}}',
      remove: 'Quitar {{name}}',
      move_up: 'Subir {{name}}',
      move_down: 'Bajar {{name}}',
      method_required: 'Elige una contraseña, un código de verificación o ambos.',
      methods_required: 'Se necesita al menos un método de inicio de sesión.',
      missing_method:
        '{{identifier}} se usa para registrarse, así que también debe ser un método de inicio de sesión.',
    },
    connectors: {
      email_missing:
        'El registro o inicio de sesión por correo necesita un conector de correo, y no hay ninguno configurado.',
      sms_missing:
        'El registro o inicio de sesión por teléfono necesita un conector de SMS, y no hay ninguno configurado.',
      set_up_email: 'Configurar un conector de correo',
      set_up_sms: 'Configurar un conector de SMS',
    },
    social: {
      missing: 'Ya no queda ningún conector de este proveedor. Desmárquelo para guardar.',
      title: 'Inicio de sesión social',
      description: 'Los proveedores ofrecidos como botones en la página de inicio de sesión, en el orden en que los elija.',
      empty: 'Todavía no hay conectores sociales configurados.',
      manage: 'Gestionar conectores sociales',
    },
    content: {
      terms_title: 'Términos y privacidad',
      terms_description:
        'Enlaces que muestra la aplicación de inicio de sesión. Déjalos vacíos para no mostrar ninguno.',
      termsOfUseUrl: 'URL de los términos de uso',
      privacyPolicyUrl: 'URL de la política de privacidad',
      agree_to_terms: 'Aceptación de los términos',
      agree_to_terms_description:
        'Cuándo deben confirmar los usuarios que aceptan los términos y la política de privacidad.',
      agree_policies: {
        Automatic: 'Aceptados al continuar (sin casilla)',
        ManualRegistrationOnly: 'Una casilla al crear la cuenta',
        Manual: 'Una casilla al iniciar sesión y al crear la cuenta',
      },
      language_title: 'Idiomas',
      language_description: 'Qué idioma habla la aplicación de inicio de sesión.',
      auto_detect: 'Detectar el idioma',
      auto_detect_description: 'Usar el idioma del navegador cuando la aplicación lo tenga.',
      fallback_language: 'Idioma predeterminado',
      invalid_language: 'Elige un idioma compatible.',
    },
    custom_content: {
      title: 'Contenido personalizado',
      description:
        'Tu propio texto bajo una página de la app de inicio de sesión, como ayuda o un aviso. Una línea en blanco inicia un párrafo; **negrita**, _cursiva_ y [enlaces](https://…) se formatean, y el HTML se muestra tal cual.',
      length: '{{used}} de {{limit}} caracteres',
      pages: {
        sign_in: 'Página de inicio de sesión',
        register: 'Página de creación de cuenta',
        forgot_password: 'Página de contraseña olvidada',
        consent: 'Página de consentimiento',
      },
    },
    phrases: {
      title: 'Textos personalizados',
      description:
        'Sustituye textos de la aplicación de inicio de sesión, un idioma cada vez. Un campo vacío mantiene el texto integrado.',
      language: 'Idioma',
      search: 'Filtrar textos',
      key: 'Clave',
      built_in: 'Texto integrado',
      override: 'Tu texto',
      override_of: 'Tu texto para {{key}}',
      save: 'Guardar textos',
      saved: 'Textos personalizados guardados.',
      delete: 'Eliminar todos los textos personalizados de este idioma',
      delete_title: '¿Eliminar los textos personalizados?',
      delete_description:
        'Se eliminan todos tus textos de {{language}} y la aplicación vuelve a mostrar sus textos integrados.',
      deleted: 'Textos personalizados eliminados.',
    },
    password_policy: {
      requirements_title: 'Requisitos de la contraseña',
      requirements_description: 'Lo que debe cumplir toda contraseña nueva.',
      length_min: 'Longitud mínima',
      length_max: 'Longitud máxima',
      characterTypes_min:
        'Tipos de caracteres obligatorios (minúsculas, mayúsculas, dígitos, símbolos)',
      min_over_max: 'La longitud mínima no puede superar la máxima.',
      rejects_title: 'Contraseñas rechazadas',
      rejects_description: 'Se rechazan las contraseñas fáciles de adivinar.',
      pwned: 'Rechazar contraseñas filtradas',
      pwned_description: 'Contraseñas encontradas en filtraciones de datos conocidas.',
      repetition: 'Rechazar caracteres repetidos y secuencias',
      repetition_description: 'Como «aaaa», «1234» o «qwerty».',
      user_info: 'Rechazar datos personales',
      user_info_description:
        'El nombre, nombre de usuario, correo electrónico o teléfono del usuario.',
      words: 'Palabras prohibidas',
      words_description: 'Una palabra por línea; se rechazan las contraseñas que contengan alguna.',
    },
    diff: {
      title: '¿Cambiar cómo inician sesión los usuarios?',
      description:
        'Tras guardar, los usuarios se registrarán e iniciarán sesión de otra forma. Revisa el cambio:',
      setting: 'Ajuste',
      before: 'Antes',
      after: 'Después',
      sign_in_mode: 'Modo de inicio de sesión',
      sign_up: 'Registro',
      sign_in: 'Métodos de inicio de sesión',
      none: 'Ninguno',
    },
    preview: {
      title: 'Vista previa en directo',
      frame_title: 'Vista previa de la página de inicio de sesión',
      platform: 'Dispositivo',
      web: 'Vista web',
      mobile: 'Vista móvil',
      mode: 'Tema',
      light: 'Claro',
      dark: 'Oscuro',
      language: 'Idioma de la vista previa',
      unsaved_phrases: 'Muestra tus textos personalizados sin guardar.',
    },
  },
};
