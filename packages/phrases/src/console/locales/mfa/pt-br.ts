import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesPtBr: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Fatores',
    factors_description: 'Os segundos fatores que os usuários podem configurar e usar para verificar.',
    totp_title: 'App autenticador (TOTP)',
    totp_description: 'Os usuários escaneiam um código QR com um app autenticador e digitam o código de seis dígitos que ele mostra.',
    webauthn_title: 'Chave de acesso ou chave de segurança (WebAuthn)',
    webauthn_description: 'Os usuários verificam com digital, rosto, PIN do dispositivo ou uma chave de segurança física.',
    backup_code_title: 'Códigos de backup',
    backup_code_description: 'Dez códigos de uso único para quando os outros fatores não estiverem à mão.',
    backup_code_alone: 'Códigos de backup só servem de reserva para outro fator: ative também um app autenticador ou as chaves de acesso.',
    policy_title: 'Política',
    policy_description: 'Se os usuários podem pular a configuração de um segundo fator.',
    policy_legend: 'Política de autenticação multifator',
    user_controlled_title: 'Deixar os usuários decidirem',
    user_controlled_description: 'Um segundo fator é oferecido no login e pode ser pulado; quem o configura verifica com ele.',
    mandatory_title: 'Obrigatória para todos',
    mandatory_description: 'Quem não tem segundo fator precisa configurá-lo no próximo login, e todos verificam com ele sempre.',
    mandatory_needs_factor: 'Ative pelo menos um fator para exigir a autenticação multifator.',
    organization_note: 'As organizações também podem exigir a autenticação multifator de seus membros nas configurações delas.',
    pro_tag: 'Pro',
    pro_notice: 'Na nuvem, a autenticação multifator é um recurso do plano Pro: tenants de produção precisam do plano Pro para usá-la.',
  },
};
