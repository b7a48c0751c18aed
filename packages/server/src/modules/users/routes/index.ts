import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { userImportRoutes } from '../import/routes.js';
import { userAccountRoutes } from './account.js';
import { userConnectionRoutes } from './connections.js';
import { userIdentityRoutes } from './identities.js';
import { userMfaRoutes } from './mfa.js';
import { userRoleRoutes } from './user-roles.js';
import { userRoutes } from './users.js';

/** `/users`: the users, their account, what they are linked to, and the roles they hold. */
export const usersArea = (context: AppContext) =>
  createRouter()
    .route('/', userImportRoutes(context))
    .route('/', userRoutes(context))
    .route('/', userAccountRoutes(context))
    .route('/', userConnectionRoutes(context))
    .route('/', userMfaRoutes(context))
    .route('/', userIdentityRoutes(context))
    .route('/', userRoleRoutes());
