import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesEs: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Factores',
    factors_description: 'Los segundos factores que los usuarios pueden configurar y usar para verificar.',
    totp_title: 'App de autenticación (TOTP)',
    totp_description: 'Los usuarios escanean un código QR con una app de autenticación y escriben el código de seis dígitos que muestra.',
    webauthn_title: 'Llave de acceso o llave de seguridad (WebAuthn)',
    webauthn_description: 'Los usuarios verifican con huella, rostro, PIN del dispositivo o una llave de seguridad física.',
    backup_code_title: 'Códigos de respaldo',
    backup_code_description: 'Diez códigos de un solo uso para cuando los otros factores no están a mano.',
    backup_code_alone: 'Los códigos de respaldo solo respaldan otro factor: activa también una app de autenticación o las llaves de acceso.',
    policy_title: 'Política',
    policy_description: 'Si los usuarios pueden omitir la configuración de un segundo factor.',
    policy_legend: 'Política de autenticación multifactor',
    user_controlled_title: 'Dejar que decidan los usuarios',
    user_controlled_description: 'Se ofrece un segundo factor al iniciar sesión y se puede omitir; quien lo configura verifica con él.',
    mandatory_title: 'Obligatoria para todos',
    mandatory_description: 'Quien no tenga un segundo factor debe configurarlo en su próximo inicio de sesión, y todos verifican con él cada vez.',
    mandatory_needs_factor: 'Activa al menos un factor para exigir la autenticación multifactor.',
    organization_note: 'Las organizaciones también pueden exigir la autenticación multifactor a sus miembros desde su configuración.',
    pro_tag: 'Pro',
    pro_notice: 'En la nube, la autenticación multifactor es una función del plan Pro: los tenants de producción necesitan el plan Pro para usarla.',
  },
};
