import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { experienceConfigRoutes } from './config.js';
import { experienceCredentialRoutes } from './credentials.js';
import type { ExperienceOptions, ResolvedExperienceOptions } from '../experience-options.js';
import { experienceInteractionRoutes } from './interaction.js';
import { experienceInvitationRoutes } from './organization-invitation.js';
import { experienceFlowRoutes } from './experience-flow.js';
import { experienceVerificationRoutes } from './verification.js';
import { experienceSsoRoutes } from './sso.js';
import { experienceSocialRoutes } from './social.js';
import { sendVerificationMessage } from '../../connectors/send-message.js';
import { experienceMfaRoutes } from './mfa.js';
import { experiencePasskeyRoutes } from './passkey.js';

/**
 * The sign-in app's API under `/experience`: configuration, the current interaction, and the
 * credential steps (sign-in, registration, consent, abort), and the
 * Experience API (events, verification records, identification, profile, submit). Public: the
 * interaction cookie, not a token, ties calls to a sign-in.
 */
export const experienceRoutes = (context: AppContext, options: ExperienceOptions = {}) => {
  const resolved: ResolvedExperienceOptions = {
    pwnedRange: options.pwnedRange ?? fetchPwnedRange,
    sendVerificationMessage:
      options.sendVerificationMessage ??
      ((scope, message) =>
        sendVerificationMessage(scope, message, { vault: context.vault, logger: context.logger, outbound: context.outbound })),
    now: options.now ?? (() => new Date()),
  };
  // Keys carry the endpoint, so each endpoint has its own budget per client address.
  const limiter = context.rateLimiter;
  return createRouter()
    .route('/', experienceConfigRoutes())
    .route('/', experienceInteractionRoutes(context))
    .route('/', experienceInvitationRoutes(context))
    .route('/', experienceCredentialRoutes(context, limiter, resolved))
    .route('/', experienceFlowRoutes(context, limiter, resolved))
    .route('/', experienceVerificationRoutes(context, limiter, resolved))
    .route('/', experienceSsoRoutes(context, limiter))
    .route('/', experienceSocialRoutes(context, limiter))
    .route('/', experiencePasskeyRoutes(context, limiter, resolved))
    .route('/', experienceMfaRoutes(context, limiter, resolved));
};
