import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesZhCn: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: '已暂停',
    tag_overdue: '逾期',
    tag_mau_exceeded: 'MAU 超限',
    suspended_title: '此租户已被暂停',
    suspended_description: '暂停期间，其登录、令牌和 Management API 均不可用，也无法打开其设置。',
    suspended_contact: '如果你认为这是误操作，或希望恢复该租户，请联系我们。',
    contact_us: '联系我们',
    mau_exceeded_title: '已达到月活跃用户上限',
    mau_exceeded_description: '此租户有 {{activeUsers}} 名月活跃用户，而其套餐包含 {{mauLimit}} 名。请升级套餐，让所有用户都能继续登录。',
    view_plans: '查看套餐',
    overdue_title: '付款逾期',
    overdue_description: '此租户有总计 {{amount}} 的未付账单。请尽快支付，以免租户被暂停。',
    view_billing: '查看账单历史',
    dev_notice_title: '此租户现在是开发租户',
    dev_notice_description: '开发租户可免费用于开发和测试，但其限制不适合生产流量。如果此租户正在服务真实用户，请创建一个生产租户并将用户迁移过去。',
    production_banner: '你还没有生产租户。请在上线前创建一个。',
    create_tenant: '创建租户',
  },
};
