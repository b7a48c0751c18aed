import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const zhCN: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: '登录',
    create_account: '创建账户',
    first_admin: '初始设置',
    consent: '授权',
    error: '错误',
  },
  sign_in: {
    title: '登录你的账户',
    description: '欢迎回来，请输入你的信息以继续。',
  },
  create_account: {
    title: '创建你的账户',
    description: '只需一分钟。',
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
  },
  error: {
    generic: '出了点问题，请重试。',
    network: '无法连接服务器，请检查网络后重试。',
    session_expired: '登录会话已过期，请重新开始。',
    not_found: '该页面不存在。',
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
