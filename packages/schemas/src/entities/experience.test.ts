import { describe, expect, it } from 'vitest';
import {
  experienceProfileGuard,
  passwordVerificationGuard,
  verificationCodeCheckGuard,
  verificationCodeSendGuard,
} from './experience';

describe('Experience API bodies', () => {
  it('takes a username or password profile by value, and an email or phone by its record', () => {
    expect(experienceProfileGuard.safeParse({ type: 'username', value: 'ada' }).success).toBe(true);
    expect(experienceProfileGuard.safeParse({ type: 'password', value: 'Gl4cier-Tundra' }).success).toBe(true);
    expect(experienceProfileGuard.safeParse({ type: 'email', verificationId: 'v1' }).success).toBe(true);
    // An email address typed as profile would skip its verification.
    expect(experienceProfileGuard.safeParse({ type: 'email', value: 'ada@example.com' }).success).toBe(false);
    expect(experienceProfileGuard.safeParse({ type: 'username', value: '1-not-a-username' }).success).toBe(false);
  });

  it('sends codes to an email address or phone number only, for an interaction event', () => {
    const email = { type: 'email', value: 'ada@example.com' };
    expect(verificationCodeSendGuard.safeParse({ identifier: email, interactionEvent: 'SignIn' }).success).toBe(true);
    expect(verificationCodeSendGuard.safeParse({ identifier: { type: 'username', value: 'ada' }, interactionEvent: 'SignIn' }).success).toBe(false);
    expect(verificationCodeSendGuard.safeParse({ identifier: { type: 'email', value: 'not-an-email' }, interactionEvent: 'SignIn' }).success).toBe(false);
    expect(verificationCodeSendGuard.safeParse({ identifier: email, interactionEvent: 'Logout' }).success).toBe(false);
    expect(verificationCodeCheckGuard.safeParse({ identifier: email, verificationId: 'v1', code: '' }).success).toBe(false);
  });

  it('checks a password for any identifier type', () => {
    for (const identifier of [
      { type: 'username', value: 'ada' },
      { type: 'email', value: 'ada@example.com' },
      { type: 'phone', value: '15551234567' },
    ]) {
      expect(passwordVerificationGuard.safeParse({ identifier, password: 'x' }).success).toBe(true);
    }
    expect(passwordVerificationGuard.safeParse({ identifier: { type: 'phone', value: '+1 555' }, password: 'x' }).success).toBe(false);
  });
});
