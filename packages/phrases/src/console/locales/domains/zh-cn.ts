import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesZhCn: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: '自定义域名',
    description: '在你自己的域名（如 login.example.com）上提供此租户的登录页面和 OpenID Connect 端点。签发者也随之使用该域名。',
    domain: '域名',
    domain_placeholder: 'login.example.com',
    domain_hint: '你拥有的主机名，不含 https:// 和路径。',
    add: '添加域名',
    added: '已添加 {{domain}}。请创建下方的 DNS 记录。',
    loading_failed: '无法加载自定义域名。',
    retry: '重试',
    status_label: '状态',
    status: {
      PendingVerification: '正在验证 DNS',
      PendingSsl: '正在签发证书',
      Active: '已生效',
      Error: '错误',
    },
    status_hint: {
      PendingVerification: '正在等待下方的 DNS 记录。此页面每隔几秒重新检查。',
      PendingSsl: 'DNS 已验证。证书正在签发，可能需要几分钟。',
      Active: '此域名上的请求通过 HTTPS 到达此租户。',
      Error: '检查已停止。请修正 DNS 记录，然后删除该域名并重新添加。',
    },
    dns_records: 'DNS 记录',
    dns_records_description: '请在你的 DNS 服务商处创建这些记录。',
    columns: {
      type: '类型',
      name: '名称',
      value: '值',
    },
    copy_name: '复制名称',
    copy_value: '复制值',
    delete: '删除域名',
    delete_title: '删除 {{domain}}？',
    delete_description: '此域名上的登录和 OpenID Connect 请求将立即停止，其签发者的令牌在此也不再被接受。',
    deleted: '已删除 {{domain}}。',
    on_custom_domain: '在你的自定义域名 {{domain}} 上',
    copy_on_custom_domain: '{{domain}} 上的{{label}}',
  },
};
