/**
 * Phrases of cloud billing: the plan selection, the checkout result, the subscription's plan
 * actions and the billing history.
 */
export const billingPhrasesEn = {
  billing: {
    plans: {
      title: 'Choose a plan',
      description: 'Production tenants run on a plan. You can change it later in the tenant settings.',
      change_description: 'Move this tenant to another plan. Paid plans are billed monthly.',
      most_popular: 'Most popular',
      price_per_month: '{{price}} per month',
      features_label: 'What {{plan}} includes',
      included: 'Included',
      not_included: 'Not included',
      features: {
        thirdPartyApps: 'Third-party apps',
        mfa: 'Multi-factor authentication',
        sso: 'Enterprise SSO',
        organizations: 'Organizations',
      },
      select: 'Choose {{plan}}',
      current: 'Current plan',
      free_cap_reached: 'You already have as many free tenants as allowed.',
      loading_failed: 'The plans could not be loaded.',
    },
    checkout: {
      title: 'Confirming your subscription',
      description: 'This takes a few seconds. Please keep this page open.',
      upgraded: 'Your plan has been upgraded.',
      downgraded: 'Your plan has been downgraded.',
      subscription_check_timeout:
        'We could not confirm the subscription in time. It may still be processing: check the tenant settings again in a moment.',
    },
    subscription: {
      change_plan: 'Change plan',
      manage_payment: 'Manage payment',
      cancel_title: 'Downgrade to the free plan?',
      cancel_content:
        'The paid subscription ends now and the tenant moves to the free plan and its lower limits.',
      cancel_confirm: 'Downgrade',
      cancelled: 'The tenant is now on the free plan.',
    },
    history: {
      table_label: 'Invoices',
      date: 'Date',
      plan: 'Plan',
      amount: 'Amount',
      status: 'Status',
      invoice: 'Invoice',
      view_invoice: 'View invoice',
      empty_title: 'No invoices yet',
      empty_description: 'Invoices appear here once a paid plan has billed this tenant.',
      statuses: {
        draft: 'Draft',
        open: 'Open',
        paid: 'Paid',
        uncollectible: 'Uncollectible',
        void: 'Void',
        unknown: 'Unknown',
      },
    },
  },
} as const;
