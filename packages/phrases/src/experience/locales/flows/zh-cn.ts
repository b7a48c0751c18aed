import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesZhCn: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: '手机号码',
    invalid: '请输入有效的{{types}}。',
    separator: ' / ',
    or: '或',
  },
  sign_in_method: {
    with_code: '改用验证码登录',
    with_password: '改用密码登录',
    forgot_password: '忘记密码？',
    send_code: '发送验证码',
  },
  verification_code: {
    title: '输入验证码',
    sent_to: '我们已向 {{target}} 发送了 6 位验证码。',
    group_label: '验证码',
    digit_label: '第 {{position}} 位，共 {{total}} 位',
    resend: '发送新验证码',
    resend_in: '{{seconds}} 秒后可重新获取验证码。',
    resent: '新验证码已发送。',
    incomplete: '请输入全部 6 位数字。',
    error: {
      mismatch: '验证码不正确，请检查后重试。',
      expired: '验证码已过期，请重新获取。',
      too_many_attempts: '错误次数过多，请重新获取验证码。',
      not_found: '该验证码已失效，请重新获取。',
    },
  },
  forgot_password: {
    title: '重置密码',
    description: '输入你账户的邮箱或手机号码，我们会向你发送验证码。',
    new_password_title: '设置新密码',
    new_password_description: '为你的账户选择一个新密码。',
    new_password: '新密码',
    submit: '重置密码',
    success: '密码已重置，请使用新密码登录。',
    back_to_sign_in: '返回登录',
  },
  password_rules: {
    heading: '你的密码必须：',
    length: '长度为 {{min}} 到 {{max}} 个字符',
    character_types: '至少包含小写字母、大写字母、数字和符号中的 {{min}} 种',
    pwned: '未出现在已知的数据泄露中',
    repetition_and_sequence: '避免重复字符和简单序列',
    user_info: '不包含你的姓名、用户名或邮箱',
    words: '不包含本服务禁止的词语',
  },
  terms: {
    automatic: '继续即表示你同意<terms>使用条款</terms>和<privacy>隐私政策</privacy>。',
    automatic_terms: '继续即表示你同意<terms>使用条款</terms>。',
    automatic_privacy: '继续即表示你同意<privacy>隐私政策</privacy>。',
    manual: '我同意<terms>使用条款</terms>和<privacy>隐私政策</privacy>。',
    manual_terms: '我同意<terms>使用条款</terms>。',
    manual_privacy: '我同意<privacy>隐私政策</privacy>。',
    dialog_title: '条款与隐私',
    dialog_description: '如需继续，请同意以下条款。',
    agree_and_continue: '同意并继续',
    cancel: '取消',
  },
  preview: {
    waiting: '正在等待预览设置…',
  },
};
