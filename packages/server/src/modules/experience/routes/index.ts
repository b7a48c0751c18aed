import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { experienceConfigRoutes } from './config.js';
import { experienceCredentialRoutes } from './credentials.js';
import type { ExperienceOptions } from '../experience-options.js';
import { experienceFirstAdminRoutes } from './first-admin.js';
import { experienceInteractionRoutes } from './interaction.js';

/**
 * The sign-in app's API under `/experience`: configuration, the current interaction, and the
 * credential steps (sign-in, registration, first administrator, consent, abort). Public: the
 * interaction cookie, not a token, ties calls to a sign-in.
 */
export const experienceRoutes = (context: AppContext, options: ExperienceOptions = {}) => {
  const resolved: Required<ExperienceOptions> = { pwnedRange: options.pwnedRange ?? fetchPwnedRange };
  // Keys carry the endpoint, so each endpoint has its own budget per client address.
  const limiter = context.rateLimiter;
  return createRouter()
    .route('/', experienceConfigRoutes())
    .route('/', experienceInteractionRoutes(context))
    .route('/', experienceCredentialRoutes(context, limiter, resolved))
    .route('/', experienceFirstAdminRoutes(context, limiter, resolved));
};
