import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesZhTw } from './flows/zh-tw.js';

const zhTW: Translation<ExperiencePhrases> = {
  ...flowsPhrasesZhTw,
  page_title: {
    sign_in: '登入',
    create_account: '建立帳號',
    first_admin: '初始設定',
    consent: '授權',
    error: '錯誤',
    device: '連接裝置',
  },
  sign_in: {
    title: '登入你的帳號',
    description: '歡迎回來，請輸入你的資料以繼續。',
  },
  social: {
    divider: '或',
    continue_with: '使用 {{name}} 繼續',
    callback_title: '正在登入',
    connecting: '請稍候，正在完成登入…',
    missing_session: '此登入與目前的瀏覽器不符，或已被使用。請重新開始。',
    link_title: '連結帳號',
    link_description: '電子郵件為 {{email}} 的帳號已存在。輸入該帳號的密碼以登入並連結你的社群帳號，或建立新帳號。',
    link_sign_in: '登入並連結',
    create_new: '改為建立新帳號',
    back_to_sign_in: '返回登入',
  },
  create_account: {
    title: '建立你的帳號',
    description: '只需要一分鐘。',
  },
  organization_invitation: {
    joining: '你受邀加入 {{organization}}。',
    use_address: '使用 {{email}} 繼續以接受邀請。',
  },
  first_admin: {
    title: '建立第一位管理員',
    description: '此帳號將用來管理使用者、應用程式和設定。之後你可以再邀請其他管理員。',
    submit: '建立管理員',
    already_set_up: '管理員帳號已存在。',
    go_to_console: '前往主控台',
  },
  consent: {
    title: '{{appName}} 要求存取你的帳號',
    scopes_heading: '此應用程式將能夠：',
    resource_scopes: '{{resource}} 的權限',
    authorize: '授權',
    cancel: '取消',
    scope: {
      openid: '確認你的身分',
      profile: '查看你的姓名和大頭貼',
      email: '查看你的電子郵件地址',
      phone: '查看你的手機號碼',
      offline_access: '在你離開時維持存取',
    },
  },
  account: {
    signed_in_as: '已用 {{identifier}} 登入',
    not_you: '不是你嗎？',
    use_another_account: '使用其他帳號',
  },
  input: {
    identifier: '使用者名稱或電子郵件',
    username: '使用者名稱',
    email: '電子郵件',
    password: '密碼',
    confirm_password: '確認密碼',
    optional: '選填',
  },
  action: {
    sign_in: '登入',
    create_account: '建立帳號',
    continue: '繼續',
    back: '返回',
    show_password: '顯示密碼',
    hide_password: '隱藏密碼',
    try_again: '再試一次',
  },
  link: {
    no_account: '還沒有帳號嗎？',
    create_one: '立即建立',
    have_account: '已經有帳號了嗎？',
    sign_in: '前往登入',
  },
  field_error: {
    required: '此欄位為必填。',
    invalid_email: '請輸入有效的電子郵件地址。',
    invalid_username: '請以字母或底線開頭，並只使用字母、數字和底線。',
    passwords_mismatch: '兩次輸入的密碼不一致。',
  },
  password_rejected: {
    too_short: '請至少使用 {{min}} 個字元。',
    too_long: '請最多使用 {{max}} 個字元。',
    unsupported_characters: '只能使用字母、數字、空格和常見符號。',
    character_types: '請至少混合 {{min}} 種字元：小寫字母、大寫字母、數字和符號。',
    pwned: '此密碼曾出現在資料外洩事件中，請改用其他密碼。',
    restricted: {
      repetition: '請避免重複同一個字元。',
      sequence: '請避免「123」或「abc」這類簡單序列。',
      words: '請避免使用這些字詞：{{words}}。',
      user_info: '密碼中請勿包含你的姓名、使用者名稱或電子郵件。',
    },
  },
  notice: {
    account_locked: '失敗次數過多，你的帳號已被鎖定 {{minutes}} 分鐘。',
    retry_in_seconds: '失敗次數過多，你可以在 {{seconds}} 秒後再試。',
  },
  error: {
    generic: '發生問題，請再試一次。',
    network: '無法連線到伺服器，請檢查網路連線後再試一次。',
    session_expired: '登入工作階段已過期，請重新開始。',
    not_found: '此頁面不存在。',
  },
  device: {
    title: '連接裝置',
    description: '請輸入裝置上顯示的代碼。',
    code_label: '裝置代碼',
    confirm_title: '要連接 {{appName}} 嗎？',
    confirm_description: '僅在你親自於此裝置上發起登入且裝置顯示此代碼時才繼續。',
    code_on_device: '裝置上的代碼',
    confirm: '連接',
    decline: '不是我的裝置',
    success_title: '裝置已連接',
    success_description: '{{appName}} 已登入。你可以關閉此頁面並返回裝置。',
    error: {
      not_found: '此代碼無效。請核對裝置上的代碼後再試一次。',
      expired: '此代碼已過期。請在裝置上重新開始以取得新代碼。',
      used: '此代碼已被使用。請在裝置上重新開始以取得新代碼。',
      aborted: '裝置未連接。',
      failed: '此頁面已過期，請重新輸入代碼。',
    },
  },
  oidc_error: {
    technical_details: '技術詳細資料',
    hint: '請返回應用程式後再試一次。如果問題持續發生，請聯絡該應用程式的支援人員。',
    code: {
      invalid_client: {
        title: '不明的應用程式',
        explanation: '將你帶到此處的應用程式未在本服務中註冊。',
      },
      invalid_redirect_uri: {
        title: '不允許的返回位址',
        explanation: '該應用程式要求將你送回一個未註冊的位址。為保護你的帳戶，要求已被阻止。',
      },
      invalid_request: {
        title: '無效的登入要求',
        explanation: '該應用程式的登入要求不完整或無效。',
      },
      unauthorized_client: {
        title: '應用程式未獲授權',
        explanation: '此應用程式不允許以這種方式為你登入。',
      },
      unsupported_response_type: {
        title: '不支援的要求',
        explanation: '該應用程式要求了本服務不提供的回應類型。',
      },
      invalid_scope: {
        title: '不明的權限',
        explanation: '該應用程式要求了不存在的權限。',
      },
      invalid_target: {
        title: '不明的 API',
        explanation: '該應用程式要求存取一個無法使用的 API。',
      },
      access_denied: {
        title: '要求遭拒絕',
        explanation: '該要求已遭拒絕。',
      },
      session_not_found: {
        title: '工作階段已過期',
        explanation: '登入工作階段已過期。請返回應用程式重新開始。',
      },
      server_error: {
        title: '發生問題',
        explanation: '我們這邊發生了問題，請稍後再試。',
      },
      default: {
        title: '無法繼續登入',
        explanation: '無法完成該要求。',
      },
    },
  },
  loading: '載入中…',
  language: {
    label: '語言',
    name: {
      ar: '阿拉伯文',
      de: '德文',
      en: '英文',
      es: '西班牙文',
      fr: '法文',
      it: '義大利文',
      ja: '日文',
      ko: '韓文',
      'pl-PL': '波蘭文',
      'pt-BR': '葡萄牙文（巴西）',
      'pt-PT': '葡萄牙文（葡萄牙）',
      ru: '俄文',
      'tr-TR': '土耳其文',
      'zh-CN': '簡體中文',
      'zh-HK': '繁體中文（香港）',
      'zh-TW': '繁體中文（台灣）',
    },
  },
  theme: {
    label: '主題',
    system: '跟隨系統',
    light: '淺色',
    dark: '深色',
  },
};

export default zhTW;
