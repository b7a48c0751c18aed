import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { organizationInvitationRoutes } from './organization-invitations.js';
import { organizationApplicationRoutes } from './organization-applications.js';
import { organizationJitRoutes } from './organization-jit.js';
import { organizationJitSsoRoutes } from './organization-jit-sso.js';
import { organizationRoleScopeRoutes } from './organization-role-scopes.js';
import { organizationRoleRoutes } from './organization-roles.js';
import { organizationScopeRoutes } from './organization-scopes.js';
import { organizationUserRoutes } from './organization-users.js';
import { organizationRoutes } from './organizations.js';
import { userOrganizationRoutes } from './user-organizations.js';

/**
 * The organizations area: the organization template (`/organization-scopes`,
 * `/organization-roles` and what each role grants), the organizations built on it, and
 * invitations to join them.
 */
export const organizationsArea = (context: AppContext) =>
  createRouter()
    .route('/', organizationScopeRoutes())
    .route('/', organizationRoleRoutes())
    .route('/', organizationRoleScopeRoutes())
    .route('/', organizationRoutes())
    .route('/', organizationUserRoutes())
    .route('/', userOrganizationRoutes())
    .route('/', organizationApplicationRoutes())
    .route('/', organizationJitRoutes())
    .route('/', organizationJitSsoRoutes(context))
    .route('/', organizationInvitationRoutes(context));
