import {
  applicationApi,
  type ApplicationCreateBody,
  type ApplicationPatchBody,
  type ApplicationSecretCreate,
  type ApplicationSecretPatch,
} from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { roleKeys } from '../roles/keys';
import type { UseApiOptions } from '../use-api';
import { applicationKeys } from './keys';

/** Roles list the applications holding them: role changes refresh both sides. */
const applicationAndRoles = [applicationKeys.all, roleKeys.all];

export const useCreateApplication = (options?: UseApiOptions) =>
  useEndpointMutation(applicationApi.create, (body: ApplicationCreateBody) => ({ body }), {
    ...options,
    invalidates: [applicationKeys.lists()],
  });

/** Role screens show the names of the applications holding a role. */
export const useUpdateApplication = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(applicationApi.update, (body: ApplicationPatchBody) => ({ params: { id }, body }), {
    ...options,
    invalidates: applicationAndRoles,
  });

/** The deleted application's own queries (details, secrets, roles) would answer 404: they are forgotten. */
export const useDeleteApplication = (id: string) =>
  useEndpointMutation(applicationApi.delete, () => ({ params: { id } }), {
    invalidates: [applicationKeys.all, roleKeys.all],
    forgets: [applicationKeys.detail(id)],
  });

export const useAddApplicationRoles = (applicationId: string) =>
  useEndpointMutation(
    applicationApi.addRoles,
    (roleIds: string[]) => ({ params: { applicationId }, body: { roleIds } }),
    { invalidates: applicationAndRoles },
  );

export const useRemoveApplicationRole = (applicationId: string) =>
  useEndpointMutation(applicationApi.removeRole, (roleId: string) => ({ params: { applicationId, roleId } }), {
    invalidates: applicationAndRoles,
  });

/** Secrets show on their application's page only. */
export const useCreateApplicationSecret = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(applicationApi.createSecret, (body: ApplicationSecretCreate) => ({ params: { id }, body }), {
    ...options,
    invalidates: [applicationKeys.secretLists(id)],
  });

/** A secret is addressed by its current name. */
export const useRenameApplicationSecret = (id: string, name: string, options?: UseApiOptions) =>
  useEndpointMutation(applicationApi.renameSecret, (body: ApplicationSecretPatch) => ({ params: { id, name }, body }), {
    ...options,
    invalidates: [applicationKeys.secretLists(id)],
  });

export const useDeleteApplicationSecret = (id: string) =>
  useEndpointMutation(applicationApi.deleteSecret, (name: string) => ({ params: { id, name } }), {
    invalidates: [applicationKeys.secretLists(id)],
  });
