/**
 * The answer shapes of the reference Management API, as its published types declare them: the
 * keys every answer carries (`required`), the ones it may carry (`optional`), and what Tessera adds
 * on purpose (`additions`, listed in docs/reference-alignment.md). Written out as data so the
 * conformance test never depends on the reference package.
 */
export type ReferenceShape = {
  required: readonly string[];
  optional?: readonly string[];
  additions?: readonly string[];
};

export const roleShape: ReferenceShape = {
  required: ['tenantId', 'id', 'name', 'description', 'type', 'isDefault'],
};

export const roleListItemShape: ReferenceShape = {
  required: [
    ...roleShape.required,
    'usersCount',
    'featuredUsers',
    'applicationsCount',
    'featuredApplications',
  ],
};

export const featuredUserShape: ReferenceShape = { required: ['id', 'avatar', 'name'] };
export const featuredApplicationShape: ReferenceShape = { required: ['id', 'name', 'type'] };

const resourceKeys = ['tenantId', 'id', 'name', 'indicator', 'isDefault', 'accessTokenTtl'];

export const resourceShape: ReferenceShape = {
  required: resourceKeys,
  additions: ['isManagementApi'],
};

/** The resources list and the created resource may embed `scopes`. */
export const resourceWithScopesShape: ReferenceShape = { ...resourceShape, optional: ['scopes'] };

export const scopeShape: ReferenceShape = {
  required: ['tenantId', 'id', 'resourceId', 'name', 'description', 'createdAt'],
};

export const roleScopeShape: ReferenceShape = { required: [...scopeShape.required, 'resource'] };

export const userShape: ReferenceShape = {
  required: [
    'id',
    'username',
    'primaryEmail',
    'primaryPhone',
    'name',
    'avatar',
    'customData',
    'identities',
    'lastSignInAt',
    'createdAt',
    'updatedAt',
    'profile',
    'applicationId',
    'isSuspended',
  ],
  optional: [
    'hasPassword',
    'hasSecurityVerificationMethod',
    'ssoIdentities',
    'passwordDigest',
    'passwordAlgorithm',
  ],
};

export const applicationShape: ReferenceShape = {
  required: [
    'tenantId',
    'id',
    'name',
    'description',
    'type',
    'oidcClientMetadata',
    'customClientMetadata',
    'protectedAppMetadata',
    'customData',
    'isThirdParty',
    'createdAt',
  ],
  // `appLevelAccessControlEnabled` is answered once app-level access control exists; a constant
  // `false` would claim a feature Tessera does not have.
  optional: ['secret', 'appLevelAccessControlEnabled'],
};

export const assetServiceStatusShape: ReferenceShape = {
  required: ['status'],
  optional: ['allowUploadMimeTypes', 'maxUploadFileSize', 'isExperienceAvatarUploadEnabled'],
};

/** The reference's form items also know `tooltip`, `showConditions` and `isDevFeature`; no factory uses them. */
export const connectorFormItemShape: ReferenceShape = {
  required: ['key', 'label', 'type'],
  optional: [
    'selectItems',
    'placeholder',
    'required',
    'defaultValue',
    'showConditions',
    'description',
    'tooltip',
    'isConfidential',
    'isDevFeature',
  ],
};

const connectorFactoryKeys = [
  'id',
  'type',
  'target',
  'name',
  'description',
  'logo',
  'logoDark',
  'readme',
  'platform',
];
const connectorFactoryOptionalKeys = [
  'isDemo',
  'configTemplate',
  'formItems',
  'customData',
  'fromEmail',
  'isStandard',
  'isTokenStorageSupported',
];

export const connectorFactoryShape: ReferenceShape = {
  required: connectorFactoryKeys,
  optional: connectorFactoryOptionalKeys,
};

export const connectorShape: ReferenceShape = {
  required: [
    ...connectorFactoryKeys,
    'connectorId',
    'syncProfile',
    'enableTokenStorage',
    'config',
    'metadata',
  ],
  optional: [...connectorFactoryOptionalKeys, 'extraInfo', 'usage'],
};

/**
 * The sign-in experience. The reference's settings of features Tessera does not have yet (captcha,
 * passkeys, adaptive MFA, password expiration, username and email block policies, custom UI
 * assets' CSP, support contacts, the "powered by" badge…) are optional here: each is answered once
 * its feature exists, rather than as a constant that would claim it (docs/reference-alignment.md).
 */
export const signInExperienceShape: ReferenceShape = {
  required: [
    'tenantId',
    'id',
    'color',
    'branding',
    'languageInfo',
    'termsOfUseUrl',
    'privacyPolicyUrl',
    'agreeToTermsPolicy',
    'signIn',
    'signUp',
    'socialSignIn',
    'socialSignInConnectorTargets',
    'signInMode',
    'customCss',
    'customContent',
    'customUiAssets',
    'passwordPolicy',
    'mfa',
    'singleSignOnEnabled',
  ],
  optional: [
    'hideLogtoBranding',
    'customUiCsp',
    'adaptiveMfa',
    'supportEmail',
    'supportWebsiteUrl',
    'unknownSessionRedirectUrl',
    'captchaPolicy',
    'sentinelPolicy',
    'emailBlocklistPolicy',
    'verificationCodePolicy',
    'forgotPasswordMethods',
    'passkeySignIn',
    'signUpProfileFields',
    'passwordExpiration',
    'usernamePolicy',
  ],
};

export const uploadedAssetShape: ReferenceShape = { required: ['url'] };

const organizationKeys = [
  'tenantId',
  'id',
  'name',
  'description',
  'customData',
  'isMfaRequired',
  'color',
  'branding',
  'customCss',
  'createdAt',
];

export const organizationShape: ReferenceShape = { required: organizationKeys };
/** `GET /organizations` adds the member count and previews with `showFeatured=true`. */
export const organizationListItemShape: ReferenceShape = {
  required: organizationKeys,
  optional: ['usersCount', 'featuredUsers'],
};
/** An organization seen from a user or an application, with the roles held there. */
export const organizationWithRolesShape: ReferenceShape = {
  required: [...organizationKeys, 'organizationRoles'],
};

export const organizationScopeShape: ReferenceShape = {
  required: ['tenantId', 'id', 'name', 'description'],
};
export const organizationRoleShape: ReferenceShape = {
  required: ['tenantId', 'id', 'name', 'description', 'type'],
};
export const organizationRoleWithScopesShape: ReferenceShape = {
  required: [...organizationRoleShape.required, 'scopes', 'resourceScopes'],
};
export const organizationUserShape: ReferenceShape = {
  ...userShape,
  required: [...userShape.required, 'organizationRoles'],
};
export const organizationApplicationShape: ReferenceShape = {
  ...applicationShape,
  required: [...applicationShape.required, 'organizationRoles'],
};
export const organizationJitEmailDomainShape: ReferenceShape = {
  required: ['tenantId', 'organizationId', 'emailDomain'],
};
export const organizationInvitationShape: ReferenceShape = {
  required: [
    'tenantId',
    'id',
    'inviterId',
    'invitee',
    'acceptedUserId',
    'organizationId',
    'status',
    'createdAt',
    'updatedAt',
    'expiresAt',
    'organizationRoles',
  ],
};

export const ssoIdentityShape: ReferenceShape = {
  required: ['tenantId', 'id', 'userId', 'issuer', 'identityId', 'detail', 'createdAt', 'updatedAt', 'ssoConnectorId'],
};
/** `GET /users/{userId}/sso-identities/{ssoConnectorId}`; no token secret is kept to add. */
export const userSsoIdentityShape: ReferenceShape = { required: ['ssoIdentity'], optional: ['tokenSecret'] };
/** An item of the well-known sign-in experience's `ssoConnectors`. */
export const wellKnownSsoConnectorShape: ReferenceShape = {
  required: ['id', 'connectorName', 'logo'],
  optional: ['darkLogo'],
};
/** `/sso-connectors/{id}/idp-initiated-auth-config`: the reference's settings of a connector row. */
export const idpInitiatedAuthConfigShape: ReferenceShape = {
  required: [
    'tenantId',
    'connectorId',
    'defaultApplicationId',
    'redirectUri',
    'authParameters',
    'autoSendAuthorizationRequest',
    'createdAt',
  ],
};

/**
 * What differs between an answer's keys and the reference shape: required keys it lacks, and keys
 * the reference does not know that are not declared additions. Both lists are empty for a match.
 */
export function compareToShape(value: unknown, shape: ReferenceShape) {
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  const known = new Set([...shape.required, ...(shape.optional ?? []), ...(shape.additions ?? [])]);
  return {
    missing: shape.required.filter((key) => !keys.includes(key)),
    unexpected: keys.filter((key) => !known.has(key)),
  };
}
