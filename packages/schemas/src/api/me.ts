import {
  currentUserCustomDataGuard,
  currentUserCustomDataPatchGuard,
  currentUserGuard,
  currentUserPasswordGuard,
  currentUserPatchGuard,
} from '../entities/console/me';
import { uploadedAssetGuard, userAssetsServiceStatusGuard } from '../entities/console/user-asset';
import { defineEndpoint } from './endpoint';

const unauthorized = 'No token, or not a console user token (auth.*).';

/**
 * The console user's own account: a user of the admin tenant, whichever tenant the request
 * addresses. Called with the console user's bearer token, not a Management API token.
 */
export const meApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/me',
    summary: 'Get the current console user',
    description: 'The signed-in console user (a user of the admin tenant), with their custom data.',
    response: currentUserGuard,
    returns: 'The current user.',
    failures: {
      401: unauthorized,
      404: 'The user of the token no longer exists (user.not_found).',
    },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/me',
    summary: 'Update the current console user',
    description: 'Changes exactly one field: `name`, `username` or `avatar`.',
    body: currentUserPatchGuard,
    response: currentUserGuard,
    returns: 'The updated user.',
    failures: {
      400: 'Not exactly one field, or an invalid value (guard.invalid_input, user.invalid_username).',
      401: unauthorized,
      422: 'The username is taken (user.username_already_in_use).',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/me',
    summary: 'Delete the current console user',
    description:
      'Deletes the account of the signed-in console user (cloud edition only): first the tenants the user is an admin of, then their other memberships, then the user. Refused while `GET /me/deletion-blockers` lists blockers.',
    returns: 'Deleted.',
    failures: {
      401: unauthorized,
      403: 'Not the cloud edition (auth.cloud_only).',
      404: 'The user no longer exists (user.not_found).',
      422: 'A tenant to delete has a paid plan, a subscription that is not active or an open invoice (account_deletion.blocked, the blockers in data.blockers).',
    },
  }),

  getCustomData: defineEndpoint({
    method: 'get',
    path: '/me/custom-data',
    summary: "Get the current console user's custom data",
    description: 'Preferences, default tenant and onboarding data of the console user.',
    response: currentUserCustomDataGuard,
    returns: 'The custom data.',
    failures: { 401: unauthorized },
  }),
  updateCustomData: defineEndpoint({
    method: 'patch',
    path: '/me/custom-data',
    summary: "Update the current console user's custom data",
    description:
      'Deep-merges the body into the stored custom data and answers the whole result. Known console keys are validated.',
    body: currentUserCustomDataPatchGuard,
    response: currentUserCustomDataGuard,
    returns: 'The custom data after the merge.',
    failures: {
      400: 'A known key has an invalid value (guard.invalid_input).',
      401: unauthorized,
    },
  }),

  verifyPassword: defineEndpoint({
    method: 'post',
    path: '/me/password/verify',
    summary: "Verify the current console user's password",
    description:
      'Proves the user knows their password; a password change is allowed for 10 minutes afterwards. Failures count towards the sign-in lockout.',
    body: currentUserPasswordGuard,
    returns: 'The password is right.',
    failures: {
      401: unauthorized,
      403: 'Locked after too many failures (session.identifier_locked).',
      422: 'The password is wrong (user.wrong_password).',
      429: 'Too many requests from this IP (session.too_many_requests), or too soon after 5 failures in a row (session.attempt_too_soon, with `data.seconds` and Retry-After).',
    },
  }),
  updatePassword: defineEndpoint({
    method: 'post',
    path: '/me/password',
    summary: "Change the current console user's password",
    description:
      "Sets a new password under the admin tenant's password policy. Needs a password verification within the last 10 minutes; one verification allows one change.",
    body: currentUserPasswordGuard,
    returns: 'Changed.',
    failures: {
      401: unauthorized,
      403: 'No recent password verification (auth.require_re_authentication).',
      422: 'The new password is the current one (user.same_password) or breaks the policy (password_rejected.*, every rejection in data.rejections).',
    },
  }),

  getAssetServiceStatus: defineEndpoint({
    method: 'get',
    path: '/me/user-assets/service-status',
    summary: 'Get the avatar upload service status',
    description:
      'Whether uploads work, and which types and size the current console user may upload.',
    response: userAssetsServiceStatusGuard,
    returns: 'Ready.',
    failures: { 401: unauthorized },
  }),
  /** The body is a multipart form with one `file` field, which the server declares itself. */
  uploadAsset: defineEndpoint({
    method: 'post',
    path: '/me/user-assets',
    summary: 'Upload an avatar image',
    description:
      'Stores an image of the current console user (the `file` field) and answers its public URL.',
    response: uploadedAssetGuard,
    returns: 'Stored.',
    failures: {
      400: 'No file (guard.invalid_input) or a type not allowed (guard.mime_type_not_allowed).',
      401: unauthorized,
      413: 'The file is larger than the limit (guard.file_size_exceeded).',
    },
  }),
};
