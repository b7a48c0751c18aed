import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesZhTw } from './applications/zh-tw.js';
import { authorizationPhrasesZhTw } from './authorization/zh-tw.js';
import { listPhrasesZhTw } from './lists/zh-tw.js';
import { accountPhrasesZhTw } from './account/zh-tw.js';
import { signingKeysPhrasesZhTw } from './signing-keys/zh-tw.js';
import { usersPhrasesZhTw } from './users/zh-tw.js';
import { organizationPhrasesZhTw } from './organizations/zh-tw.js';
import { connectorPhrasesZhTw } from './connectors/zh-tw.js';
import { auditLogPhrasesZhTw } from './audit-logs/zh-tw.js';
import { dashboardPhrasesZhTw } from './dashboard/zh-tw.js';
import { getStartedPhrasesZhTw } from './get-started/zh-tw.js';
import { signInExperiencePhrasesZhTw } from './sign-in-experience/zh-tw.js';
import { enterpriseSsoPhrasesZhTw } from './enterprise-sso/zh-tw.js';
import { mfaPhrasesZhTw } from './mfa/zh-tw.js';
import { tenantPhrasesZhTw } from './tenants/zh-tw.js';
import { domainPhrasesZhTw } from './domains/zh-tw.js';
import { subscriptionPhrasesZhTw } from './subscription/zh-tw.js';
import { billingPhrasesZhTw } from './billing/zh-tw.js';
import { tenantMemberPhrasesZhTw } from './tenant-members/zh-tw.js';
import { tenantStatusPhrasesZhTw } from './tenant-status/zh-tw.js';
import { webhooksPhrasesZhTw } from './webhooks/zh-tw.js';
import { customJwtPhrasesZhTw } from './custom-jwt/zh-tw.js';
import { onboardingPhrasesZhTw } from './onboarding/zh-tw.js';
import { accountDeletionPhrasesZhTw } from './account-deletion/zh-tw.js';

const zhTW: ConsolePhrases = {
  general: {
    loading: '載入中…',
    confirm: '確認',
    cancel: '取消',
    got_it: '我知道了',
    close: '關閉',
    back_to: '返回{{page}}',
    opens_in_new_tab: '（在新分頁中開啟）',
    skip_to_content: '跳至主要內容',
  },
  topbar: {
    home: '前往主控台首頁',
    console: '主控台',
    docs: '文件',
    help: '取得協助',
    version: '版本 {{version}} 的版本資訊',
    new_version_available: '有新版本可供使用',
  },
  user_menu: {
    open: '開啟使用者選單',
    profile: '個人檔案',
    language: '語言',
    appearance: '外觀',
    sign_out: '登出',
  },
  appearance: {
    system: '跟隨系統',
    light: '淺色模式',
    dark: '深色模式',
  },
  contact: {
    title: '聯絡我們',
    description: '選擇最適合你的聯絡方式。',
    community_title: '與社群交流',
    community_description: '與其他開發者一起提問、分享想法。',
    community_action: '加入聊天',
    issues_title: '回報問題',
    issues_description: '發現錯誤或缺少某項功能？請在我們的程式碼儲存庫中建立議題。',
    issues_action: '建立議題',
    email_title: '寄電子郵件給我們',
    email_description: '來信告訴我們，我們會盡快回覆你。',
    email_action: '撰寫電子郵件',
    meeting_title: '預約會議',
    meeting_description: '預約與我們團隊的通話，聊聊你的專案。',
    meeting_action: '預約會議',
  },
  sidebar: {
    label: '主控台導覽',
    sections: {
      overview: '概覽',
      authentication: '身分驗證',
      authorization: '授權',
      users: '使用者',
      developer: '開發者',
      tenant: '租戶',
    },
    items: {
      get_started: '開始使用',
      dashboard: '儀表板',
      applications: '應用程式',
      sign_in_experience: '登入體驗',
      mfa: '多重要素驗證',
      connectors: '連接器',
      enterprise_sso: '企業單一登入',
      api_resources: 'API 資源',
      roles: '角色',
      organization_template: '組織範本',
      organizations: '組織',
      users: '使用者管理',
      signing_keys: '簽署金鑰',
      customize_jwt: '自訂 JWT',
      webhooks: '網路鉤子',
      audit_logs: '稽核日誌',
      tenant_settings: '設定',
    },
  },
  tabs: {
    label: '頁面區段',
    my_applications: '我的應用程式',
    third_party_applications: '第三方應用程式',
    settings: '設定',
    roles: '角色',
    permissions: '權限',
    general: '一般',
    users: '使用者',
    members: '成員',
    logs: '使用者日誌',
    organizations: '組織',
    machine_to_machine_apps: '機器對機器應用程式',
    machine_to_machine: '機器對機器',
    recent_requests: '最近的請求',
    connection: '連線',
    experience: '體驗',
    branding: '品牌',
    sign_up_and_sign_in: '註冊與登入',
    content: '內容',
    password_policy: '密碼政策',
    passwordless: '電子郵件與簡訊',
    social: '社群',
    organization_roles: '組織角色',
    organization_permissions: '組織權限',
    domains: '網域',
    subscription: '訂閱',
    billing_history: '帳單紀錄',
  },
  pages: {
    get_started: { title: '開始使用', subtitle: '一步步設定你的身分平台。' },
    dashboard: { title: '儀表板', subtitle: '隨時掌握登入、使用者和權杖用量。' },
    applications: {
      title: '應用程式',
      subtitle: '註冊透過你的租戶讓使用者登入的應用程式。',
    },
    api_resources: {
      title: 'API 資源',
      subtitle: '定義你要保護的 API 以及它們授予的權限。',
    },
    sign_in_experience: {
      title: '登入體驗',
      subtitle: '自訂登入與註冊頁面的外觀和行為。',
    },
    mfa: { title: '多重要素驗證', subtitle: '加入第二個驗證要素，保護帳號安全。' },
    connectors: { title: '連接器', subtitle: '串接電子郵件、簡訊和社群登入服務供應商。' },
    enterprise_sso: {
      title: '企業單一登入',
      subtitle: '讓企業客戶使用其公司的身分提供者登入。',
    },
    webhooks: { title: '網路鉤子', subtitle: '在你自己的端點接收租戶中發生的事件。' },
    users: { title: '使用者管理', subtitle: '管理你租戶中的使用者。' },
    audit_logs: { title: '稽核日誌', subtitle: '查看租戶中何時發生了什麼事。' },
    roles: { title: '角色', subtitle: '將權限組合成角色，並指派給使用者和應用程式。' },
    organization_template: {
      title: '組織範本',
      subtitle: '定義所有組織共用的角色與權限。',
    },
    organizations: { title: '組織', subtitle: '管理你的使用者所屬的組織。' },
    signing_keys: { title: '簽署金鑰', subtitle: '管理用來簽署與加密權杖的金鑰。' },
    customize_jwt: { title: '自訂 JWT', subtitle: '為租戶簽發的權杖加入自訂宣告。' },
    tenant_settings: { title: '租戶設定', subtitle: '管理你的租戶、成員和帳單。' },
  },
  details: {
    application: '應用程式詳細資料',
    api_resource: 'API 資源詳細資料',
    connector: '連接器詳細資料',
    enterprise_sso: '企業連接器詳細資料',
    webhook: '網路鉤子詳細資料',
    webhook_request: '請求詳細資料',
    user: '使用者詳細資料',
    role: '角色詳細資料',
    organization_role: '組織角色詳細資料',
    organization: '組織詳細資料',
    log: '日誌詳細資料',
    customize_jwt: '編輯自訂宣告',
  },
  create: {
    application: '建立應用程式',
    api_resource: '建立 API 資源',
    connector: '新增連接器',
    enterprise_sso: '新增企業連接器',
    webhook: '建立網路鉤子',
    user: '新增使用者',
    role: '建立角色',
    organization: '建立組織',
  },
  session: {
    callback_title: '正在為你登入',
    welcome_title: '歡迎',
    welcome_greeting: '歡迎，{{name}}',
    welcome_greeting_anonymous: '歡迎',
    welcome_description: '你的租用戶已準備就緒。依照指南連接你的第一個應用程式，或直接前往主控台。',
    welcome_get_started: '開始使用',
    welcome_open_console: '前往主控台',
  },
  errors: {
    something_went_wrong: '糟糕！發生了一些問題。',
    try_again: '再試一次',
    show_details: '錯誤詳細資料',
    code: '錯誤代碼',
    message: '錯誤訊息',
    unknown_server_error: '伺服器發生未知的錯誤。',
    invalid_json_format: 'JSON 格式無效。',
    invalid_uri_format: 'URI 格式無效。',
    missing_total_number: '伺服器未提供清單的項目總數。',
    request_timeout: '伺服器未及時回應，請再試一次。',
    network_error: '無法連上伺服器，請檢查網路連線後再試一次。',
    validation: {
      unrecognized_field: '無法辨識此欄位。',
      unrecognized_keys: '無法辨識的欄位：{{keys}}。',
      required: '此欄位為必填。',
      invalid_type: '需要 {{expected}} 類型的值。',
      invalid_option: '請使用以下其中一個值：{{values}}。',
      too_long: '最多使用 {{max}} 個字元。',
      too_short: '至少使用 {{min}} 個字元。',
      too_big: '請使用不大於 {{max}} 的數字。',
      too_small: '請使用不小於 {{min}} 的數字。',
      too_many_items: '最多 {{max}} 項。',
      too_few_items: '至少 {{min}} 項。',
      invalid_email: '請輸入有效的電子郵件地址。',
      invalid_url: '請輸入有效的 URL。',
      invalid_format: '格式無效。',
      invalid_input: '值無效。',
    },
    http_status: {
      '400': '請求無效。',
      '401': '工作階段已過期，請重新登入。',
      '403': '你沒有執行此操作的權限。',
      '404': '找不到要求的項目。',
      '408': '請求逾時。',
      '409': '與現有資料衝突。',
      '413': '請求內容過大。',
      '415': '伺服器不接受此類型的內容。',
      '422': '無法處理送出的資料。',
      '429': '請求過於頻繁，請稍候再試。',
      '500': '伺服器發生錯誤。',
      '502': '伺服器收到無效的回應。',
      '503': '服務暫時無法使用。',
      '504': '伺服器未及時回應。',
    },
  },
  not_found: {
    title: '找不到頁面',
    description: '你要找的頁面不存在或已被移動。',
    back_home: '前往主控台首頁',
  },
  dev_features: {
    banner: '已啟用開發者功能',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: '管理 API 存取',
        description: '對管理 API 的完整存取權限。',
      },
    },
    scopes: {
      all: '管理 API 的預設權限範圍，允許所有權限。',
    },
    secrets: {
      default: '預設密鑰',
    },
  },
  toast: {
    region: '通知',
    dismiss: '關閉通知',
    item: '通知',
  },
  ...accountPhrasesZhTw,
  ...signingKeysPhrasesZhTw,
  ...usersPhrasesZhTw,
  ...organizationPhrasesZhTw,
  ...connectorPhrasesZhTw,
  ...auditLogPhrasesZhTw,
  ...dashboardPhrasesZhTw,
  ...getStartedPhrasesZhTw,
  ...signInExperiencePhrasesZhTw,
  ...enterpriseSsoPhrasesZhTw,
  ...mfaPhrasesZhTw,
  ...tenantPhrasesZhTw,
  ...domainPhrasesZhTw,
  ...subscriptionPhrasesZhTw,
  ...billingPhrasesZhTw,
  ...tenantMemberPhrasesZhTw,
  ...tenantStatusPhrasesZhTw,
  ...webhooksPhrasesZhTw,
  ...customJwtPhrasesZhTw,
  ...applicationPhrasesZhTw,
  ...authorizationPhrasesZhTw,
  ...listPhrasesZhTw,
  ...onboardingPhrasesZhTw,
  ...accountDeletionPhrasesZhTw,
};

export default zhTW;
