import type { SavedRedirectLocation } from '@tessera/schemas';

/** `/accept/{id}` and `…/accept-invitation/{id}`: invitees usually have no account yet. */
const invitationRoute = /(^|\/)(accept|accept-invitation)\/[^/]+\/?$/;

/**
 * Whether sign-in should open on the registration screen (spec 000 §2.1): the URL carries the
 * `sign_up` flag, or the visitor is accepting an invitation.
 */
export const wantsSignUp = ({ pathname, search }: Pick<SavedRedirectLocation, 'pathname' | 'search'>) =>
  new URLSearchParams(search).has('sign_up') || invitationRoute.test(pathname);
