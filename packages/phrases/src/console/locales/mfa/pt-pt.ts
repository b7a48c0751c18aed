import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesPtPt: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Fatores',
    factors_description: 'Os segundos fatores que os utilizadores podem configurar e usar para verificar.',
    totp_title: 'Aplicação de autenticação (TOTP)',
    totp_description: 'Os utilizadores leem um código QR com uma aplicação de autenticação e introduzem o código de seis dígitos que ela mostra.',
    webauthn_title: 'Chave de acesso ou chave de segurança (WebAuthn)',
    webauthn_description: 'Os utilizadores verificam com impressão digital, rosto, PIN do dispositivo ou uma chave de segurança física.',
    backup_code_title: 'Códigos de cópia de segurança',
    backup_code_description: 'Dez códigos de utilização única para quando os outros fatores não estão à mão.',
    backup_code_alone: 'Os códigos de cópia de segurança só servem de reserva a outro fator: ative também uma aplicação de autenticação ou as chaves de acesso.',
    policy_title: 'Política',
    policy_description: 'Se os utilizadores podem saltar a configuração de um segundo fator.',
    policy_legend: 'Política de autenticação multifator',
    user_controlled_title: 'Deixar os utilizadores decidir',
    user_controlled_description: 'É proposto um segundo fator no início de sessão, que pode ser saltado; quem o configura verifica com ele.',
    mandatory_title: 'Obrigatória para todos',
    mandatory_description: 'Quem não tem segundo fator tem de o configurar no próximo início de sessão, e todos verificam com ele sempre.',
    mandatory_needs_factor: 'Ative pelo menos um fator para exigir a autenticação multifator.',
    organization_note: 'As organizações também podem exigir a autenticação multifator aos seus membros, nas respetivas definições.',
    pro_tag: 'Pro',
    pro_notice: 'Na nuvem, a autenticação multifator é uma funcionalidade do plano Pro: os inquilinos de produção precisam do plano Pro para a usar.',
  },
};
