import { z } from 'zod';

import { translationGuard } from '../entities/custom-phrase';
import { signInExperienceGuard } from '../entities/sign-in-experience';
import { defineEndpoint } from './endpoint';

/** The two builds of one codebase: self-hosted with one tenant, or hosted with many. */
export const editions = ['oss', 'cloud'] as const;
const editionGuard = z.enum(editions);
export type Edition = z.infer<typeof editionGuard>;

/** How the console signs its users in: the admin tenant's issuer and the console's client. */
const consoleSignInConfigGuard = z.object({
  issuer: z.string().meta({ description: 'Issuer of the admin tenant that signs console users in.' }),
  clientId: z.string(),
  resource: z.string().meta({ description: 'Management API resource indicator of the default tenant.' }),
  scopes: z.array(z.string()),
  firstAdminUrl: z.string().meta({ description: 'Where the first administrator is created.' }),
});
export type ConsoleSignInConfig = z.infer<typeof consoleSignInConfigGuard>;

/** `GET .well-known/console-config`: what the console needs to know before anyone signs in. */
const consoleConfigGuard = z
  .object({
    edition: editionGuard,
    version: z.string(),
    devFeaturesEnabled: z.boolean(),
    releaseCheckEnabled: z
      .boolean()
      .meta({ description: 'Whether the console may look up the latest public release (RELEASE_CHECK).' }),
    signIn: consoleSignInConfigGuard,
    analytics: z
      .object({
        url: z.string().meta({ description: 'The operator\'s analytics sink (ANALYTICS_URL).' }),
        consoleOrigin: z
          .string()
          .meta({ description: 'The operator\'s own console origin: conversions are reported only there.' }),
      })
      .nullable()
      .meta({ description: 'Where the console sends page views and conversions; null sends nothing.' }),
  })
  .meta({ id: 'ConsoleConfig' });
export type ConsoleConfig = z.infer<typeof consoleConfigGuard>;

/** `GET .well-known/endpoints/{tenantId}`: where a tenant serves its users. */
const tenantEndpointGuard = z.object({
  user: z.string().meta({ description: 'Base URL of the tenant for its users (sign-in, OIDC).' }),
});
export type TenantEndpoint = z.infer<typeof tenantEndpointGuard>;

/** A social connector the sign-in app offers as a button. */
const wellKnownSocialConnectorGuard = z.object({
  id: z.string(),
  target: z.string(),
  name: z.record(z.string(), z.string()).meta({ description: 'Display name per language tag; `en` always.' }),
  logo: z.string(),
  logoDark: z.string().nullable(),
});

/** An enterprise single sign-on connector the sign-in app offers. */
const wellKnownSsoConnectorGuard = z.object({
  id: z.string(),
  connectorName: z.string(),
  logo: z.string(),
  darkLogo: z.string().optional(),
});

/**
 * `GET .well-known/sign-in-exp`: the tenant's whole sign-in experience plus what the sign-in app
 * derives from the tenant's connectors, so it renders without another call.
 */
export const wellKnownSignInExperienceGuard = signInExperienceGuard
  .extend({
    tenantId: z.string(),
    forgotPassword: z
      .object({ email: z.boolean(), phone: z.boolean() })
      .meta({ description: 'Which ways to reset a password work: an email or SMS connector is set up.' }),
    socialConnectors: z.array(wellKnownSocialConnectorGuard),
    ssoConnectors: z.array(wellKnownSsoConnectorGuard),
    isDevelopmentTenant: z.boolean(),
  })
  .meta({ id: 'WellKnownSignInExperience' });
export type WellKnownSignInExperience = z.infer<typeof wellKnownSignInExperienceGuard>;

/** Public facts about the server, read before sign-in; no token. */
export const wellKnownApi = {
  getConsoleConfig: defineEndpoint({
    method: 'get',
    path: '/.well-known/console-config',
    summary: 'Console configuration',
    description: 'Public facts the console needs before sign-in: edition, version, how to sign in.',
    response: consoleConfigGuard,
    returns: 'Console configuration.',
  }),
  getTenantEndpoint: defineEndpoint({
    method: 'get',
    path: '/.well-known/endpoints/{tenantId}',
    summary: 'Tenant endpoint',
    description: 'The public base URL where a tenant serves its users.',
    params: z.object({ tenantId: z.string().min(1).max(21) }),
    response: tenantEndpointGuard,
    returns: 'Tenant endpoint.',
    failures: { 404: 'No such tenant on this server (tenant.not_found).' },
  }),
  getSignInExperience: defineEndpoint({
    method: 'get',
    path: '/.well-known/sign-in-exp',
    summary: "The sign-in app's settings",
    description:
      "The addressed tenant's sign-in experience with what the sign-in app needs besides: which password reset methods work, the social and single sign-on connectors, whether it is a development tenant.",
    response: wellKnownSignInExperienceGuard,
    returns: 'Sign-in experience for the sign-in app.',
  }),
  getPhrases: defineEndpoint({
    method: 'get',
    path: '/.well-known/phrases',
    summary: "The sign-in app's phrases",
    description:
      "The sign-in app's built-in phrases in the negotiated language, overlaid with the tenant's custom phrases of that language; keys neither has read English. The language is `lng` when given, else the Accept-Language header when the sign-in experience auto-detects, else (and when nothing matches) its fallback language; `Content-Language` names it.",
    query: z.object({
      lng: z.string().max(256).optional().meta({ description: 'A language tag or an Accept-Language value.' }),
    }),
    response: translationGuard,
    returns: 'The phrases, nested by key.',
  }),
};
