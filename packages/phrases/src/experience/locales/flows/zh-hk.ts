import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesZhHk: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: '電話號碼',
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
    sent_to: '我們已向 {{target}} 傳送 6 位數驗證碼。',
    group_label: '驗證碼',
    digit_label: '第 {{position}} 位，共 {{total}} 位',
    resend: '傳送新驗證碼',
    resend_in: '{{seconds}} 秒後可再次索取驗證碼。',
    resent: '新驗證碼已傳送。',
    incomplete: '請輸入全部 6 位數字。',
    error: {
      mismatch: '驗證碼不正確，請檢查後再試。',
      expired: '驗證碼已過期，請索取新的驗證碼。',
      too_many_attempts: '錯誤次數過多，請索取新的驗證碼。',
      not_found: '此驗證碼已失效，請索取新的驗證碼。',
    },
  },
  forgot_password: {
    title: '重設密碼',
    description: '輸入你帳戶的電郵或電話號碼，我們會向你傳送驗證碼。',
    new_password_title: '設定新密碼',
    new_password_description: '為你的帳戶選擇新密碼。',
    new_password: '新密碼',
    submit: '重設密碼',
    success: '密碼已重設，請使用新密碼登入。',
    back_to_sign_in: '返回登入',
  },
  password_rules: {
    heading: '你的密碼必須：',
    length: '長度為 {{min}} 至 {{max}} 個字元',
    character_types: '最少包含小寫字母、大寫字母、數字及符號中的 {{min}} 種',
    pwned: '未曾出現在已知的資料外洩中',
    repetition_and_sequence: '避免重複字元及簡單序列',
    user_info: '不包含你的姓名、用戶名稱或電郵',
    words: '不包含本服務禁止的字詞',
  },
  terms: {
    automatic: '繼續即表示你同意<terms>使用條款</terms>及<privacy>私隱政策</privacy>。',
    automatic_terms: '繼續即表示你同意<terms>使用條款</terms>。',
    automatic_privacy: '繼續即表示你同意<privacy>私隱政策</privacy>。',
    manual: '我同意<terms>使用條款</terms>及<privacy>私隱政策</privacy>。',
    manual_terms: '我同意<terms>使用條款</terms>。',
    manual_privacy: '我同意<privacy>私隱政策</privacy>。',
    dialog_title: '條款及私隱',
    dialog_description: '如要繼續，請同意以下條款。',
    agree_and_continue: '同意並繼續',
    cancel: '取消',
  },
  preview: {
    waiting: '正在等待預覽設定…',
  },
};
