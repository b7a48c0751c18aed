import type { InteractionEvent } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { newExperienceState, type ExperienceState } from './state.js';

/** Whether the tenant's sign-in mode allows the event (a password reset always is). */
async function assertEventAllowed(scope: TenantScope, event: InteractionEvent) {
  const settings = await findExperienceSettings(scope);
  if (event === 'Register' && !isRegistrationOpen(settings)) {
    throw new RequestError('session.registration_disabled', 403);
  }
  if (event === 'SignIn' && settings.signInMode === 'Register') {
    throw new RequestError('session.sign_in_disabled', 403);
  }
}

/** `PUT /experience`: a fresh state; whatever an earlier event verified is dropped. */
export async function startEvent(scope: TenantScope, event: InteractionEvent): Promise<ExperienceState> {
  await assertEventAllowed(scope, event);
  return newExperienceState(event);
}

/**
 * `PUT interaction-event`: SignIn and Register switch into each other keeping the verified
 * records (an email proven while signing in can register). A password reset stands apart: its
 * codes were sent for it, and an identified user must not become a registration.
 */
export async function switchEvent(
  scope: TenantScope,
  state: ExperienceState,
  event: InteractionEvent,
): Promise<ExperienceState> {
  if (state.interactionEvent === event) {
    return state;
  }
  if (state.interactionEvent === 'ForgotPassword' || event === 'ForgotPassword') {
    throw new RequestError('session.interaction_event_change_not_allowed', 400);
  }
  await assertEventAllowed(scope, event);
  const { userId: _dropped, ...rest } = state;
  return { ...rest, interactionEvent: event };
}
