import { resourceApi, type ResourceCreate, type ResourcePatch, type ScopeCreate, type ScopePatch } from '@tessera/schemas';

import type { UseApiOptions } from '../use-api';
import { useEndpointMutation } from '../endpoint-hooks';
import { roleKeys } from '../roles/keys';
import { resourceKeys } from './keys';

/** Roles list the scopes they hold with their resource: changing either refreshes both areas. */
const resourcesAndRoles = [resourceKeys.all, roleKeys.all];

export const useCreateResource = (options?: UseApiOptions) =>
  useEndpointMutation(resourceApi.create, (body: ResourceCreate) => ({ body }), {
    ...options,
    invalidates: [resourceKeys.all],
  });

export const useUpdateResource = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(resourceApi.update, (body: ResourcePatch) => ({ params: { id }, body }), {
    ...options,
    invalidates: resourcesAndRoles,
  });

/** Setting a default clears the previous one, so every resource may have changed. */
export const useSetDefaultResource = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(resourceApi.setIsDefault, (isDefault: boolean) => ({ params: { id }, body: { isDefault } }), {
    ...options,
    invalidates: [resourceKeys.all],
  });

/** The deleted resource's own queries would answer 404 (retried): they are forgotten, not refreshed. */
export const useDeleteResource = (id: string) =>
  useEndpointMutation(resourceApi.delete, () => ({ params: { id } }), {
    invalidates: [resourceKeys.all, roleKeys.all],
    forgets: [resourceKeys.detail(id)],
  });

/** A new scope is held by no role yet, so roles stay as they are. */
export const useCreateScope = (resourceId: string, options?: UseApiOptions) =>
  useEndpointMutation(resourceApi.createScope, (body: ScopeCreate) => ({ params: { resourceId }, body }), {
    ...options,
    invalidates: [resourceKeys.all],
  });

export const useUpdateScope = (resourceId: string, options?: UseApiOptions) =>
  useEndpointMutation(
    resourceApi.updateScope,
    ({ scopeId, body }: { scopeId: string; body: ScopePatch }) => ({ params: { resourceId, scopeId }, body }),
    { ...options, invalidates: resourcesAndRoles },
  );

export const useDeleteScope = (resourceId: string) =>
  useEndpointMutation(resourceApi.deleteScope, (scopeId: string) => ({ params: { resourceId, scopeId } }), {
    invalidates: resourcesAndRoles,
  });
