import { describe, expect, it } from 'vitest';

import { parseProfileNavigationState } from './navigation-state';

describe('profile navigation state', () => {
  it.each(['changeEmail', 'changePassword'] as const)('keeps a valid email with %s', (action) => {
    expect(parseProfileNavigationState({ email: 'a@b.co', action })).toEqual({
      email: 'a@b.co',
      action,
    });
  });

  it.each([
    { email: 'not-an-email', action: 'changeEmail' },
    { email: 'a@b.co', action: 'deleteAccount' },
    { email: 'a@b.co' },
    { action: 'changePassword' },
    { email: 42, action: 'changeEmail' },
    null,
    'a@b.co',
    undefined,
  ])('drops both for %j', (state) => {
    const parsed = parseProfileNavigationState(state);
    expect(parsed.email).toBeUndefined();
    expect(parsed.action).toBeUndefined();
  });
});
