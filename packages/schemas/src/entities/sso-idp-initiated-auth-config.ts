import { z } from 'zod';

import { webUrlGuard } from '../validation/field-guards';
import { idGuard, timestampGuard } from './common';

/** Extra parameters of the authorization request made for the user, such as `scope`. */
export const idpInitiatedAuthParametersGuard = z
  .record(z.string().min(1).max(64), z.string().max(2048))
  .refine((parameters) => Object.keys(parameters).length <= 20, { error: 'At most 20 parameters.' })
  .meta({ description: 'Extra authorization request parameters, such as `scope`; at most 20.' });

/**
 * IdP-initiated single sign-on settings of a SAML connector: the first-party application a user who
 * starts at the identity provider is sent to, and how its authorization request is made.
 */
export const ssoConnectorIdpInitiatedAuthConfigGuard = z
  .object({
    tenantId: z.string(),
    connectorId: idGuard,
    defaultApplicationId: idGuard,
    redirectUri: z
      .string()
      .nullable()
      .meta({ description: "Where the application receives the result; `null` for the application's first redirect URI." }),
    authParameters: idpInitiatedAuthParametersGuard,
    autoSendAuthorizationRequest: z
      .boolean()
      .meta({ description: 'Whether the authorization request is sent at once rather than handed to the application.' }),
    createdAt: timestampGuard,
  })
  .meta({ id: 'SsoConnectorIdpInitiatedAuthConfig' });
export type SsoConnectorIdpInitiatedAuthConfig = z.infer<typeof ssoConnectorIdpInitiatedAuthConfigGuard>;

/** `PUT /api/sso-connectors/{id}/idp-initiated-auth-config`: the whole settings, replaced. */
export const ssoConnectorIdpInitiatedAuthConfigPutGuard = z.object({
  defaultApplicationId: idGuard,
  redirectUri: webUrlGuard.nullable().optional(),
  authParameters: idpInitiatedAuthParametersGuard.optional(),
  autoSendAuthorizationRequest: z.boolean().optional(),
});
export type SsoConnectorIdpInitiatedAuthConfigPut = z.infer<typeof ssoConnectorIdpInitiatedAuthConfigPutGuard>;
