import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesZhCn } from './applications/zh-cn.js';
import { authorizationPhrasesZhCn } from './authorization/zh-cn.js';
import { listPhrasesZhCn } from './lists/zh-cn.js';
import { accountPhrasesZhCn } from './account/zh-cn.js';
import { signingKeysPhrasesZhCn } from './signing-keys/zh-cn.js';
import { usersPhrasesZhCn } from './users/zh-cn.js';
import { organizationPhrasesZhCn } from './organizations/zh-cn.js';
import { connectorPhrasesZhCn } from './connectors/zh-cn.js';
import { auditLogPhrasesZhCn } from './audit-logs/zh-cn.js';
import { dashboardPhrasesZhCn } from './dashboard/zh-cn.js';
import { getStartedPhrasesZhCn } from './get-started/zh-cn.js';
import { signInExperiencePhrasesZhCn } from './sign-in-experience/zh-cn.js';
import { enterpriseSsoPhrasesZhCn } from './enterprise-sso/zh-cn.js';
import { mfaPhrasesZhCn } from './mfa/zh-cn.js';
import { tenantPhrasesZhCn } from './tenants/zh-cn.js';
import { domainPhrasesZhCn } from './domains/zh-cn.js';
import { subscriptionPhrasesZhCn } from './subscription/zh-cn.js';
import { billingPhrasesZhCn } from './billing/zh-cn.js';
import { tenantMemberPhrasesZhCn } from './tenant-members/zh-cn.js';
import { tenantStatusPhrasesZhCn } from './tenant-status/zh-cn.js';
import { webhooksPhrasesZhCn } from './webhooks/zh-cn.js';
import { customJwtPhrasesZhCn } from './custom-jwt/zh-cn.js';
import { onboardingPhrasesZhCn } from './onboarding/zh-cn.js';
import { accountDeletionPhrasesZhCn } from './account-deletion/zh-cn.js';

const zhCN: ConsolePhrases = {
  general: {
    loading: '加载中…',
    confirm: '确认',
    cancel: '取消',
    got_it: '知道了',
    close: '关闭',
    back_to: '返回{{page}}',
    opens_in_new_tab: '（在新标签页中打开）',
    skip_to_content: '跳到主要内容',
  },
  topbar: {
    home: '前往控制台首页',
    console: '控制台',
    docs: '文档',
    help: '获取帮助',
    version: '版本 {{version}} 的发布说明',
    new_version_available: '有新版本可用',
  },
  user_menu: {
    open: '打开用户菜单',
    profile: '个人资料',
    language: '语言',
    appearance: '外观',
    sign_out: '退出登录',
  },
  appearance: {
    system: '跟随系统',
    light: '浅色模式',
    dark: '深色模式',
  },
  contact: {
    title: '联系我们',
    description: '选择最适合你的联系方式。',
    community_title: '与社区交流',
    community_description: '与其他开发者一起提问、分享想法。',
    community_action: '加入聊天',
    issues_title: '报告问题',
    issues_description: '发现了缺陷或缺少某项功能？请在我们的代码仓库中提交议题。',
    issues_action: '提交议题',
    email_title: '给我们发邮件',
    email_description: '给我们写信，我们会尽快回复你。',
    email_action: '写邮件',
    meeting_title: '预约会议',
    meeting_description: '预约与我们团队的通话，聊聊你的项目。',
    meeting_action: '预约会议',
  },
  sidebar: {
    label: '控制台导航',
    sections: {
      overview: '概览',
      authentication: '身份认证',
      authorization: '授权',
      users: '用户',
      developer: '开发者',
      tenant: '租户',
    },
    items: {
      get_started: '开始使用',
      dashboard: '仪表盘',
      applications: '应用',
      sign_in_experience: '登录体验',
      mfa: '多因素认证',
      connectors: '连接器',
      enterprise_sso: '企业单点登录',
      api_resources: 'API 资源',
      roles: '角色',
      organization_template: '组织模板',
      organizations: '组织',
      users: '用户管理',
      signing_keys: '签名密钥',
      customize_jwt: '自定义 JWT',
      webhooks: '钩子回调',
      audit_logs: '审计日志',
      tenant_settings: '设置',
    },
  },
  tabs: {
    label: '页面分区',
    my_applications: '我的应用',
    third_party_applications: '第三方应用',
    settings: '设置',
    roles: '角色',
    permissions: '权限',
    general: '常规',
    users: '用户',
    members: '成员',
    logs: '用户日志',
    organizations: '组织',
    machine_to_machine_apps: '机器对机器应用',
    machine_to_machine: '机器对机器',
    recent_requests: '最近请求',
    connection: '连接',
    experience: '体验',
    branding: '品牌',
    sign_up_and_sign_in: '注册与登录',
    content: '内容',
    password_policy: '密码策略',
    passwordless: '邮件与短信',
    social: '社交',
    organization_roles: '组织角色',
    organization_permissions: '组织权限',
    domains: '域名',
    subscription: '订阅',
    billing_history: '账单历史',
  },
  pages: {
    get_started: { title: '开始使用', subtitle: '一步步搭建你的身份平台。' },
    dashboard: { title: '仪表盘', subtitle: '随时掌握登录、用户和令牌用量情况。' },
    applications: {
      title: '应用',
      subtitle: '注册通过你的租户让用户登录的应用。',
    },
    api_resources: {
      title: 'API 资源',
      subtitle: '定义你要保护的 API 以及它们授予的权限。',
    },
    sign_in_experience: {
      title: '登录体验',
      subtitle: '自定义登录和注册页面的外观与行为。',
    },
    mfa: { title: '多因素认证', subtitle: '添加第二个验证因素，保护账号安全。' },
    connectors: { title: '连接器', subtitle: '接入邮件、短信和社交登录服务商。' },
    enterprise_sso: {
      title: '企业单点登录',
      subtitle: '让企业客户使用其公司的身份提供商登录。',
    },
    webhooks: { title: '钩子回调', subtitle: '在你自己的端点接收租户中发生的事件。' },
    users: { title: '用户管理', subtitle: '管理你租户中的用户。' },
    audit_logs: { title: '审计日志', subtitle: '查看租户中何时发生了什么。' },
    roles: { title: '角色', subtitle: '将权限组合成角色，并分配给用户和应用。' },
    organization_template: {
      title: '组织模板',
      subtitle: '定义所有组织共享的角色和权限。',
    },
    organizations: { title: '组织', subtitle: '管理你的用户所属的组织。' },
    signing_keys: { title: '签名密钥', subtitle: '管理用于签名和加密令牌的密钥。' },
    customize_jwt: { title: '自定义 JWT', subtitle: '为租户签发的令牌添加自定义声明。' },
    tenant_settings: { title: '租户设置', subtitle: '管理你的租户、成员和账单。' },
  },
  details: {
    application: '应用详情',
    api_resource: 'API 资源详情',
    connector: '连接器详情',
    enterprise_sso: '企业连接器详情',
    webhook: '钩子回调详情',
    webhook_request: '请求详情',
    user: '用户详情',
    role: '角色详情',
    organization_role: '组织角色详情',
    organization: '组织详情',
    log: '日志详情',
    customize_jwt: '编辑自定义声明',
  },
  create: {
    application: '创建应用',
    api_resource: '创建 API 资源',
    connector: '添加连接器',
    enterprise_sso: '添加企业连接器',
    webhook: '创建钩子回调',
    user: '添加用户',
    role: '创建角色',
    organization: '创建组织',
  },
  session: {
    callback_title: '正在为你登录',
    welcome_title: '欢迎',
    welcome_greeting: '欢迎，{{name}}',
    welcome_greeting_anonymous: '欢迎',
    welcome_description: '你的租户已准备就绪。按照指南连接你的第一个应用，或直接进入控制台。',
    welcome_get_started: '开始使用',
    welcome_open_console: '进入控制台',
  },
  errors: {
    something_went_wrong: '哎呀！出了点问题。',
    try_again: '重试',
    show_details: '错误详情',
    code: '错误码',
    message: '错误信息',
    unknown_server_error: '服务器发生未知错误。',
    invalid_json_format: 'JSON 格式无效。',
    invalid_uri_format: 'URI 格式无效。',
    missing_total_number: '服务器未返回列表的条目总数。',
    request_timeout: '服务器未及时响应，请重试。',
    network_error: '无法连接服务器，请检查网络连接后重试。',
    validation: {
      unrecognized_field: '无法识别此字段。',
      unrecognized_keys: '无法识别的字段：{{keys}}。',
      required: '此字段为必填项。',
      invalid_type: '需要 {{expected}} 类型的值。',
      invalid_option: '请使用以下值之一：{{values}}。',
      too_long: '最多使用 {{max}} 个字符。',
      too_short: '至少使用 {{min}} 个字符。',
      too_big: '请使用不大于 {{max}} 的数字。',
      too_small: '请使用不小于 {{min}} 的数字。',
      too_many_items: '最多 {{max}} 项。',
      too_few_items: '至少 {{min}} 项。',
      invalid_email: '请输入有效的电子邮件地址。',
      invalid_url: '请输入有效的 URL。',
      invalid_format: '格式无效。',
      invalid_input: '值无效。',
    },
    http_status: {
      '400': '请求无效。',
      '401': '会话已过期，请重新登录。',
      '403': '你没有执行此操作的权限。',
      '404': '未找到请求的内容。',
      '408': '请求超时。',
      '409': '与现有数据冲突。',
      '413': '请求内容过大。',
      '415': '服务器不接受此类型的内容。',
      '422': '无法处理提交的数据。',
      '429': '请求过于频繁，请稍后重试。',
      '500': '服务器出错了。',
      '502': '服务器收到了无效的响应。',
      '503': '服务暂时不可用。',
      '504': '服务器未及时响应。',
    },
  },
  not_found: {
    title: '页面不存在',
    description: '你要找的页面不存在或已被移动。',
    back_home: '前往控制台首页',
  },
  dev_features: {
    banner: '开发者功能已启用',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: '管理 API 访问',
        description: '对管理 API 的完全访问权限。',
      },
    },
    scopes: {
      all: '管理 API 的默认权限范围，允许所有权限。',
    },
    secrets: {
      default: '默认密钥',
    },
  },
  toast: {
    region: '通知',
    dismiss: '关闭通知',
    item: '通知',
  },
  ...accountPhrasesZhCn,
  ...signingKeysPhrasesZhCn,
  ...usersPhrasesZhCn,
  ...organizationPhrasesZhCn,
  ...connectorPhrasesZhCn,
  ...auditLogPhrasesZhCn,
  ...dashboardPhrasesZhCn,
  ...getStartedPhrasesZhCn,
  ...signInExperiencePhrasesZhCn,
  ...enterpriseSsoPhrasesZhCn,
  ...mfaPhrasesZhCn,
  ...tenantPhrasesZhCn,
  ...domainPhrasesZhCn,
  ...subscriptionPhrasesZhCn,
  ...billingPhrasesZhCn,
  ...tenantMemberPhrasesZhCn,
  ...tenantStatusPhrasesZhCn,
  ...webhooksPhrasesZhCn,
  ...customJwtPhrasesZhCn,
  ...applicationPhrasesZhCn,
  ...authorizationPhrasesZhCn,
  ...listPhrasesZhCn,
  ...onboardingPhrasesZhCn,
  ...accountDeletionPhrasesZhCn,
};

export default zhCN;
