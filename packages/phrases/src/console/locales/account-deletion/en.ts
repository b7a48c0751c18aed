/** Phrases of deleting the console user's account (cloud): the profile section and its dialogs. */
export const accountDeletionPhrasesEn = {
  account_deletion: {
    title: 'Delete account',
    description: 'Delete your account and leave every tenant. This cannot be undone.',
    action: 'Delete account',
    continue: 'Continue',
    confirm_title: 'Delete your account?',
    confirm_description: 'Tenants where you are an administrator are deleted with their data; you leave the other tenants.',
    final_title: 'This is permanent',
    final_description: 'Your account and its data are deleted and you are signed out. This cannot be undone.',
    failed: 'The account could not be deleted',
    failed_description: '{{message}} Request ID: {{requestId}}. Please try again later.',
    issues_title: 'Your account cannot be deleted yet',
    issues_description: 'The tenants you administer are deleted with your account. Settle these issues first:',
    blockers: {
      paid_plan: 'Paid plan: move these tenants to the free plan.',
      subscription_status: 'Subscription not active: bring these subscriptions up to date.',
      open_invoice: 'Open invoices: pay the open invoices of these tenants.',
    },
    tenants_to_delete: 'Deleted with their data: {{names}}',
    tenants_to_leave: 'You leave: {{names}}',
  },
} as const;
