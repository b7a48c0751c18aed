import { describe, expect, it } from 'vitest';

import { i18n } from '../i18n/i18n';
import { getErrorMessage } from './error-message';
import { findExceededQuotaKeys } from './exceeded-quota';
import { RequestError } from './request-error';

const t = i18n.t.bind(i18n);

describe('exceeded quota errors', () => {
  it('list the exceeded keys by name instead of the raw message', () => {
    const error = new RequestError(403, {
      message: 'Exceeded quota limit. {"applicationsLimit":3}',
      code: 'subscription.quota_exceeded',
      data: { exceededQuota: { applicationsLimit: 3 } },
    });
    expect(getErrorMessage(error, t)).toBe('Your plan does not allow this. Limits reached: Applications.');
  });

  it('name a feature the plan lacks once, whichever generation of key the server used', () => {
    const error = new RequestError(403, {
      message: 'Exceeded quota limit. {"organizationsEnabled":false,"organizationsLimit":0}',
      code: 'subscription.quota_exceeded',
      data: { exceededQuota: { organizationsEnabled: false, organizationsLimit: 0 } },
    });
    expect(getErrorMessage(error, t)).toBe('Your plan does not allow this. Limits reached: Organizations.');
  });

  it('read the keys from a message opening with "Exceeded quota limit" followed by JSON', () => {
    expect(findExceededQuotaKeys({ message: 'Exceeded quota limit. {"hooksLimit":1,"mfaEnabled":false}' })).toEqual(['hooksLimit', 'mfaEnabled']);
    expect(findExceededQuotaKeys({ message: 'Exceeded quota limit, without JSON' })).toBeUndefined();
    expect(findExceededQuotaKeys({ message: 'Invalid input.', code: 'guard.invalid_input' })).toBeUndefined();
  });

  it('leave other errors to the server message', () => {
    const error = new RequestError(403, { message: 'You are not allowed to do this.', code: 'auth.forbidden' });
    expect(getErrorMessage(error, t)).toBe('You are not allowed to do this.');
  });
});
