import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesZhCn: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: '验证因素',
    factors_description: '用户可以设置并用于验证的第二因素。',
    totp_title: '身份验证器应用 (TOTP)',
    totp_description: '用户用身份验证器应用扫描二维码，并输入应用显示的六位数验证码。',
    webauthn_title: '通行密钥或安全密钥 (WebAuthn)',
    webauthn_description: '用户通过指纹、面容、设备 PIN 或硬件安全密钥完成验证。',
    backup_code_title: '备用码',
    backup_code_description: '十个一次性验证码，在其他因素无法使用时使用。',
    backup_code_alone: '备用码只能作为其他因素的备份：请同时开启身份验证器应用或通行密钥。',
    policy_title: '策略',
    policy_description: '用户能否跳过第二因素的设置。',
    policy_legend: '多因素认证策略',
    user_controlled_title: '由用户决定',
    user_controlled_description: '登录时向用户提供设置第二因素的选项，可以跳过；设置后即用它进行验证。',
    mandatory_title: '所有人必须使用',
    mandatory_description: '没有第二因素的用户必须在下次登录时设置，所有人每次登录都要用它验证。',
    mandatory_needs_factor: '要强制多因素认证，请至少开启一个验证因素。',
    organization_note: '组织也可以在其设置中要求成员使用多因素认证。',
    pro_tag: 'Pro',
    pro_notice: '在云服务中，多因素认证是 Pro 套餐功能：生产租户需要 Pro 套餐才能使用。',
  },
};
