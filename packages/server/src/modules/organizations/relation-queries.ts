import { linkTable } from '../../db/link-table.js';

// The link tables of the organizations area.

export const organizationUsers = linkTable(
  'organization_user_relations',
  ['organization_id'],
  'user_id',
);
export const organizationApplications = linkTable(
  'organization_application_relations',
  ['organization_id'],
  'application_id',
);
export const organizationUserRoles = linkTable(
  'organization_role_user_relations',
  ['organization_id', 'user_id'],
  'organization_role_id',
);
export const organizationApplicationRoles = linkTable(
  'organization_role_application_relations',
  ['organization_id', 'application_id'],
  'organization_role_id',
);
export const organizationRoleScopes = linkTable(
  'organization_role_scope_relations',
  ['organization_role_id'],
  'organization_scope_id',
);
export const organizationRoleResourceScopes = linkTable(
  'organization_role_resource_scope_relations',
  ['organization_role_id'],
  'scope_id',
);
export const organizationJitEmailDomains = linkTable(
  'organization_jit_email_domains',
  ['organization_id'],
  'email_domain',
);
export const organizationJitRoles = linkTable(
  'organization_jit_roles',
  ['organization_id'],
  'organization_role_id',
);
