import { z } from 'zod';

import { jsonObjectGuard } from '../entities/common';
import { customJwtTokenTypePathGuard } from '../entities/custom-jwt';
import { defineEndpoint } from './endpoint';

/**
 * Custom token claims: per token type, a script `getCustomJwtClaims({ token, context,
 * environmentVariables, api })` whose returned object is added to the JWT access token. The
 * samples below are what the test runner hands the script, and document what a real token
 * request hands it.
 */

/** Where each token type's settings are stored (`tenant_configs.key`) and how the list names them. */
export const jwtCustomizerConfigKeys = {
  'access-token': 'jwt.accessToken',
  'client-credentials': 'jwt.clientCredentials',
} as const;
export const jwtCustomizerConfigKeyGuard = z.enum(['jwt.accessToken', 'jwt.clientCredentials']);
export type JwtCustomizerConfigKey = z.infer<typeof jwtCustomizerConfigKeyGuard>;

/** Claims a script can never set: they are dropped from what it returns. */
export const jwtCustomizerProtectedClaims = [
  'iss',
  'sub',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
  'scope',
  'client_id',
  'kid',
  'cnf',
  'sid',
  'grant_id',
  'organization_id',
] as const;

/** The most a script's source may weigh. */
export const jwtCustomizerScriptMaxLength = 100_000;
/** Environment variables: names as in a shell, at most this many, each value at most 4 KiB. */
export const jwtCustomizerEnvironmentLimits = { maxCount: 100, maxValueLength: 4096 } as const;

const scriptGuard = z
  .string()
  .min(1)
  .max(jwtCustomizerScriptMaxLength)
  .meta({ description: 'The script; it defines `getCustomJwtClaims` (sync or async).' });

export const jwtCustomizerEnvironmentVariablesGuard = z
  .record(
    z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/),
    z.string().max(jwtCustomizerEnvironmentLimits.maxValueLength),
  )
  .refine((value) => Object.keys(value).length <= jwtCustomizerEnvironmentLimits.maxCount, {
    message: `At most ${jwtCustomizerEnvironmentLimits.maxCount} environment variables.`,
  })
  .meta({ description: 'Values handed to the script as `environmentVariables`; never logged.' });

/** The most origins a script's `fetch` may call. */
export const jwtCustomizerFetchOriginsMaxCount = 20;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `value` is an origin a script may fetch: `https://host[:port]` exactly as the URL
 * standard writes it (lowercase, no path, no default port), or `http://` on this machine's own
 * loopback names, for development and tests.
 */
export const isJwtCustomizerFetchOrigin = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.origin === value &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname)))
  );
};

export const jwtCustomizerFetchAllowedOriginsGuard = z
  .array(
    z.string().max(256).refine(isJwtCustomizerFetchOrigin, {
      message: 'An origin is https://host[:port] with no path; http only for localhost and 127.0.0.1.',
    }),
  )
  .max(jwtCustomizerFetchOriginsMaxCount)
  .refine((origins) => new Set(origins).size === origins.length, { message: 'Each origin once.' })
  .meta({
    description:
      'Origins the script may call with `fetch` (e.g. `https://api.example.com`). Empty or absent: the script has no `fetch`.',
  });

const nullableString = z.string().nullable();

/** A user's role with the API resource scopes it grants, as the script sees it. */
const userRoleContextGuard = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  scopes: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: nullableString,
      resourceId: z.string(),
      resource: z.looseObject({
        tenantId: z.string(),
        id: z.string(),
        name: z.string(),
        indicator: z.string(),
        isDefault: z.boolean(),
        accessTokenTtl: z.number(),
      }),
    }),
  ),
});

/** `context.user` of a user access token: the profile, roles, organizations and custom data. */
export const jwtCustomizerUserContextGuard = z.looseObject({
  id: z.string().optional(),
  username: nullableString.optional(),
  primaryEmail: nullableString.optional(),
  primaryPhone: nullableString.optional(),
  name: nullableString.optional(),
  avatar: nullableString.optional(),
  customData: jsonObjectGuard.optional(),
  identities: z.record(z.string(), z.looseObject({ userId: z.string(), details: jsonObjectGuard.optional() })).optional(),
  lastSignInAt: z.number().nullable().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
  profile: jsonObjectGuard.optional(),
  applicationId: nullableString.optional(),
  isSuspended: z.boolean().optional(),
  hasPassword: z.boolean().optional(),
  ssoIdentities: z
    .array(z.looseObject({ issuer: z.string(), identityId: z.string(), detail: jsonObjectGuard }))
    .optional(),
  mfaVerificationFactors: z.array(z.string()).optional(),
  roles: z.array(userRoleContextGuard).optional(),
  organizations: z.array(z.looseObject({ id: z.string(), name: z.string(), description: nullableString })).optional(),
  organizationRoles: z
    .array(z.looseObject({ organizationId: z.string(), roleId: z.string(), roleName: z.string() }))
    .optional(),
});
export type JwtCustomizerUserContext = z.infer<typeof jwtCustomizerUserContextGuard>;

/** `context.application`: the client the token is issued to (no secrets). */
export const jwtCustomizerApplicationContextGuard = z.looseObject({
  tenantId: z.string().optional(),
  id: z.string().optional(),
  name: z.string().optional(),
  description: nullableString.optional(),
  type: z.string().optional(),
  oidcClientMetadata: jsonObjectGuard.optional(),
  customClientMetadata: jsonObjectGuard.optional(),
  customData: jsonObjectGuard.optional(),
  isThirdParty: z.boolean().optional(),
  createdAt: z.number().optional(),
});
export type JwtCustomizerApplicationContext = z.infer<typeof jwtCustomizerApplicationContextGuard>;

/** `context` of a user access token. */
export const accessTokenJwtCustomizerContextGuard = z.looseObject({
  user: jwtCustomizerUserContextGuard,
  /** How the token was obtained (e.g. token exchange, with its subject token's context). */
  grant: z.looseObject({ type: z.string().optional(), subjectTokenContext: jsonObjectGuard.optional() }).optional(),
  /** The sign-in that started the grant, when known. */
  interaction: z
    .looseObject({
      interactionEvent: z.enum(['SignIn', 'Register', 'ForgotPassword']).optional(),
      userId: z.string().optional(),
      verificationRecords: z.array(jsonObjectGuard).optional(),
      signInContext: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  application: jwtCustomizerApplicationContextGuard.optional(),
  /** The organization of an organization token. */
  organization: z
    .looseObject({
      id: z.string().optional(),
      name: z.string().optional(),
      description: nullableString.optional(),
      customData: jsonObjectGuard.optional(),
    })
    .optional(),
});
export type AccessTokenJwtCustomizerContext = z.infer<typeof accessTokenJwtCustomizerContextGuard>;

/** `context` of a client-credentials token. */
export const clientCredentialsJwtCustomizerContextGuard = z.looseObject({
  application: jwtCustomizerApplicationContextGuard.optional(),
});
export type ClientCredentialsJwtCustomizerContext = z.infer<typeof clientCredentialsJwtCustomizerContextGuard>;

const audienceGuard = z.union([z.string(), z.array(z.string())]);

/** `token` of a user access token: the token's raw payload before it is signed. */
export const accessTokenJwtCustomizerTokenGuard = z.looseObject({
  jti: z.string().optional(),
  aud: audienceGuard.optional(),
  scope: z.string().optional(),
  clientId: z.string().optional(),
  accountId: z.string().optional(),
  expiresWithSession: z.boolean().optional(),
  grantId: z.string().optional(),
  gty: z.string().optional(),
  sessionUid: z.string().optional(),
  sid: z.string().optional(),
  kind: z.literal('AccessToken').optional(),
});
export type AccessTokenJwtCustomizerToken = z.infer<typeof accessTokenJwtCustomizerTokenGuard>;

/** `token` of a client-credentials token. */
export const clientCredentialsJwtCustomizerTokenGuard = z.looseObject({
  jti: z.string().optional(),
  aud: audienceGuard.optional(),
  scope: z.string().optional(),
  clientId: z.string().optional(),
  kind: z.literal('ClientCredentials').optional(),
});
export type ClientCredentialsJwtCustomizerToken = z.infer<typeof clientCredentialsJwtCustomizerTokenGuard>;

const blockIssuanceOnErrorGuard = z.boolean().meta({
  description:
    'Whether a failing script (General error) stops the token; when false the token is issued without custom claims. ' +
    '`api.denyAccess` always stops it. Default true.',
});

/** Settings of the user access token script. */
export const accessTokenJwtCustomizerGuard = z
  .object({
    script: scriptGuard,
    environmentVariables: jwtCustomizerEnvironmentVariablesGuard.optional(),
    contextSample: accessTokenJwtCustomizerContextGuard.optional(),
    tokenSample: accessTokenJwtCustomizerTokenGuard.optional(),
    blockIssuanceOnError: blockIssuanceOnErrorGuard.optional(),
    fetchAllowedOrigins: jwtCustomizerFetchAllowedOriginsGuard.optional(),
  })
  .meta({ id: 'AccessTokenJwtCustomizer' });
export type AccessTokenJwtCustomizer = z.infer<typeof accessTokenJwtCustomizerGuard>;

/** Settings of the client-credentials token script. */
export const clientCredentialsJwtCustomizerGuard = z
  .object({
    script: scriptGuard,
    environmentVariables: jwtCustomizerEnvironmentVariablesGuard.optional(),
    contextSample: clientCredentialsJwtCustomizerContextGuard.optional(),
    tokenSample: clientCredentialsJwtCustomizerTokenGuard.optional(),
    blockIssuanceOnError: blockIssuanceOnErrorGuard.optional(),
    fetchAllowedOrigins: jwtCustomizerFetchAllowedOriginsGuard.optional(),
  })
  .meta({ id: 'ClientCredentialsJwtCustomizer' });
export type ClientCredentialsJwtCustomizer = z.infer<typeof clientCredentialsJwtCustomizerGuard>;

/** Settings of either token type, as the single-type endpoints answer. */
export const jwtCustomizerGuard = z.union([accessTokenJwtCustomizerGuard, clientCredentialsJwtCustomizerGuard]);
export type JwtCustomizer = z.infer<typeof jwtCustomizerGuard>;

/** `PATCH` body: any of the fields; the result must still have a script. */
export const jwtCustomizerPatchGuard = z.object({
  script: scriptGuard.optional(),
  environmentVariables: jwtCustomizerEnvironmentVariablesGuard.optional(),
  contextSample: jsonObjectGuard.optional(),
  tokenSample: jsonObjectGuard.optional(),
  blockIssuanceOnError: z.boolean().optional(),
  fetchAllowedOrigins: jwtCustomizerFetchAllowedOriginsGuard.optional(),
});
export type JwtCustomizerPatch = z.infer<typeof jwtCustomizerPatchGuard>;

/** One entry of the list: the stored key and the settings. */
export const jwtCustomizerListItemGuard = z.discriminatedUnion('key', [
  z.object({ key: z.literal('jwt.accessToken'), value: accessTokenJwtCustomizerGuard }),
  z.object({ key: z.literal('jwt.clientCredentials'), value: clientCredentialsJwtCustomizerGuard }),
]);
export type JwtCustomizerListItem = z.infer<typeof jwtCustomizerListItemGuard>;

/** `POST /configs/jwt-customizer/test`: a script run on samples, nothing stored. */
export const jwtCustomizerTestGuard = z.discriminatedUnion('tokenType', [
  z.object({
    tokenType: z.literal('access-token'),
    script: scriptGuard,
    environmentVariables: jwtCustomizerEnvironmentVariablesGuard.optional(),
    fetchAllowedOrigins: jwtCustomizerFetchAllowedOriginsGuard.optional(),
    token: accessTokenJwtCustomizerTokenGuard,
    context: accessTokenJwtCustomizerContextGuard,
  }),
  z.object({
    tokenType: z.literal('client-credentials'),
    script: scriptGuard,
    environmentVariables: jwtCustomizerEnvironmentVariablesGuard.optional(),
    fetchAllowedOrigins: jwtCustomizerFetchAllowedOriginsGuard.optional(),
    token: clientCredentialsJwtCustomizerTokenGuard,
    context: clientCredentialsJwtCustomizerContextGuard,
  }),
]);
export type JwtCustomizerTest = z.infer<typeof jwtCustomizerTestGuard>;

/** The claims the script returned (protected claims dropped). */
export const jwtCustomizerTestResultGuard = jsonObjectGuard;
export type JwtCustomizerTestResult = z.infer<typeof jwtCustomizerTestResultGuard>;

/**
 * What a failed run answers, as `data` of the 422 error body (`jwt_customizer.access_denied` or
 * `jwt_customizer.general`): which of the two errors, and the script's message.
 */
export const jwtCustomizerErrorDataGuard = z.object({
  errorCode: z.enum(['AccessDenied', 'General']),
  message: z.string(),
});
export type JwtCustomizerErrorData = z.infer<typeof jwtCustomizerErrorDataGuard>;

const tokenTypePath = z.object({ tokenTypePath: customJwtTokenTypePathGuard });

/** `/configs/jwt-customizer`: the custom token claims scripts of the tenant. */
export const jwtCustomizerApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/configs/jwt-customizer',
    summary: 'List JWT customizers',
    description: 'The scripts of the tenant, one per token type that has one.',
    response: z.array(jwtCustomizerListItemGuard),
    returns: 'The JWT customizers.',
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/configs/jwt-customizer/{tokenTypePath}',
    summary: 'Get a JWT customizer',
    params: tokenTypePath,
    response: jwtCustomizerGuard,
    returns: 'The JWT customizer.',
    failures: { 404: 'The token type has no JWT customizer.' },
  }),
  upsert: defineEndpoint({
    method: 'put',
    path: '/configs/jwt-customizer/{tokenTypePath}',
    summary: 'Create or replace a JWT customizer',
    description: 'Tokens issued from now on run this script. The samples only serve the test runner.',
    params: tokenTypePath,
    body: jwtCustomizerGuard,
    response: jwtCustomizerGuard,
    returns: 'The updated JWT customizer.',
    returnsCreated: 'The created JWT customizer.',
    failures: { 400: 'Invalid body.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/configs/jwt-customizer/{tokenTypePath}',
    summary: 'Update a JWT customizer',
    params: tokenTypePath,
    body: jwtCustomizerPatchGuard,
    response: jwtCustomizerGuard,
    returns: 'The updated JWT customizer.',
    failures: { 400: 'Invalid body.', 404: 'The token type has no JWT customizer.' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/configs/jwt-customizer/{tokenTypePath}',
    summary: 'Delete a JWT customizer',
    params: tokenTypePath,
    returns: 'Deleted: tokens no longer run a script.',
    failures: { 404: 'The token type has no JWT customizer.' },
  }),
  test: defineEndpoint({
    method: 'post',
    path: '/configs/jwt-customizer/test',
    summary: 'Test a JWT customizer',
    description:
      'Runs the script on the sample token and context in the same sandbox tokens use. A script that denies ' +
      'access or fails answers 422 with `data.errorCode` `AccessDenied` or `General` and the message.',
    body: jwtCustomizerTestGuard,
    response: jwtCustomizerTestResultGuard,
    returns: 'The claims the script adds.',
    failures: { 400: 'Invalid body.', 422: 'The script denied access or failed.' },
  }),
};
