import { createRouter } from '../../../http/create-router.js';
import { organizationRoleScopeRoutes } from './organization-role-scopes.js';
import { organizationRoleRoutes } from './organization-roles.js';
import { organizationScopeRoutes } from './organization-scopes.js';

/**
 * The organizations area: the organization template (`/organization-scopes`,
 * `/organization-roles` and what each role grants) and the organizations built on it.
 */
export const organizationsArea = () =>
  createRouter()
    .route('/', organizationScopeRoutes())
    .route('/', organizationRoleRoutes())
    .route('/', organizationRoleScopeRoutes());
