import { createRouter } from '../../../http/create-router.js';
import { roleApplicationRoutes } from './role-applications.js';
import { roleScopeRoutes } from './role-scopes.js';
import { roleUserRoutes } from './role-users.js';
import { roleRoutes } from './roles.js';

/** `/roles` and its sub-resources: the scopes a role grants, and its users and applications. */
export const rolesArea = () =>
  createRouter()
    .route('/', roleRoutes())
    .route('/', roleScopeRoutes())
    .route('/', roleUserRoutes())
    .route('/', roleApplicationRoutes());
