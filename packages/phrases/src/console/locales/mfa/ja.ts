import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesJa: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: '要素',
    factors_description: 'ユーザーが設定して本人確認に使える第 2 要素です。',
    totp_title: '認証アプリ (TOTP)',
    totp_description: 'ユーザーは認証アプリで QR コードを読み取り、表示される 6 桁のコードを入力します。',
    webauthn_title: 'パスキーまたはセキュリティキー (WebAuthn)',
    webauthn_description: 'ユーザーは指紋、顔、デバイスの PIN、またはハードウェアのセキュリティキーで確認します。',
    backup_code_title: 'バックアップコード',
    backup_code_description: '他の要素が使えないときのための、1 回限り有効なコード 10 個です。',
    backup_code_alone: 'バックアップコードは他の要素の予備にすぎません。認証アプリかパスキーも有効にしてください。',
    policy_title: 'ポリシー',
    policy_description: 'ユーザーが第 2 要素の設定をスキップできるかどうか。',
    policy_legend: '多要素認証のポリシー',
    user_controlled_title: 'ユーザーに任せる',
    user_controlled_description: 'サインイン時に第 2 要素の設定を案内し、スキップもできます。設定したユーザーはそれで確認します。',
    mandatory_title: '全員に必須',
    mandatory_description: '第 2 要素のないユーザーは次回のサインインで設定が必要になり、全員が毎回それで確認します。',
    mandatory_needs_factor: '多要素認証を必須にするには、少なくとも 1 つの要素を有効にしてください。',
    organization_note: '組織の設定で、組織ごとにメンバーへ多要素認証を必須にすることもできます。',
    pro_tag: 'Pro',
    pro_notice: 'クラウドでは多要素認証は Pro プランの機能です。本番テナントで使うには Pro プランが必要です。',
  },
};
