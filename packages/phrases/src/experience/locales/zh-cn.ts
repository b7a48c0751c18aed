import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesZhCn } from './flows/zh-cn.js';

const zhCN: Translation<ExperiencePhrases> = {
  ...flowsPhrasesZhCn,
  page_title: {
    sign_in: '登录',
    create_account: '创建账户',
    first_admin: '初始设置',
    consent: '授权',
    error: '错误',
    device: '连接设备',
  },
  sign_in: {
    title: '登录你的账户',
    description: '欢迎回来，请输入你的信息以继续。',
  },
  social: {
    divider: '或',
    continue_with: '通过 {{name}} 继续',
    callback_title: '正在登录',
    connecting: '请稍候，正在完成登录…',
    missing_session: '此登录与当前浏览器不匹配，或已被使用。请重新开始。',
    link_title: '关联账号',
    link_description: '邮箱为 {{email}} 的账号已存在。输入该账号的密码以登录并关联你的社交账号，或创建新账号。',
    link_sign_in: '登录并关联',
    create_new: '改为创建新账号',
    back_to_sign_in: '返回登录',
  },
  create_account: {
    title: '创建你的账户',
    description: '只需一分钟。',
  },
  organization_invitation: {
    joining: '你受邀加入 {{organization}}。',
    use_address: '使用 {{email}} 继续以接受邀请。',
  },
  first_admin: {
    title: '创建首个管理员',
    description: '此账户将用于管理用户、应用和设置。之后你可以邀请其他管理员。',
    submit: '创建管理员',
    already_set_up: '管理员账户已存在。',
    go_to_console: '前往控制台',
  },
  consent: {
    title: '{{appName}} 请求访问你的账户',
    scopes_heading: '该应用将可以：',
    resource_scopes: '{{resource}} 的权限',
    authorize: '授权',
    cancel: '取消',
    scope: {
      openid: '确认你的身份',
      profile: '查看你的姓名和头像',
      email: '查看你的邮箱地址',
      phone: '查看你的手机号码',
      offline_access: '在你离开时保持访问',
    },
  },
  account: {
    signed_in_as: '已登录为 {{identifier}}',
    not_you: '不是你？',
    use_another_account: '使用其他账户',
  },
  input: {
    identifier: '用户名或邮箱',
    username: '用户名',
    email: '邮箱',
    password: '密码',
    confirm_password: '确认密码',
    optional: '可选',
  },
  action: {
    sign_in: '登录',
    create_account: '创建账户',
    continue: '继续',
    back: '返回',
    show_password: '显示密码',
    hide_password: '隐藏密码',
    try_again: '重试',
  },
  link: {
    no_account: '还没有账户？',
    create_one: '立即创建',
    have_account: '已有账户？',
    sign_in: '去登录',
  },
  field_error: {
    required: '此项为必填项。',
    invalid_email: '请输入有效的邮箱地址。',
    invalid_username: '请以字母或下划线开头，且只使用字母、数字和下划线。',
    passwords_mismatch: '两次输入的密码不一致。',
  },
  password_rejected: {
    too_short: '请至少使用 {{min}} 个字符。',
    too_long: '请最多使用 {{max}} 个字符。',
    unsupported_characters: '只能使用字母、数字、空格和常用符号。',
    character_types: '请至少混合以下 {{min}} 类字符：小写字母、大写字母、数字和符号。',
    pwned: '该密码曾出现在数据泄露中，请换一个密码。',
    restricted: {
      repetition: '请避免重复同一个字符。',
      sequence: '请避免“123”或“abc”这类简单序列。',
      words: '请避免使用这些词：{{words}}。',
      user_info: '密码中请勿包含你的姓名、用户名或邮箱。',
    },
  },
  notice: {
    account_locked: '失败次数过多，你的账户已被锁定 {{minutes}} 分钟。',
    retry_in_seconds: '失败次数过多，你可以在 {{seconds}} 秒后重试。',
  },
  error: {
    generic: '出了点问题，请重试。',
    network: '无法连接服务器，请检查网络后重试。',
    session_expired: '登录会话已过期，请重新开始。',
    not_found: '该页面不存在。',
  },
  device: {
    title: '连接设备',
    description: '请输入设备上显示的代码。',
    code_label: '设备代码',
    confirm_title: '要连接 {{appName}} 吗？',
    confirm_description: '仅当你亲自在此设备上发起登录且设备显示此代码时才继续。',
    code_on_device: '设备上的代码',
    confirm: '连接',
    decline: '不是我的设备',
    success_title: '设备已连接',
    success_description: '{{appName}} 已登录。你可以关闭此页面并返回设备。',
    error: {
      not_found: '此代码无效。请核对设备上的代码后重试。',
      expired: '此代码已过期。请在设备上重新开始以获取新代码。',
      used: '此代码已被使用。请在设备上重新开始以获取新代码。',
      aborted: '设备未连接。',
      failed: '此页面已过期，请重新输入代码。',
    },
  },
  oidc_error: {
    technical_details: '技术详情',
    hint: '请返回应用后重试。如果问题仍然存在，请联系该应用的支持人员。',
    code: {
      invalid_client: {
        title: '未知应用',
        explanation: '将你带到此处的应用未在本服务中注册。',
      },
      invalid_redirect_uri: {
        title: '不允许的返回地址',
        explanation: '该应用要求将你送回一个未注册的地址。为保护你的账户，请求已被阻止。',
      },
      invalid_request: {
        title: '无效的登录请求',
        explanation: '该应用的登录请求不完整或无效。',
      },
      unauthorized_client: {
        title: '应用未获授权',
        explanation: '此应用不允许以这种方式为你登录。',
      },
      unsupported_response_type: {
        title: '不支持的请求',
        explanation: '该应用请求了本服务不提供的响应类型。',
      },
      invalid_scope: {
        title: '未知权限',
        explanation: '该应用请求了不存在的权限。',
      },
      invalid_target: {
        title: '未知 API',
        explanation: '该应用请求访问一个不可用的 API。',
      },
      access_denied: {
        title: '请求被拒绝',
        explanation: '该请求已被拒绝。',
      },
      session_not_found: {
        title: '会话已过期',
        explanation: '登录会话已过期。请返回应用重新开始。',
      },
      server_error: {
        title: '出现问题',
        explanation: '我们这边出现了问题，请稍后重试。',
      },
      default: {
        title: '无法继续登录',
        explanation: '无法完成该请求。',
      },
    },
  },
  loading: '加载中…',
  language: {
    label: '语言',
    name: {
      ar: '阿拉伯语',
      de: '德语',
      en: '英语',
      es: '西班牙语',
      fr: '法语',
      it: '意大利语',
      ja: '日语',
      ko: '韩语',
      'pl-PL': '波兰语',
      'pt-BR': '葡萄牙语（巴西）',
      'pt-PT': '葡萄牙语（葡萄牙）',
      ru: '俄语',
      'tr-TR': '土耳其语',
      'zh-CN': '简体中文',
      'zh-HK': '繁体中文（香港）',
      'zh-TW': '繁体中文（台湾）',
    },
  },
  theme: {
    label: '主题',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
};

export default zhCN;
