import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { applicationRoutes } from './applications.js';
import { applicationConsentScopeRoutes } from './consent-scopes.js';
import { applicationRoleRoutes } from './roles.js';
import { applicationSecretRoutes } from './secrets.js';
import { applicationSignInExperienceRoutes } from './sign-in-experience.js';

/**
 * `/applications` and its sub-resources: secrets, the roles of machine-to-machine applications,
 * the application's own sign-in branding and its consent scopes.
 */
export const applicationsArea = ({ vault, config }: Pick<AppContext, 'vault' | 'config'>) =>
  createRouter()
    .route('/', applicationRoutes(vault, { protectedAppDomain: config.protectedAppDomain }))
    .route('/', applicationSecretRoutes(vault))
    .route('/', applicationRoleRoutes())
    .route('/', applicationSignInExperienceRoutes())
    .route('/', applicationConsentScopeRoutes());
