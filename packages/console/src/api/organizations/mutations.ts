import { organizationApi, type OrganizationCreate, type OrganizationPatch } from '@tessera/schemas';

import { applicationKeys } from '../applications/keys';
import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { userKeys } from '../users/keys';
import { organizationKeys } from './keys';

export const useCreateOrganization = (options?: UseApiOptions) =>
  useEndpointMutation(organizationApi.create, (body: OrganizationCreate) => ({ body }), {
    ...options,
    invalidates: [organizationKeys.all],
  });

export const useUpdateOrganization = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    organizationApi.update,
    (body: OrganizationPatch) => ({ params: { id }, body }),
    {
      ...options,
      invalidates: [organizationKeys.all],
    },
  );

/** The deleted organization's own queries would answer 404: they are forgotten, not refreshed. */
export const useDeleteOrganization = (id: string) =>
  useEndpointMutation(organizationApi.delete, () => ({ params: { id } }), {
    invalidates: [organizationKeys.all],
    forgets: [organizationKeys.detail(id)],
  });

/** Membership shows on the organization and on each user's organizations tab. */
const organizationsAndUsers = [organizationKeys.all, userKeys.all];

export const useAddOrganizationUsers = (id: string) =>
  useEndpointMutation(
    organizationApi.addUsers,
    (userIds: string[]) => ({ params: { id }, body: { userIds } }),
    {
      invalidates: organizationsAndUsers,
    },
  );

/** Gives members more organization roles; those they hold already are kept. */
export const useAssignOrganizationUsersRoles = (id: string) =>
  useEndpointMutation(
    organizationApi.assignUsersRoles,
    (body: { userIds: string[]; organizationRoleIds: string[] }) => ({ params: { id }, body }),
    { invalidates: organizationsAndUsers },
  );

export const useRemoveOrganizationUser = (id: string) =>
  useEndpointMutation(
    organizationApi.removeUser,
    (userId: string) => ({ params: { id, userId } }),
    {
      invalidates: organizationsAndUsers,
    },
  );

export const useReplaceOrganizationUserRoles = (id: string) =>
  useEndpointMutation(
    organizationApi.replaceUserRoles,
    ({ userId, organizationRoleIds }: { userId: string; organizationRoleIds: string[] }) => ({
      params: { id, userId },
      body: { organizationRoleIds },
    }),
    { invalidates: organizationsAndUsers },
  );

const organizationsAndApplications = [organizationKeys.all, applicationKeys.all];

export const useAddOrganizationApplications = (id: string) =>
  useEndpointMutation(
    organizationApi.addApplications,
    (applicationIds: string[]) => ({ params: { id }, body: { applicationIds } }),
    { invalidates: organizationsAndApplications },
  );

export const useRemoveOrganizationApplication = (id: string) =>
  useEndpointMutation(
    organizationApi.removeApplication,
    (applicationId: string) => ({ params: { id, applicationId } }),
    { invalidates: organizationsAndApplications },
  );

export const useReplaceOrganizationApplicationRoles = (id: string) =>
  useEndpointMutation(
    organizationApi.replaceApplicationRoles,
    ({
      applicationId,
      organizationRoleIds,
    }: {
      applicationId: string;
      organizationRoleIds: string[];
    }) => ({
      params: { id, applicationId },
      body: { organizationRoleIds },
    }),
    { invalidates: organizationsAndApplications },
  );

export const useReplaceOrganizationJitEmailDomains = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    organizationApi.replaceJitEmailDomains,
    (emailDomains: string[]) => ({ params: { id }, body: { emailDomains } }),
    { ...options, invalidates: [organizationKeys.jitEmailDomains(id)] },
  );

export const useReplaceOrganizationJitRoles = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    organizationApi.replaceJitRoles,
    (organizationRoleIds: string[]) => ({ params: { id }, body: { organizationRoleIds } }),
    { ...options, invalidates: [organizationKeys.jitRoles(id)] },
  );
