import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesZhHk: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: '驗證要素',
    factors_description: '用戶可以設定並用於驗證的第二要素。',
    totp_title: '驗證器應用程式 (TOTP)',
    totp_description: '用戶以驗證器應用程式掃描二維碼，並輸入應用程式顯示的六位數驗證碼。',
    webauthn_title: '密鑰或安全金鑰 (WebAuthn)',
    webauthn_description: '用戶以指紋、面孔、裝置 PIN 或硬件安全金鑰完成驗證。',
    backup_code_title: '備用碼',
    backup_code_description: '十個一次性驗證碼，在其他要素無法使用時使用。',
    backup_code_alone: '備用碼只可作為其他要素的後備：請同時開啟驗證器應用程式或密鑰。',
    policy_title: '政策',
    policy_description: '用戶可否略過第二要素的設定。',
    policy_legend: '多重要素驗證政策',
    user_controlled_title: '由用戶決定',
    user_controlled_description: '登入時會向用戶提供設定第二要素的選項，可以略過；設定後便以它驗證。',
    mandatory_title: '所有人必須使用',
    mandatory_description: '沒有第二要素的用戶必須在下次登入時設定，所有人每次登入都要以它驗證。',
    mandatory_needs_factor: '如要強制多重要素驗證，請最少開啟一個驗證要素。',
    organization_note: '組織亦可在其設定中要求成員使用多重要素驗證。',
    pro_tag: 'Pro',
    pro_notice: '在雲端服務中，多重要素驗證是 Pro 計劃功能：正式環境租戶需要 Pro 計劃才能使用。',
  },
};
