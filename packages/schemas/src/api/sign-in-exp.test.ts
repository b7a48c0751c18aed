import { describe, expect, it } from 'vitest';

import { passwordCheckGuard, signInExperienceUpdateGuard } from './sign-in-exp';

describe('sign-in experience contracts', () => {
  it("accepts the reference clients' tenantId and any subset of fields in an update", () => {
    expect(signInExperienceUpdateGuard.parse({ tenantId: 'default', signInMode: 'SignIn' })).toEqual({
      tenantId: 'default',
      signInMode: 'SignIn',
    });
  });

  it('takes branding images as web URLs only', () => {
    expect(signInExperienceUpdateGuard.safeParse({ branding: { logoUrl: 'https://cdn.example.com/a.png' } }).success).toBe(true);
    expect(signInExperienceUpdateGuard.safeParse({ branding: { logoUrl: 'data:image/png;base64,AAAA' } }).success).toBe(false);
  });

  it('lets an overlong password through to be reported as an issue, within a bound', () => {
    expect(passwordCheckGuard.safeParse({ password: 'x'.repeat(300) }).success).toBe(true);
    expect(passwordCheckGuard.safeParse({ password: 'x'.repeat(5000) }).success).toBe(false);
    expect(passwordCheckGuard.safeParse({ password: '', userId: 'u'.repeat(13) }).success).toBe(false);
  });
});
