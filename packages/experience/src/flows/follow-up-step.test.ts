import { describe, expect, it } from 'vitest';

import { followUpStepOf } from './follow-up-step';

describe('followUpStepOf', () => {
  it('leads a verification refusal to the verification screen with its factors', () => {
    expect(
      followUpStepOf({
        code: 'session.mfa.require_mfa_verification',
        data: { availableFactors: ['Totp', 'BackupCode'] },
      }),
    ).toEqual({
      pathname: '/sign-in/mfa/verify',
      state: { availableFactors: ['Totp', 'BackupCode'], skippable: false, suggestion: false },
    });
  });

  it('leads a binding refusal to the binding screen, keeping skippable and suggestion', () => {
    expect(
      followUpStepOf({
        code: 'session.mfa.require_mfa_binding',
        data: { availableFactors: ['BackupCode'], skippable: true, suggestion: true },
      }),
    ).toEqual({
      pathname: '/sign-in/mfa/bind',
      state: { availableFactors: ['BackupCode'], skippable: true, suggestion: true },
    });
  });

  it('leads the passkey suggestion to the enrolment offer', () => {
    expect(
      followUpStepOf({
        code: 'session.passkey.suggest_passkey_enrolment',
        data: { skippable: true },
      }),
    ).toEqual({ pathname: '/sign-in/passkey/enrol', state: undefined });
  });

  it('leaves other errors, and MFA answers without factors, to the screen that got them', () => {
    expect(
      followUpStepOf({ code: 'session.invalid_credentials', data: undefined }),
    ).toBeUndefined();
    expect(
      followUpStepOf({
        code: 'session.mfa.require_mfa_verification',
        data: { availableFactors: [] },
      }),
    ).toBeUndefined();
    expect(
      followUpStepOf({
        code: 'session.mfa.require_mfa_binding',
        data: { availableFactors: ['Sms'] },
      }),
    ).toBeUndefined();
  });
});
