import { z } from 'zod';

import { jsonObjectGuard, userIdGuard } from '../entities/common';
import { userInfoGuard } from '../entities/user';
import {
  userCustomDataPatchGuard,
  userHasPasswordGuard,
  userPasswordGuard,
  userProfilePatchGuard,
  userSuspensionGuard,
} from '../entities/user-account';
import { userProfileGuard } from '../entities/user-profile';
import { defineEndpoint } from './endpoint';

const params = z.object({ userId: userIdGuard });
const noUser = 'No user with this id.';

/** A user's account: custom data, profile, password and suspension. */
export const userAccountApi = {
  getCustomData: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/custom-data',
    summary: 'Get the custom data of a user',
    params,
    response: jsonObjectGuard,
    returns: 'The custom data.',
    failures: { 404: noUser },
  }),
  updateCustomData: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}/custom-data',
    summary: 'Update the custom data of a user',
    description: 'The keys given replace those of the current object (top level); others stay.',
    params,
    body: userCustomDataPatchGuard,
    response: jsonObjectGuard,
    returns: 'The custom data after the update.',
    failures: { 400: 'Invalid body, or the result is too large (`user.custom_data_too_large`).', 404: noUser },
  }),
  updateProfile: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}/profile',
    summary: 'Update the profile of a user',
    description: 'The OIDC standard profile fields given replace those of the current profile (top level).',
    params,
    body: userProfilePatchGuard,
    response: userProfileGuard,
    returns: 'The profile after the update.',
    failures: { 400: 'Invalid body.', 404: noUser },
  }),
  updatePassword: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}/password',
    summary: 'Set the password of a user',
    description:
      "Checked against the tenant's password policy and stored with Argon2id. The user's sessions, grants and tokens end.",
    params,
    body: userPasswordGuard,
    response: userInfoGuard,
    returns: 'The user.',
    failures: { 400: 'Invalid body.', 404: noUser, 422: 'The password fails the policy (`password_rejected.*`).' },
  }),
  verifyPassword: defineEndpoint({
    method: 'post',
    path: '/users/{userId}/password/verify',
    summary: 'Verify the password of a user',
    params,
    body: userPasswordGuard,
    returns: 'The password matches.',
    failures: {
      400: 'Invalid body.',
      404: noUser,
      422: 'The password does not match, or the user has none (`user.password_mismatch`).',
    },
  }),
  hasPassword: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/has-password',
    summary: 'Whether a user has a password',
    params,
    response: userHasPasswordGuard,
    returns: 'The answer.',
    failures: { 404: noUser },
  }),
  updateIsSuspended: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}/is-suspended',
    summary: 'Suspend or reactivate a user',
    description:
      'A suspended user cannot sign in, refresh tokens or pass introspection; suspending ends their sessions and revokes their grants and tokens at once.',
    params,
    body: userSuspensionGuard,
    response: userInfoGuard,
    returns: 'The user.',
    failures: { 400: 'Invalid body.', 404: noUser },
  }),
};
