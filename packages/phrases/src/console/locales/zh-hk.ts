import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesZhHk } from './applications/zh-hk.js';
import { authorizationPhrasesZhHk } from './authorization/zh-hk.js';
import { listPhrasesZhHk } from './lists/zh-hk.js';
import { accountPhrasesZhHk } from './account/zh-hk.js';
import { signingKeysPhrasesZhHk } from './signing-keys/zh-hk.js';
import { usersPhrasesZhHk } from './users/zh-hk.js';
import { organizationPhrasesZhHk } from './organizations/zh-hk.js';
import { connectorPhrasesZhHk } from './connectors/zh-hk.js';
import { auditLogPhrasesZhHk } from './audit-logs/zh-hk.js';
import { dashboardPhrasesZhHk } from './dashboard/zh-hk.js';
import { getStartedPhrasesZhHk } from './get-started/zh-hk.js';
import { signInExperiencePhrasesZhHk } from './sign-in-experience/zh-hk.js';
import { enterpriseSsoPhrasesZhHk } from './enterprise-sso/zh-hk.js';
import { mfaPhrasesZhHk } from './mfa/zh-hk.js';
import { tenantPhrasesZhHk } from './tenants/zh-hk.js';
import { domainPhrasesZhHk } from './domains/zh-hk.js';
import { subscriptionPhrasesZhHk } from './subscription/zh-hk.js';
import { billingPhrasesZhHk } from './billing/zh-hk.js';
import { tenantMemberPhrasesZhHk } from './tenant-members/zh-hk.js';
import { tenantStatusPhrasesZhHk } from './tenant-status/zh-hk.js';
import { webhooksPhrasesZhHk } from './webhooks/zh-hk.js';
import { customJwtPhrasesZhHk } from './custom-jwt/zh-hk.js';
import { onboardingPhrasesZhHk } from './onboarding/zh-hk.js';
import { accountDeletionPhrasesZhHk } from './account-deletion/zh-hk.js';

const zhHK: ConsolePhrases = {
  general: {
    loading: '載入中…',
    confirm: '確認',
    cancel: '取消',
    got_it: '明白了',
    close: '關閉',
    back_to: '返回{{page}}',
    opens_in_new_tab: '（在新分頁中開啟）',
    skip_to_content: '跳至主要內容',
  },
  topbar: {
    home: '前往控制台首頁',
    console: '控制台',
    docs: '文件',
    help: '尋求協助',
    version: '版本 {{version}} 的發佈說明',
    new_version_available: '有較新的版本可供使用',
  },
  user_menu: {
    open: '開啟用戶選單',
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
    description: '請選擇最適合你的聯絡方式。',
    community_title: '與社群傾談',
    community_description: '與其他開發者一起發問、分享想法。',
    community_action: '加入聊天室',
    issues_title: '報告問題',
    issues_description: '發現錯誤或欠缺某項功能？請在我們的程式碼儲存庫建立議題。',
    issues_action: '建立議題',
    email_title: '給我們發電郵',
    email_description: '寫信給我們，我們會盡快回覆你。',
    email_action: '撰寫電郵',
    meeting_title: '預約會議',
    meeting_description: '預約與我們團隊通話，傾談你的項目。',
    meeting_action: '預約會議',
  },
  sidebar: {
    label: '控制台導覽',
    sections: {
      overview: '概覽',
      authentication: '身份驗證',
      authorization: '授權',
      users: '用戶',
      developer: '開發者',
      tenant: '租戶',
    },
    items: {
      get_started: '開始使用',
      dashboard: '儀表板',
      applications: '應用程式',
      sign_in_experience: '登入體驗',
      mfa: '多重認證',
      connectors: '連接器',
      enterprise_sso: '企業單一登入',
      api_resources: 'API 資源',
      roles: '角色',
      organization_template: '組織範本',
      organizations: '組織',
      users: '用戶管理',
      signing_keys: '簽署密鑰',
      customize_jwt: '自訂 JWT',
      webhooks: '網絡鈎子',
      audit_logs: '審計日誌',
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
    users: '用戶',
    members: '成員',
    logs: '用戶日誌',
    organizations: '組織',
    machine_to_machine_apps: '機器對機器應用程式',
    machine_to_machine: '機器對機器',
    recent_requests: '最近的請求',
    connection: '連線',
    experience: '體驗',
    branding: '品牌',
    sign_up_and_sign_in: '註冊及登入',
    content: '內容',
    password_policy: '密碼政策',
    passwordless: '電郵及短訊',
    social: '社交',
    organization_roles: '組織角色',
    organization_permissions: '組織權限',
    domains: '域名',
    subscription: '訂閱',
    billing_history: '帳單記錄',
  },
  pages: {
    get_started: { title: '開始使用', subtitle: '逐步設定你的身份平台。' },
    dashboard: { title: '儀表板', subtitle: '隨時掌握登入、用戶及權杖用量。' },
    applications: {
      title: '應用程式',
      subtitle: '登記透過你的租戶讓用戶登入的應用程式。',
    },
    api_resources: {
      title: 'API 資源',
      subtitle: '定義你要保護的 API 及其授予的權限。',
    },
    sign_in_experience: {
      title: '登入體驗',
      subtitle: '自訂登入及註冊頁面的外觀和行為。',
    },
    mfa: { title: '多重認證', subtitle: '加入第二重認證，保障帳戶安全。' },
    connectors: { title: '連接器', subtitle: '連接電郵、短訊及社交登入服務供應商。' },
    enterprise_sso: {
      title: '企業單一登入',
      subtitle: '讓企業客戶使用其公司的身份提供者登入。',
    },
    webhooks: { title: '網絡鈎子', subtitle: '在你自己的端點接收租戶中發生的事件。' },
    users: { title: '用戶管理', subtitle: '管理你租戶中的用戶。' },
    audit_logs: { title: '審計日誌', subtitle: '查閱租戶中何時發生了甚麼事。' },
    roles: { title: '角色', subtitle: '將權限組合成角色，並指派給用戶及應用程式。' },
    organization_template: {
      title: '組織範本',
      subtitle: '定義所有組織共用的角色及權限。',
    },
    organizations: { title: '組織', subtitle: '管理你的用戶所屬的組織。' },
    signing_keys: { title: '簽署密鑰', subtitle: '管理用來簽署及加密權杖的密鑰。' },
    customize_jwt: { title: '自訂 JWT', subtitle: '為租戶簽發的權杖加入自訂聲明。' },
    tenant_settings: { title: '租戶設定', subtitle: '管理你的租戶、成員及帳單。' },
  },
  details: {
    application: '應用程式詳情',
    api_resource: 'API 資源詳情',
    connector: '連接器詳情',
    enterprise_sso: '企業連接器詳情',
    webhook: '網絡鈎子詳情',
    webhook_request: '請求詳情',
    user: '用戶詳情',
    role: '角色詳情',
    organization_role: '組織角色詳情',
    organization: '組織詳情',
    log: '日誌詳情',
    customize_jwt: '編輯自訂聲明',
  },
  create: {
    application: '建立應用程式',
    api_resource: '建立 API 資源',
    connector: '新增連接器',
    enterprise_sso: '新增企業連接器',
    webhook: '建立網絡鈎子',
    user: '新增用戶',
    role: '建立角色',
    organization: '建立組織',
  },
  session: {
    callback_title: '正在為你登入',
    welcome_title: '歡迎',
    welcome_greeting: '歡迎，{{name}}',
    welcome_greeting_anonymous: '歡迎',
    welcome_description: '你的租戶已準備就緒。按照指南連接你的第一個應用程式，或直接進入控制台。',
    welcome_get_started: '開始使用',
    welcome_open_console: '進入控制台',
  },
  errors: {
    something_went_wrong: '糟糕！出現了一些問題。',
    try_again: '再試一次',
    show_details: '錯誤詳情',
    code: '錯誤代碼',
    message: '錯誤訊息',
    unknown_server_error: '伺服器發生未知錯誤。',
    invalid_json_format: 'JSON 格式無效。',
    invalid_uri_format: 'URI 格式無效。',
    missing_total_number: '伺服器未有提供列表的項目總數。',
    request_timeout: '伺服器未能及時回應，請再試一次。',
    network_error: '無法連接伺服器，請檢查網絡連線後再試一次。',
    validation: {
      unrecognized_field: '無法識別此欄位。',
      unrecognized_keys: '無法識別的欄位：{{keys}}。',
      required: '此欄位為必填。',
      invalid_type: '需要 {{expected}} 類型的值。',
      invalid_option: '請使用以下其中一個值：{{values}}。',
      too_long: '最多使用 {{max}} 個字元。',
      too_short: '至少使用 {{min}} 個字元。',
      too_big: '請使用不大於 {{max}} 的數字。',
      too_small: '請使用不小於 {{min}} 的數字。',
      too_many_items: '最多 {{max}} 項。',
      too_few_items: '至少 {{min}} 項。',
      invalid_email: '請輸入有效的電郵地址。',
      invalid_url: '請輸入有效的 URL。',
      invalid_format: '格式無效。',
      invalid_input: '值無效。',
    },
    http_status: {
      '400': '請求無效。',
      '401': '登入階段已過期，請重新登入。',
      '403': '你沒有權限執行此操作。',
      '404': '找不到所要求的項目。',
      '408': '請求逾時。',
      '409': '與現有資料有衝突。',
      '413': '請求內容過大。',
      '415': '伺服器不接受此類型的內容。',
      '422': '無法處理所提交的資料。',
      '429': '請求過於頻密，請稍候再試。',
      '500': '伺服器發生錯誤。',
      '502': '伺服器收到無效的回應。',
      '503': '服務暫時未能使用。',
      '504': '伺服器未能及時回應。',
    },
  },
  not_found: {
    title: '找不到頁面',
    description: '你要找的頁面不存在或已被移走。',
    back_home: '前往控制台首頁',
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
  ...accountPhrasesZhHk,
  ...signingKeysPhrasesZhHk,
  ...usersPhrasesZhHk,
  ...organizationPhrasesZhHk,
  ...connectorPhrasesZhHk,
  ...auditLogPhrasesZhHk,
  ...dashboardPhrasesZhHk,
  ...getStartedPhrasesZhHk,
  ...signInExperiencePhrasesZhHk,
  ...enterpriseSsoPhrasesZhHk,
  ...mfaPhrasesZhHk,
  ...tenantPhrasesZhHk,
  ...domainPhrasesZhHk,
  ...subscriptionPhrasesZhHk,
  ...billingPhrasesZhHk,
  ...tenantMemberPhrasesZhHk,
  ...tenantStatusPhrasesZhHk,
  ...webhooksPhrasesZhHk,
  ...customJwtPhrasesZhHk,
  ...applicationPhrasesZhHk,
  ...authorizationPhrasesZhHk,
  ...listPhrasesZhHk,
  ...onboardingPhrasesZhHk,
  ...accountDeletionPhrasesZhHk,
};

export default zhHK;
