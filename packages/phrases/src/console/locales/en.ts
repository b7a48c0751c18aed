import { applicationPhrasesEn } from './applications/en.js';
import { authorizationPhrasesEn } from './authorization/en.js';
import { listPhrasesEn } from './lists/en.js';
import { accountPhrasesEn } from './account/en.js';
import { signingKeysPhrasesEn } from './signing-keys/en.js';
import { usersPhrasesEn } from './users/en.js';
import { organizationPhrasesEn } from './organizations/en.js';
import { connectorPhrasesEn } from './connectors/en.js';
import { auditLogPhrasesEn } from './audit-logs/en.js';
import { dashboardPhrasesEn } from './dashboard/en.js';
import { getStartedPhrasesEn } from './get-started/en.js';
import { signInExperiencePhrasesEn } from './sign-in-experience/en.js';
import { enterpriseSsoPhrasesEn } from './enterprise-sso/en.js';
import { mfaPhrasesEn } from './mfa/en.js';
import { tenantPhrasesEn } from './tenants/en.js';
import { domainPhrasesEn } from './domains/en.js';
import { subscriptionPhrasesEn } from './subscription/en.js';
import { tenantMemberPhrasesEn } from './tenant-members/en.js';
import { tenantStatusPhrasesEn } from './tenant-status/en.js';
import { webhooksPhrasesEn } from './webhooks/en.js';
import { customJwtPhrasesEn } from './custom-jwt/en.js';
import { onboardingPhrasesEn } from './onboarding/en.js';
import { accountDeletionPhrasesEn } from './account-deletion/en.js';
import { billingPhrasesEn } from './billing/en.js';

/**
 * English console phrases: the typed source every other language follows.
 * Keys are snake_case; `{{name}}` marks an interpolated value.
 */
const en = {
  general: {
    loading: 'Loading…',
    confirm: 'Confirm',
    cancel: 'Cancel',
    got_it: 'Got it',
    close: 'Close',
    back_to: 'Back to {{page}}',
    opens_in_new_tab: '(opens in a new tab)',
    skip_to_content: 'Skip to main content',
  },
  topbar: {
    home: 'Go to the console home page',
    console: 'Console',
    docs: 'Docs',
    help: 'Get help',
    version: 'Release notes for version {{version}}',
    new_version_available: 'A newer version is available',
  },
  user_menu: {
    open: 'Open the user menu',
    profile: 'Profile',
    language: 'Language',
    appearance: 'Appearance',
    sign_out: 'Sign out',
  },
  appearance: {
    system: 'Sync with system',
    light: 'Light mode',
    dark: 'Dark mode',
  },
  contact: {
    title: 'Contact us',
    description: 'Pick the channel that suits you best.',
    community_title: 'Chat with the community',
    community_description: 'Ask questions and share ideas with other builders.',
    community_action: 'Join the chat',
    issues_title: 'Report an issue',
    issues_description: 'Found a bug or missing a feature? Open an issue in our code repository.',
    issues_action: 'Open an issue',
    email_title: 'Send us an email',
    email_description: 'Write to us and we will get back to you as soon as possible.',
    email_action: 'Write an email',
    meeting_title: 'Reserve a meeting',
    meeting_description: 'Book a call with our team to talk about your project.',
    meeting_action: 'Book a meeting',
  },
  sidebar: {
    label: 'Console navigation',
    sections: {
      overview: 'Overview',
      authentication: 'Authentication',
      authorization: 'Authorization',
      users: 'Users',
      developer: 'Developer',
      tenant: 'Tenant',
    },
    items: {
      get_started: 'Get started',
      dashboard: 'Dashboard',
      applications: 'Applications',
      sign_in_experience: 'Sign-in experience',
      mfa: 'Multi-factor auth',
      connectors: 'Connectors',
      enterprise_sso: 'Enterprise SSO',
      api_resources: 'API resources',
      roles: 'Roles',
      organization_template: 'Organization template',
      organizations: 'Organizations',
      users: 'User management',
      signing_keys: 'Signing keys',
      customize_jwt: 'Custom JWT',
      webhooks: 'Webhooks',
      audit_logs: 'Audit logs',
      tenant_settings: 'Settings',
    },
  },
  tabs: {
    label: 'Page sections',
    my_applications: 'My applications',
    third_party_applications: 'Third-party apps',
    settings: 'Settings',
    roles: 'Roles',
    permissions: 'Permissions',
    general: 'General',
    users: 'Users',
    members: 'Members',
    logs: 'User logs',
    organizations: 'Organizations',
    machine_to_machine_apps: 'Machine-to-machine apps',
    machine_to_machine: 'Machine-to-machine',
    recent_requests: 'Recent requests',
    connection: 'Connection',
    experience: 'Experience',
    branding: 'Branding',
    sign_up_and_sign_in: 'Sign-up and sign-in',
    content: 'Content',
    password_policy: 'Password policy',
    passwordless: 'Email and SMS',
    social: 'Social',
    organization_roles: 'Organization roles',
    organization_permissions: 'Organization permissions',
    domains: 'Domains',
    subscription: 'Subscription',
    billing_history: 'Billing history',
  },
  pages: {
    get_started: { title: 'Get started', subtitle: 'Set up your identity platform step by step.' },
    dashboard: { title: 'Dashboard', subtitle: 'Keep an eye on sign-ins, users and token usage.' },
    applications: {
      title: 'Applications',
      subtitle: 'Register the applications that sign users in through your tenant.',
    },
    api_resources: {
      title: 'API resources',
      subtitle: 'Define the APIs you protect and the permissions they grant.',
    },
    sign_in_experience: {
      title: 'Sign-in experience',
      subtitle: 'Customize how the sign-in and sign-up pages look and behave.',
    },
    mfa: { title: 'Multi-factor authentication', subtitle: 'Add a second factor to keep accounts safe.' },
    connectors: { title: 'Connectors', subtitle: 'Connect email, SMS and social sign-in providers.' },
    enterprise_sso: {
      title: 'Enterprise SSO',
      subtitle: 'Let business customers sign in with their company identity provider.',
    },
    webhooks: { title: 'Webhooks', subtitle: 'Get notified of events in your tenant at your own endpoint.' },
    users: { title: 'User management', subtitle: 'Manage the users of your tenant.' },
    audit_logs: { title: 'Audit logs', subtitle: 'Review what happened in your tenant and when.' },
    roles: { title: 'Roles', subtitle: 'Group permissions into roles and assign them to users and apps.' },
    organization_template: {
      title: 'Organization template',
      subtitle: 'Define the roles and permissions every organization shares.',
    },
    organizations: { title: 'Organizations', subtitle: 'Manage the organizations your users belong to.' },
    signing_keys: { title: 'Signing keys', subtitle: 'Manage the keys that sign and encrypt your tokens.' },
    customize_jwt: { title: 'Custom JWT', subtitle: 'Add custom claims to the tokens your tenant issues.' },
    tenant_settings: { title: 'Tenant settings', subtitle: 'Manage your tenant, its members and its billing.' },
  },
  details: {
    application: 'Application details',
    api_resource: 'API resource details',
    connector: 'Connector details',
    enterprise_sso: 'Enterprise connector details',
    webhook: 'Webhook details',
    webhook_request: 'Request details',
    user: 'User details',
    role: 'Role details',
    organization_role: 'Organization role details',
    organization: 'Organization details',
    log: 'Log details',
    customize_jwt: 'Edit custom claims',
  },
  create: {
    application: 'Create application',
    api_resource: 'Create API resource',
    connector: 'Add connector',
    enterprise_sso: 'Add enterprise connector',
    webhook: 'Create webhook',
    user: 'Add user',
    role: 'Create role',
    organization: 'Create organization',
  },
  session: {
    callback_title: 'Signing you in',
    welcome_title: 'Welcome',
    welcome_greeting: 'Welcome, {{name}}',
    welcome_greeting_anonymous: 'Welcome',
    welcome_description: 'Your tenant is ready. Follow the guide to connect your first application, or go straight to the console.',
    welcome_get_started: 'Get started',
    welcome_open_console: 'Go to the console',
  },
  errors: {
    something_went_wrong: 'Oops! Something went wrong.',
    try_again: 'Try again',
    show_details: 'Error details',
    code: 'Code',
    message: 'Message',
    unknown_server_error: 'An unknown error occurred on the server.',
    invalid_json_format: 'Invalid JSON format.',
    invalid_uri_format: 'Invalid URI format.',
    missing_total_number: 'The server did not say how many items the list has.',
    request_timeout: 'The server did not answer in time. Please try again.',
    network_error: 'Cannot reach the server. Check your connection and try again.',
    validation: {
      unrecognized_field: 'This field is not recognized.',
      unrecognized_keys: 'Unrecognized fields: {{keys}}.',
      required: 'This field is required.',
      invalid_type: 'Expected a value of type {{expected}}.',
      invalid_option: 'Use one of: {{values}}.',
      too_long: 'Use at most {{max}} characters.',
      too_short: 'Use at least {{min}} characters.',
      too_big: 'Use a number no greater than {{max}}.',
      too_small: 'Use a number no less than {{min}}.',
      too_many_items: 'Use at most {{max}} items.',
      too_few_items: 'Use at least {{min}} items.',
      invalid_email: 'Enter a valid email address.',
      invalid_url: 'Enter a valid URL.',
      invalid_format: 'The format is not valid.',
      invalid_input: 'The value is not valid.',
    },
    http_status: {
      '400': 'The request was invalid.',
      '401': 'Your session has expired. Please sign in again.',
      '403': 'You do not have permission to do this.',
      '404': 'The requested item was not found.',
      '408': 'The request timed out.',
      '409': 'This conflicts with existing data.',
      '413': 'The request is too large.',
      '415': 'The server does not accept this type of content.',
      '422': 'The submitted data could not be processed.',
      '429': 'Too many requests. Please wait a moment and try again.',
      '500': 'The server ran into an error.',
      '502': 'The server received an invalid response.',
      '503': 'The service is temporarily unavailable.',
      '504': 'The server did not answer in time.',
    },
  },
  not_found: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has been moved.',
    back_home: 'Go to the console home page',
  },
  dev_features: {
    banner: 'Dev features enabled',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Management API access',
        description: 'Full access to the Management API.',
      },
    },
    scopes: {
      all: 'Default scope for the Management API, allows every permission.',
    },
    secrets: {
      default: 'Default secret',
    },
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss',
    item: 'Notification',
  },
  ...applicationPhrasesEn,
  ...authorizationPhrasesEn,
  ...listPhrasesEn,
  ...accountPhrasesEn,
  ...signingKeysPhrasesEn,
  ...usersPhrasesEn,
  ...organizationPhrasesEn,
  ...connectorPhrasesEn,
  ...auditLogPhrasesEn,
  ...dashboardPhrasesEn,
  ...getStartedPhrasesEn,
  ...signInExperiencePhrasesEn,
  ...enterpriseSsoPhrasesEn,
  ...mfaPhrasesEn,
  ...tenantPhrasesEn,
  ...domainPhrasesEn,
  ...subscriptionPhrasesEn,
  ...tenantMemberPhrasesEn,
  ...tenantStatusPhrasesEn,
  ...webhooksPhrasesEn,
  ...customJwtPhrasesEn,
  ...onboardingPhrasesEn,
  ...accountDeletionPhrasesEn,
  ...billingPhrasesEn,
} as const;

export default en;
