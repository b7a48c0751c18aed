/**
 * Business constants and limits (spec 001 §9), one named home for each.
 * UIs and server import these; nothing else hard-codes them.
 */

export const productName = 'Tessera';
export const consoleVersion = '1.20.0';
export const consoleClientId = 'admin-console';
export const consoleBasePath = '/console';

export const defaultTenantId = 'default';
export const adminTenantId = 'admin';
/** Admin-tenant organizations that carry tenant membership are `t-{tenantId}`. */
export const tenantOrganizationIdPrefix = 't-';

export const idMaxLength = 21;
export const userIdMaxLength = 12;

export const seconds = { minute: 60, hour: 3600, day: 86_400 } as const;

export const uploadMaxBytes = 20 * 1024 * 1024;
export const logoUploadMaxBytes = 500 * 1024;

export const webhookRetries = { min: 0, max: 3 } as const;
export const webhookEvents = [
  'PostRegister',
  'PostSignIn',
  'PostResetPassword',
  'User.Created',
  'User.Deleted',
  'User.Data.Updated',
  'User.SuspensionStatus.Updated',
  'Role.Created',
  'Role.Deleted',
  'Role.Data.Updated',
  'Role.Scopes.Updated',
  'Scope.Created',
  'Scope.Deleted',
  'Scope.Data.Updated',
  'Organization.Created',
  'Organization.Deleted',
  'Organization.Data.Updated',
  'Organization.Membership.Updated',
  'OrganizationRole.Created',
  'OrganizationRole.Deleted',
  'OrganizationRole.Data.Updated',
  'OrganizationRole.Scopes.Updated',
  'OrganizationScope.Created',
  'OrganizationScope.Deleted',
  'OrganizationScope.Data.Updated',
] as const;

export const tokenLifetimes = {
  idTokenSeconds: seconds.hour,
  refreshTokenDays: 14,
  refreshTokenDaysMin: 1,
  refreshTokenDaysMax: 90,
  rotateRefreshToken: true,
  accessTokenSeconds: seconds.hour,
} as const;

export const defaultPrimaryColor = '#6139F6';
/** The dark variant of the primary colour is this many lightness points brighter. */
export const darkPrimaryColorLightnessOffset = 10;
export const defaultFallbackLanguage = 'en';
export const defaultLanguageAutoDetect = true;

export const pageSize = { default: 20, max: 100, console: 10 } as const;
export const requestTimeoutMs = 20_000;
export const loadingSpinnerDelayMs = 500;
export const viewportMarginPx = 12;
export const modalWidthPx = { max: 600, min: 300 } as const;

export const consoleLanguages = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru',
  'tr-TR',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];
export const defaultConsoleLanguage: ConsoleLanguage = 'en';
export const profileCardLocales = [
  'ar-AR',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru',
  'tr-TR',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export const appearanceModes = ['system', 'light', 'dark'] as const;
export type AppearanceMode = (typeof appearanceModes)[number];
export const defaultPreferences = {
  language: defaultConsoleLanguage,
  appearanceMode: 'system',
} as const;

export const regions = ['EU', 'US'] as const;
export const tenantTags = ['development', 'production'] as const;
export const defaultTenantName = 'My project';
export const onboardingSteps = 3;

export const planIds = [
  'free',
  'hobby',
  'pro',
  'enterprise',
  'grandfathered-pro',
  'dev',
  'admin',
] as const;
export const skuIds = ['Free', 'Hobby', 'Pro', 'Enterprise'] as const;
export const developmentPlanQuota = {
  mauLimit: 100,
  auditLogsRetentionDays: 14,
  tenantMembersLimit: 20,
  ticketSupportResponseTime: 48,
} as const;
/** Placeholder free-plan quota shown until the billing service answers. */
export const placeholderFreeQuota = {
  mauLimit: 50_000,
  tokenLimit: 500_000,
  applicationsLimit: 3,
  socialConnectorsLimit: 3,
  auditLogsRetentionDays: 3,
  tenantMembersLimit: 1,
} as const;
export const ticketSupportResponseTime = { free: 0, pro: 48 } as const;
export const proOnlyFeatures = ['thirdPartyApps', 'mfa', 'sso', 'organizations'] as const;
/**
 * How many tenants on the free plan one user may be a member of before another free production
 * tenant is refused, unless one of their tenants is on the enterprise plan. The spec leaves the
 * number to the operator and does not show it; this project chose 10.
 */
export const freeTenantCap = 10;

export const checkout = { pollIntervalMs: 1000, timeoutMs: 10_000, stateLength: 6 } as const;
export const invitationErrorToastMs = 5000;
export const socialLinking = { stateLength: 8, popupWidth: 600, popupHeight: 640 } as const;
export const inspireMeSocialTargets = { min: 2, max: 3 } as const;

export const languageSubmenu = { openDelayMs: 300, closeDelayMs: 100 } as const;
export const menuItemHeightPx = 40;
export const menuItemGapPx = 4;
export const avatarPaletteSize = 12;

/** Local storage keys of the console, all in the admin-console namespace. */
export const storageKeys = {
  appearanceMode: 'admin-console:appearance-mode',
  linkingSocialConnector: 'admin-console:linking-social-connector',
  checkoutSession: 'admin-console:checkout-session',
  redirectAfterSignIn: 'admin-console:redirect-after-sign-in',
  webhookTestResult: 'admin-console:webhook-test-result',
  devFeatures: 'admin-console:dev-features',
  /** Language lives in both local and session storage under this key. */
  language: 'admin-console:language',
} as const;

export const demoSocialProviders = ['google', 'github', 'discord'] as const;
export const specialCaseSocialConnectors = ['wechat', 'alipay'] as const;
export const storageProviders = ['AzureStorage', 'S3Storage', 'GoogleStorage'] as const;

export const tenantRoles = ['admin', 'collaborator'] as const;
export const tenantPermissions = [
  'read:data',
  'write:data',
  'delete:data',
  'read:member',
  'invite:member',
  'remove:member',
  'update:member:role',
  'manage:tenant',
] as const;
export const collaboratorPermissions = [
  'read:data',
  'write:data',
  'delete:data',
  'read:member',
] as const;
export const invitationRoleName = 'Collaborator';
export const cloudScopes = [
  'create:tenant',
  'manage:tenant:self',
  'send:sms',
  'send:email',
  'fetch:custom:jwt',
  'report:subscription:updates',
  'manage:affiliate',
  'create:affiliate',
  // Operators only (the admin tenant's `operator` role): suspend and unsuspend any tenant.
  'suspend:tenant',
] as const;
export const managementApiScopeAll = 'all';

/** Links shown by the console (docs, releases, contact rows). */
export const externalLinks = {
  docs: 'https://docs.tessera.dev',
  releases: 'https://github.com/tessera-id/tessera/releases',
  releaseInfo: 'https://api.github.com/repos/tessera-id/tessera/releases/latest',
  community: 'https://discord.gg/tessera',
  issues: 'https://github.com/tessera-id/tessera/issues',
  email: 'mailto:contact@tessera.dev',
  meeting: 'https://cal.com/tessera/30min',
} as const;

/** Brute-force protection defaults for the credential endpoints. */
export const lockout = { failureThreshold: 100, lockMinutes: 60 } as const;
export const argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Management API pagination: `page` is 1-based; `page_size` defaults to 20, at most 100. */
export const firstPage = 1;
/** Response header carrying the total row count of a paginated list. */
export const totalNumberHeader = 'Total-Number';

export const lengthLimits = {
  id: idMaxLength,
  userId: userIdMaxLength,
  applicationName: 256,
  applicationSecret: 64,
  roleName: 128,
  roleDescription: 128,
  scopeName: 256,
  organizationName: 128,
  organizationDescription: 256,
  userIdentifier: 128,
  avatarUrl: 2048,
  policyUrl: 2048,
  displayName: 256,
  languageTag: 16,
  invitee: 256,
  domain: 256,
  verificationCode: 6,
  /** One page's custom content in the sign-in app: a few paragraphs, not a page of its own. */
  customContent: 5000,
} as const;
