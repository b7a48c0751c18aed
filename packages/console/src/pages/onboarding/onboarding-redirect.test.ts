import { describe, expect, it } from 'vitest';

import { readOnboardingState } from '../../api/me/onboarding-data';
import { findOnboardingRedirect } from './onboarding-redirect';

describe('onboarding redirects', () => {
  it('sends a user who finished onboarding to / from every step', () => {
    const done = readOnboardingState({ onboarding: { isOnboardingDone: true, questionnaire: {} } });
    expect(findOnboardingRedirect(done, 'welcome')).toBe('/');
    expect(findOnboardingRedirect(done, 'create-tenant')).toBe('/');
    expect(findOnboardingRedirect(done, 'sign-in-experience')).toBe('/');
  });

  it('sends a user without a questionnaire to the welcome step, and lets them stay there', () => {
    const fresh = readOnboardingState({});
    expect(findOnboardingRedirect(fresh, 'welcome')).toBeUndefined();
    expect(findOnboardingRedirect(fresh, 'create-tenant')).toBe('/onboarding/welcome');
    expect(findOnboardingRedirect(fresh, 'sign-in-experience')).toBe('/onboarding/welcome');
  });

  it('lets a user with a questionnaire go through the later steps', () => {
    const answered = readOnboardingState({ onboarding: { questionnaire: { project: 'personal' } } });
    expect(findOnboardingRedirect(answered, 'create-tenant')).toBeUndefined();
    expect(findOnboardingRedirect(answered, 'sign-in-experience')).toBeUndefined();
  });

  it('reads malformed onboarding data as "not done, no questionnaire"', () => {
    expect(readOnboardingState({ onboarding: { isOnboardingDone: 'yes', questionnaire: ['x'] } })).toEqual({
      isOnboardingDone: false,
      hasQuestionnaire: false,
    });
  });
});
