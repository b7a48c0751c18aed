import {
  experienceConfigGuard,
  experienceInteractionGuard,
  experienceInvitationGuard,
  experienceRedirectGuard,
  experienceRegisterGuard,
  experienceSignInGuard,
} from '../entities/experience';
import { defineEndpoint } from './endpoint';

const noInteraction = 'No interaction cookie, or the interaction expired (session.not_found).';
const tooManyRequests =
  'Too many requests from this IP (session.too_many_requests); see Retry-After.';
const redirected = 'Done; the app navigates to `redirectTo`.';

/**
 * The sign-in app's API: the tenant's sign-in experience, the current interaction, and the steps
 * that complete it. Public: the interaction cookie, not a token, ties the calls to one sign-in.
 */
/**
 * The sign-in app's config path, also read by the console's shell before any contract (and zod)
 * is loaded: the console asks the admin tenant whether a first administrator is needed.
 */
export const experienceConfigPath = '/experience/config';

export const experienceApi = {
  getConfig: defineEndpoint({
    method: 'get',
    path: experienceConfigPath,
    summary: 'Get the sign-in experience',
    description:
      'What the sign-in app shows for this tenant: sign-in mode, sign-up identifiers, password policy, branding.',
    response: experienceConfigGuard,
    returns: 'Sign-in experience.',
  }),
  getInteraction: defineEndpoint({
    method: 'get',
    path: '/experience/interaction',
    summary: 'Get the current sign-in step',
    description:
      'The authorization request the interaction cookie belongs to: prompt, client, requested scopes; and, once `PUT /experience` started an event, its state (event, identified user, profile, verification records).',
    response: experienceInteractionGuard,
    returns: 'The interaction.',
    failures: { 400: 'The application of the request no longer exists.', 404: noInteraction },
  }),
  getOrganizationInvitation: defineEndpoint({
    method: 'get',
    path: '/experience/organization-invitation',
    summary: 'Get the invitation of the current sign-in',
    description:
      'The organization invitation named by the authorization request (`organization_invitation_id`), only while it is Pending and unexpired: the organization to name and the invited address to prefill. No id is taken: only the holder of the interaction that the invitation link started can read it.',
    response: experienceInvitationGuard,
    returns: 'The invitation.',
    failures: {
      404: 'No interaction (session.not_found), or the request carries no invitation or one that is not pending in this tenant (organization.invitation_not_found).',
    },
  }),
  signIn: defineEndpoint({
    method: 'post',
    path: '/experience/sign-in',
    summary: 'Sign in with a password',
    description:
      'Checks the identifier and password, then completes the login step of the interaction.',
    body: experienceSignInGuard,
    response: experienceRedirectGuard,
    returns: redirected,
    failures: {
      403: 'Identifier locked after too many failures (session.identifier_locked), user suspended, or sign-in turned off (session.sign_in_disabled).',
      404: noInteraction,
      422: 'Wrong identifier or password (session.invalid_credentials).',
      429: `${tooManyRequests} Also too soon after 5 failures in a row on the identifier (session.attempt_too_soon, with \`data.seconds\`).`,
    },
  }),
  register: defineEndpoint({
    method: 'post',
    path: '/experience/register',
    summary: 'Create an account',
    description:
      "Creates a user with the tenant's default roles and signs them in. While the admin tenant has no user, the user registering there (by username) becomes the console's first administrator.",
    body: experienceRegisterGuard,
    response: experienceRedirectGuard,
    returns: redirected,
    failures: {
      403: 'Registration is turned off (session.registration_disabled), or the admin tenant got its first administrator meanwhile (session.first_admin_exists).',
      404: noInteraction,
      422: 'Password rejected by the policy (password_rejected.*), or identifier taken (user.*_already_in_use).',
      429: tooManyRequests,
    },
  }),
  consent: defineEndpoint({
    method: 'post',
    path: '/experience/consent',
    summary: 'Consent to the requested scopes',
    description:
      'Grants the client the scopes the consent prompt lists; the app then navigates to `redirectTo`.',
    response: experienceRedirectGuard,
    returns: redirected,
    failures: {
      400: 'The interaction is not at the consent step (session.invalid_interaction).',
      404: noInteraction,
    },
  }),
  abort: defineEndpoint({
    method: 'post',
    path: '/experience/abort',
    summary: 'Cancel signing in',
    description:
      'Ends the authorization request with `access_denied`; `redirectTo` leads back to the client.',
    response: experienceRedirectGuard,
    returns: redirected,
    failures: { 404: noInteraction },
  }),
};
