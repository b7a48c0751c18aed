import { createRouter } from '../../../http/create-router.js';
import { userImportRoutes } from '../import/routes.js';
import { userRoleRoutes } from './user-roles.js';
import { userRoutes } from './users.js';

/** `/users` and the roles each user holds. */
export const usersArea = () => createRouter().route('/', userImportRoutes()).route('/', userRoutes()).route('/', userRoleRoutes());
