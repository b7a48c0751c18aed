import { userApi, type UserCreate, type UserMfaVerificationCreate, type UserPatch } from '@tessera/schemas';

import type { UseApiOptions } from '../use-api';
import { useEndpointMutation } from '../endpoint-hooks';
import { roleKeys } from '../roles/keys';
import { userKeys } from './keys';

/** Roles show who holds them, and users show their roles: a change refreshes both sides. */
const userAndRoles = [userKeys.all, roleKeys.all];

export const useCreateUser = (options?: UseApiOptions) =>
  useEndpointMutation(userApi.create, (body: UserCreate) => ({ body }), { ...options, invalidates: [userKeys.all] });

export const useUpdateUser = (userId: string, options?: UseApiOptions) =>
  useEndpointMutation(userApi.update, (body: UserPatch) => ({ params: { userId }, body }), {
    ...options,
    invalidates: [userKeys.all],
  });

export const useUpdateUserPassword = (userId: string, options?: UseApiOptions) =>
  useEndpointMutation(userApi.updatePassword, (password: string) => ({ params: { userId }, body: { password } }), {
    ...options,
    invalidates: [userKeys.detail(userId)],
  });

export const useUpdateUserSuspension = (userId: string) =>
  useEndpointMutation(
    userApi.updateIsSuspended,
    (isSuspended: boolean) => ({ params: { userId }, body: { isSuspended } }),
    { invalidates: [userKeys.all] },
  );

/** The deleted user's own queries would answer 404: they are forgotten, not refreshed. */
export const useDeleteUser = (userId: string) =>
  useEndpointMutation(userApi.delete, () => ({ params: { userId } }), {
    invalidates: userAndRoles,
    forgets: [userKeys.detail(userId)],
  });

export const useDeleteUserIdentity = (userId: string) =>
  useEndpointMutation(userApi.deleteIdentity, (target: string) => ({ params: { userId, target } }), {
    invalidates: [userKeys.detail(userId)],
  });

export const useDeleteUserMfaVerification = (userId: string) =>
  useEndpointMutation(
    userApi.deleteMfaVerification,
    (verificationId: string) => ({ params: { userId, verificationId } }),
    { invalidates: [userKeys.detail(userId)] },
  );

/** Gives the user a factor; the answer holds its secret or codes, shown once. */
export const useCreateUserMfaVerification = (userId: string) =>
  useEndpointMutation(
    userApi.createMfaVerification,
    (body: UserMfaVerificationCreate) => ({ params: { userId }, body }),
    { invalidates: [userKeys.mfaVerifications(userId)] },
  );

export const useDeleteUserTrustedDevice = (userId: string) =>
  useEndpointMutation(
    userApi.deleteTrustedDevice,
    (trustedDeviceId: string) => ({ params: { userId, trustedDeviceId } }),
    { invalidates: [userKeys.trustedDevices(userId)] },
  );

export const useAssignUserRoles = (userId: string) =>
  useEndpointMutation(userApi.assignRoles, (roleIds: string[]) => ({ params: { userId }, body: { roleIds } }), {
    invalidates: userAndRoles,
  });

export const useRemoveUserRole = (userId: string) =>
  useEndpointMutation(userApi.removeRole, (roleId: string) => ({ params: { userId, roleId } }), {
    invalidates: userAndRoles,
  });
