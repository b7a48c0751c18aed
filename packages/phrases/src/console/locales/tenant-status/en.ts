/** Phrases of a tenant's status (cloud): its tag, the suspended page, the quota and payment notices, the production banner. */
export const tenantStatusPhrasesEn = {
  tenant_status: {
    tag_suspended: 'Suspended',
    tag_overdue: 'Overdue',
    tag_mau_exceeded: 'MAU exceeded',
    suspended_title: 'This tenant is suspended',
    suspended_description: 'Its sign-in, tokens and Management API are unavailable, and its settings cannot be opened while the suspension lasts.',
    suspended_contact: 'If you think this is a mistake, or to restore the tenant, get in touch with us.',
    contact_us: 'Contact us',
    mau_exceeded_title: 'Monthly active user limit reached',
    mau_exceeded_description: 'This tenant has {{activeUsers}} monthly active users and its plan includes {{mauLimit}}. Upgrade the plan so every user can keep signing in.',
    view_plans: 'View plans',
    overdue_title: 'Payment overdue',
    overdue_description: 'This tenant has unpaid invoices totalling {{amount}}. Pay them to keep the tenant from being suspended.',
    view_billing: 'View billing history',
    dev_notice_title: 'This tenant is now a development tenant',
    dev_notice_description: 'Development tenants are free for building and testing, with limits that do not suit production traffic. If this tenant serves real users, create a production tenant and move them there.',
    production_banner: 'You have no production tenant yet. Create one before you go live.',
    create_tenant: 'Create tenant',
  },
} as const;
