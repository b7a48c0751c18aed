import { meSocialApi, type EndpointInput } from '@tessera/schemas';

import { useEndpointMutation, useEndpointQuery } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { meKeys } from './keys';

/*
 * Social linking of the console user's own account (cloud edition, spec 001 §7). A link or an
 * unlink changes the user's identities, so both refresh the cached user.
 */

type AuthorizationUriBody = EndpointInput<typeof meSocialApi.authorizationUri>['body'];
type LinkIdentityBody = EndpointInput<typeof meSocialApi.linkIdentity>['body'];

/** The admin tenant's social connectors the console user can link. */
export const useMySocialConnectors = () =>
  useEndpointQuery(meKeys.socialConnectors(), meSocialApi.listConnectors, {});

/** Where the popup goes to sign in at the provider; changes nothing. */
export const useMySocialAuthorizationUri = (options?: UseApiOptions) =>
  useEndpointMutation(meSocialApi.authorizationUri, (body: AuthorizationUriBody) => ({ body }), {
    ...options,
    invalidates: [],
  });

/** Links the account the provider answered for (the callback's query and redirect URI). */
export const useLinkMySocialIdentity = (options?: UseApiOptions) =>
  useEndpointMutation(meSocialApi.linkIdentity, (body: LinkIdentityBody) => ({ body }), {
    ...options,
    invalidates: [meKeys.user()],
  });

export const useUnlinkMySocialIdentity = (options?: UseApiOptions) =>
  useEndpointMutation(
    meSocialApi.unlinkIdentity,
    (connectorId: string) => ({ params: { connectorId } }),
    { ...options, invalidates: [meKeys.user()] },
  );
