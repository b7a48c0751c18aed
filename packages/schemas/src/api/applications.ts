import { z } from 'zod';

import {
  applicationCreateBodyGuard,
  applicationDetailsGuard,
  applicationGuard,
  applicationPatchBodyGuard,
  applicationRolesAddedGuard,
  applicationRolesLinkGuard,
  applicationRolesReplacedGuard,
  applicationTypesQueryGuard,
  createdApplicationGuard,
} from '../entities/application';
import {
  applicationUserConsentScopesGuard,
  applicationUserConsentScopesLinkGuard,
  applicationUserConsentScopeTypeGuard,
} from '../entities/application-consent';
import {
  applicationSecretCreateGuard,
  applicationSecretGuard,
  applicationSecretPatchGuard,
} from '../entities/application-secret';
import {
  applicationSignInExperienceGuard,
  applicationSignInExperienceUpsertGuard,
} from '../entities/application-sign-in-experience';
import { jsonObjectGuard } from '../entities/common';
import { roleGuard } from '../entities/role';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';
import { pathParams, searchPageQuery, searchQuery } from './params';

const id = pathParams('id');
const applicationId = pathParams('applicationId');
const secretName = pathParams('id', 'name');

const notMachineToMachine = 'The application is not machine-to-machine (`application.invalid_type`).';
const notThirdParty = 'Not a third-party application (`application.third_party_application_only`).';

/**
 * The applications area of the Management API: applications, their secrets, the roles of
 * machine-to-machine applications, their own sign-in branding and the scopes third-party
 * applications ask users to consent to.
 */
export const applicationApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/applications',
    summary: 'List applications',
    description:
      'Applications newest first. `search` matches a substring of the name, id or description; `types` and `isThirdParty` filter.',
    query: paginationQuery.extend({
      search: searchQuery,
      types: applicationTypesQueryGuard,
      isThirdParty: z.enum(['true', 'false']).optional(),
      excludeRoleId: z
        .string()
        .optional()
        .meta({ description: 'Leave out applications holding this role.' }),
    }),
    response: z.array(applicationGuard),
    returns: 'A page of applications.',
    paged: true,
    failures: { 400: 'Invalid query.' },
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/applications',
    summary: 'Create an application',
    description:
      'Traditional, machine-to-machine and Protected applications get an initial secret, returned once as `secret`.',
    body: applicationCreateBodyGuard,
    response: createdApplicationGuard,
    returns: 'The created application.',
    failures: {
      400: 'Invalid body (the field is named in `details`), a Protected application without its metadata, or a type that cannot be third-party.',
      422: 'A setting does not fit the application type, a CORS origin is not normalized, or the subdomain is taken.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/applications/{id}',
    summary: 'Get an application',
    description: 'Secrets are not included; see the secrets endpoints.',
    params: id,
    response: applicationDetailsGuard,
    returns: 'The application.',
    failures: { 404: 'No application with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/applications/{id}',
    summary: 'Update an application',
    description:
      'Partial update. Metadata objects and custom data are merged key by key into the stored ones; lists are replaced. Changes apply to the next OIDC request.',
    params: id,
    body: applicationPatchBodyGuard,
    response: applicationGuard,
    returns: 'The updated application.',
    failures: {
      400: 'Invalid body (the field is named in `details`).',
      404: 'No application with this id.',
      422: 'A setting does not fit the application type, or a CORS origin is not normalized.',
    },
  }),
  updateCustomData: defineEndpoint({
    method: 'patch',
    path: '/applications/{applicationId}/custom-data',
    summary: 'Update the custom data of an application',
    description:
      'The body is merged key by key into the stored custom data (a key sent replaces its value whole); the answer is the custom data after the change.',
    params: applicationId,
    body: jsonObjectGuard.meta({ description: 'An arbitrary JSON object.' }),
    response: jsonObjectGuard,
    returns: 'The custom data.',
    failures: { 400: 'The body is not a JSON object.', 404: 'No application with this id.' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/applications/{id}',
    summary: 'Delete an application',
    description: 'Deletes the application with its secrets and role assignments.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No application with this id.' },
  }),

  listSecrets: defineEndpoint({
    method: 'get',
    path: '/applications/{id}/secrets',
    summary: 'List the secrets of an application',
    description: 'Every secret of the application with its value, oldest first.',
    params: id,
    query: paginationQuery,
    response: z.array(applicationSecretGuard),
    returns: 'A page of secrets.',
    paged: true,
    failures: { 404: 'No application with this id.' },
  }),
  createSecret: defineEndpoint({
    method: 'post',
    path: '/applications/{id}/secrets',
    summary: 'Add a secret to an application',
    description:
      'Confidential applications only. An expired secret no longer authenticates.',
    params: id,
    body: applicationSecretCreateGuard,
    response: applicationSecretGuard,
    status: 201,
    returns: 'The created secret with its value.',
    failures: {
      400: 'Invalid body.',
      404: 'No application with this id.',
      422: 'The name exists, or the application type has no secrets.',
    },
  }),
  renameSecret: defineEndpoint({
    method: 'patch',
    path: '/applications/{id}/secrets/{name}',
    summary: 'Rename a secret of an application',
    params: secretName,
    body: applicationSecretPatchGuard,
    response: applicationSecretGuard,
    returns: 'The renamed secret.',
    failures: {
      400: 'Invalid body.',
      404: 'No such application or secret.',
      422: 'The new name exists.',
    },
  }),
  deleteSecret: defineEndpoint({
    method: 'delete',
    path: '/applications/{id}/secrets/{name}',
    summary: 'Delete a secret of an application',
    description: 'The secret stops authenticating at once.',
    params: secretName,
    returns: 'Deleted.',
    failures: { 404: 'No such application or secret.' },
  }),

  listRoles: defineEndpoint({
    method: 'get',
    path: '/applications/{applicationId}/roles',
    summary: 'List the roles of an application',
    description:
      'Roles of a machine-to-machine application, newest first. `search` on name, description or id.',
    params: applicationId,
    query: searchPageQuery,
    response: z.array(roleGuard),
    returns: 'A page of roles.',
    paged: true,
    failures: { 404: 'No application with this id.', 422: notMachineToMachine },
  }),
  addRoles: defineEndpoint({
    method: 'post',
    path: '/applications/{applicationId}/roles',
    summary: 'Assign roles to an application',
    description: 'Adds machine-to-machine roles; roles the application holds already are skipped.',
    params: applicationId,
    body: applicationRolesLinkGuard,
    response: applicationRolesAddedGuard,
    status: 201,
    returns: 'The requested and the newly added role ids.',
    failures: {
      400: 'Invalid body.',
      404: 'No such application or role.',
      422: 'The application or a role is not machine-to-machine.',
    },
  }),
  replaceRoles: defineEndpoint({
    method: 'put',
    path: '/applications/{applicationId}/roles',
    summary: 'Replace the roles of an application',
    description: 'The application ends up holding exactly these machine-to-machine roles.',
    params: applicationId,
    body: applicationRolesLinkGuard,
    response: applicationRolesReplacedGuard,
    returns: 'Replaced.',
    failures: {
      400: 'Invalid body.',
      404: 'No such application or role.',
      422: 'The application or a role is not machine-to-machine.',
    },
  }),
  removeRole: defineEndpoint({
    method: 'delete',
    path: '/applications/{applicationId}/roles/{roleId}',
    summary: 'Remove a role from an application',
    params: pathParams('applicationId', 'roleId'),
    returns: 'Removed.',
    failures: {
      404: 'No such application or role, or not assigned.',
      422: 'The application is not machine-to-machine.',
    },
  }),

  getSignInExperience: defineEndpoint({
    method: 'get',
    path: '/applications/{applicationId}/sign-in-experience',
    summary: 'Get the sign-in branding of an application',
    description:
      "Branding and policy links the sign-in pages show for this application instead of the tenant's.",
    params: applicationId,
    response: applicationSignInExperienceGuard,
    returns: 'The application sign-in experience.',
    failures: { 404: 'No such application, or it has no sign-in experience of its own.' },
  }),
  setSignInExperience: defineEndpoint({
    method: 'put',
    path: '/applications/{applicationId}/sign-in-experience',
    summary: 'Set the sign-in branding of an application',
    description: 'Creates or updates it; fields left out keep their value.',
    params: applicationId,
    body: applicationSignInExperienceUpsertGuard,
    response: applicationSignInExperienceGuard,
    returns: 'Updated.',
    returnsCreated: 'Created.',
    failures: { 400: 'Invalid body.', 404: 'No application with this id.' },
  }),

  getConsentScopes: defineEndpoint({
    method: 'get',
    path: '/applications/{applicationId}/user-consent-scopes',
    summary: 'List the consent scopes of an application',
    description:
      'What a third-party application asks users to consent to; resource scopes grouped by resource.',
    params: applicationId,
    response: applicationUserConsentScopesGuard,
    returns: 'The consent scopes.',
    failures: { 404: 'No application with this id.', 422: notThirdParty },
  }),
  addConsentScopes: defineEndpoint({
    method: 'post',
    path: '/applications/{applicationId}/user-consent-scopes',
    summary: 'Add consent scopes to an application',
    description:
      'User scopes by name, the others by scope id. Scopes linked already stay as they are.',
    params: applicationId,
    body: applicationUserConsentScopesLinkGuard,
    response: applicationUserConsentScopesGuard,
    status: 201,
    returns: 'All consent scopes after the change.',
    failures: {
      400: 'Invalid body.',
      404: 'No such application or scope.',
      422: 'Not a third-party application.',
    },
  }),
  removeConsentScope: defineEndpoint({
    method: 'delete',
    path: '/applications/{applicationId}/user-consent-scopes/{scopeType}/{scopeId}',
    summary: 'Remove a consent scope from an application',
    description: '`scopeId` is the scope name for `user-scopes`, a scope id otherwise.',
    params: applicationId.extend({
      scopeType: applicationUserConsentScopeTypeGuard,
      scopeId: z.string().min(1),
    }),
    returns: 'Removed.',
    failures: {
      400: 'Unknown scope type.',
      404: 'No such application, or the scope is not linked.',
      422: 'Not a third-party application.',
    },
  }),
};
