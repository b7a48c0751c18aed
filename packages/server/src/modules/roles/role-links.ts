import { linkTable } from '../../db/link-table.js';

// The link tables of roles, one per side they are read from: a user's roles and a role's users
// are the same rows of `users_roles`.

export const roleScopes = linkTable('roles_scopes', ['role_id'], 'scope_id');
export const userRoles = linkTable('users_roles', ['user_id'], 'role_id');
export const roleUsers = linkTable('users_roles', ['role_id'], 'user_id');
export const applicationRoles = linkTable('applications_roles', ['application_id'], 'role_id');
export const roleApplications = linkTable('applications_roles', ['role_id'], 'application_id');
