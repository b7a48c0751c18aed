import {
  experienceEventGuard,
  experienceNewPasswordGuard,
  experienceProfileGuard,
  experienceRedirectGuard,
  identificationGuard,
  passwordVerificationGuard,
  verificationCodeCheckGuard,
  verificationCodeSendGuard,
  verificationIdResponseGuard,
} from '../entities/experience';
import { defineEndpoint } from './endpoint';

const noInteraction = 'No interaction cookie, or the interaction expired (session.not_found).';
const noEvent =
  'No interaction event was started with `PUT /experience` (session.interaction_event_not_found).';
const tooManyRequests =
  'Too many requests from this identifier or IP (session.too_many_requests); see Retry-After.';
const noRecord =
  'No verification record with this id in the interaction (session.verification_record_not_found).';

/**
 * The Experience API: one interaction event (sign in, register, reset a password) built step by
 * step on the interaction the cookie points to. Verification steps answer a `verificationId`
 * that identification and profile steps name; `submit` completes the login.
 * `GET /experience/interaction` (in `experienceApi`) also reports this state.
 */
export const experienceFlowApi = {
  start: defineEndpoint({
    method: 'put',
    path: '/experience',
    summary: 'Start an interaction event',
    description:
      'Starts signing in, registering or resetting a password; drops any earlier state of the interaction.',
    body: experienceEventGuard,
    failures: {
      403: 'Registration is turned off (session.registration_disabled), or sign-in is (session.sign_in_disabled).',
      404: noInteraction,
    },
  }),
  setEvent: defineEndpoint({
    method: 'put',
    path: '/experience/interaction-event',
    summary: 'Change the interaction event',
    description:
      'Switches between SignIn and Register keeping the verification records (an unknown email may go on to register). ForgotPassword cannot be switched to or from.',
    body: experienceEventGuard,
    failures: {
      400: 'Switching to or from ForgotPassword (session.interaction_event_change_not_allowed).',
      403: 'The new event is turned off (session.registration_disabled, session.sign_in_disabled).',
      404: `${noInteraction} Or: ${noEvent}`,
    },
  }),
  verifyPassword: defineEndpoint({
    method: 'post',
    path: '/experience/verification/password',
    summary: 'Verify a password',
    description:
      'Checks the identifier and password under the identifier lockout; the record names the user.',
    body: passwordVerificationGuard,
    response: verificationIdResponseGuard,
    returns: 'The verification record.',
    failures: {
      403: 'Identifier locked (session.identifier_locked), or user suspended (user.suspended).',
      404: `${noInteraction} Or: ${noEvent}`,
      422: 'Wrong identifier or password (session.invalid_credentials).',
      429: `${tooManyRequests} Or too soon after failures (session.attempt_too_soon).`,
    },
  }),
  sendVerificationCode: defineEndpoint({
    method: 'post',
    path: '/experience/verification/verification-code',
    summary: 'Send a verification code',
    description:
      'Sends a 6-digit code to the email address or phone; a new request replaces the earlier code for the same identifier and event. The code lives 10 minutes and allows 10 wrong guesses; an identifier is sent at most 10 codes an hour.',
    body: verificationCodeSendGuard,
    response: verificationIdResponseGuard,
    returns: 'The verification record the code will verify.',
    failures: {
      400: 'No connector of that kind is set up (connector.not_found), or it failed to send (connector.*).',
      404: `${noInteraction} Or: ${noEvent}`,
      429: `${tooManyRequests} Also 10 codes to the identifier within the hour.`,
    },
  }),
  checkVerificationCode: defineEndpoint({
    method: 'post',
    path: '/experience/verification/verification-code/verify',
    summary: 'Verify a code',
    description: 'Checks the code sent for the record; a verified record proves the identifier.',
    body: verificationCodeCheckGuard,
    response: verificationIdResponseGuard,
    returns: 'The verified record.',
    failures: {
      400: 'Wrong code (verification_code.code_mismatch), expired (verification_code.expired), already used (verification_code.consumed), replaced by a newer code (verification_code.not_found), sent to another identifier (verification_code.identifier_mismatch), or too many wrong codes (verification_code.exceed_max_try).',
      403: 'Identifier locked after too many failures (session.identifier_locked).',
      404: `${noInteraction} Or: ${noEvent} Or: ${noRecord}`,
      429: tooManyRequests,
    },
  }),
  identify: defineEndpoint({
    method: 'post',
    path: '/experience/identification',
    summary: 'Identify the user',
    description:
      'SignIn and ForgotPassword: the user the verified record names. Register: checks that the profile can create an account.',
    body: identificationGuard,
    failures: {
      400: 'The record is not verified (session.verification_failed), or the sign-in method is off (session.sign_in_method_not_enabled).',
      403: 'User suspended (user.suspended).',
      404: `${noInteraction} Or: ${noEvent} Or: ${noRecord} Or no user has the identifier (user.not_found).`,
      422: 'Register: an identifier is taken (user.*_already_in_use) or missing (session.missing_profile, with `data.fields`).',
    },
  }),
  addProfile: defineEndpoint({
    method: 'post',
    path: '/experience/profile',
    summary: 'Add to the new account',
    description:
      'Register: a username or password by value, an email or phone by its verified record.',
    body: experienceProfileGuard,
    failures: {
      400: 'The record is not verified (session.verification_failed), or not in a Register event (session.invalid_interaction).',
      404: `${noInteraction} Or: ${noEvent} Or: ${noRecord}`,
      422: 'The identifier is taken (user.*_already_in_use), or the password is rejected (password_rejected.*).',
    },
  }),
  resetPassword: defineEndpoint({
    method: 'put',
    path: '/experience/profile/password',
    summary: 'Set a new password',
    description:
      'ForgotPassword, once the user is identified: the new password, checked against the policy.',
    body: experienceNewPasswordGuard,
    failures: {
      400: 'Not a ForgotPassword event (session.invalid_interaction), or the user is not identified yet (session.identifier_not_found).',
      404: `${noInteraction} Or: ${noEvent}`,
      422: 'Rejected by the policy (password_rejected.*) or the same as the current one (user.same_password).',
    },
  }),
  submit: defineEndpoint({
    method: 'post',
    path: '/experience/submit',
    summary: 'Complete the interaction event',
    description:
      'Signs the identified user in, or creates the account and signs it in, or ends a reset password.',
    response: experienceRedirectGuard,
    returns: 'Done; the app navigates to `redirectTo`.',
    failures: {
      400: 'The user is not identified yet (session.identifier_not_found).',
      403: 'The user was suspended meanwhile (user.suspended), or registration (session.registration_disabled) or sign-in (session.sign_in_disabled) was turned off meanwhile.',
      404: `${noInteraction} Or: ${noEvent}`,
      422: 'Register: a required detail is missing (session.missing_profile) or an identifier was taken meanwhile (user.*_already_in_use); ForgotPassword: no new password yet (session.missing_profile).',
    },
  }),
};
