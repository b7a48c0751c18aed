import type { ResourceWithScopes, Scope } from '@tessera/schemas';

export interface PickerResource {
  resource: ResourceWithScopes;
  scopes: Scope[];
}

/**
 * The resources and scopes the picker shows: without the Management API when asked, and for a
 * search, the scopes whose name or description match (all of them when the resource matches).
 */
export const filterResources = (
  resources: readonly ResourceWithScopes[],
  search: string,
  excludeManagementApi: boolean,
): PickerResource[] => {
  const needle = search.trim().toLowerCase();
  const includes = (text: string | null | undefined) => Boolean(text?.toLowerCase().includes(needle));
  return resources
    .filter((resource) => !(excludeManagementApi && resource.isManagementApi))
    .flatMap((resource) => {
      const scopes = resource.scopes ?? [];
      if (!needle || includes(resource.name) || includes(resource.indicator)) {
        return [{ resource, scopes }];
      }
      const matching = scopes.filter((scope) => includes(scope.name) || includes(scope.description));
      return matching.length > 0 ? [{ resource, scopes: matching }] : [];
    });
};
