import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesZhTw: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: '手機號碼',
    invalid: '請輸入有效的{{types}}。',
    separator: ' / ',
    or: '或',
  },
  sign_in_method: {
    with_code: '改用驗證碼登入',
    with_password: '改用密碼登入',
    forgot_password: '忘記密碼？',
    send_code: '傳送驗證碼',
  },
  verification_code: {
    title: '輸入驗證碼',
    sent_to: '我們已傳送 6 位數驗證碼至 {{target}}。',
    group_label: '驗證碼',
    digit_label: '第 {{position}} 位，共 {{total}} 位',
    resend: '傳送新的驗證碼',
    resend_in: '{{seconds}} 秒後可重新取得驗證碼。',
    resent: '新的驗證碼已傳送。',
    incomplete: '請輸入全部 6 位數字。',
    error: {
      mismatch: '驗證碼不正確，請確認後再試一次。',
      expired: '驗證碼已過期，請重新取得。',
      too_many_attempts: '錯誤次數過多，請重新取得驗證碼。',
      not_found: '此驗證碼已失效，請重新取得。',
    },
  },
  forgot_password: {
    title: '重設密碼',
    description: '輸入你帳戶的電子郵件或手機號碼，我們會傳送驗證碼給你。',
    new_password_title: '設定新密碼',
    new_password_description: '為你的帳戶選擇新的密碼。',
    new_password: '新密碼',
    submit: '重設密碼',
    success: '密碼已重設，請使用新密碼登入。',
    back_to_sign_in: '返回登入',
  },
  password_rules: {
    heading: '你的密碼必須：',
    length: '長度為 {{min}} 到 {{max}} 個字元',
    character_types: '至少包含小寫字母、大寫字母、數字和符號中的 {{min}} 種',
    pwned: '未出現在已知的資料外洩中',
    repetition_and_sequence: '避免重複字元和簡單序列',
    user_info: '不包含你的姓名、使用者名稱或電子郵件',
    words: '不包含本服務禁止的字詞',
  },
  terms: {
    automatic: '繼續即表示你同意<terms>使用條款</terms>和<privacy>隱私權政策</privacy>。',
    automatic_terms: '繼續即表示你同意<terms>使用條款</terms>。',
    automatic_privacy: '繼續即表示你同意<privacy>隱私權政策</privacy>。',
    manual: '我同意<terms>使用條款</terms>和<privacy>隱私權政策</privacy>。',
    manual_terms: '我同意<terms>使用條款</terms>。',
    manual_privacy: '我同意<privacy>隱私權政策</privacy>。',
    dialog_title: '條款與隱私權',
    dialog_description: '若要繼續，請同意以下條款。',
    agree_and_continue: '同意並繼續',
    cancel: '取消',
  },
  preview: {
    waiting: '正在等待預覽設定…',
  },
};
