import { storageKeys } from '@tessera/schemas';
import { afterEach, describe, expect, it } from 'vitest';

import { checkoutStorage, newCheckoutState } from './checkout-storage';

afterEach(() => {
  window.localStorage.clear();
});

describe('checkoutStorage', () => {
  it('keeps the checkout under the admin-console key until cleared', () => {
    checkoutStorage.write({ state: 'abc123', sessionId: 'cs_1', callbackPage: '/t1/tenant-settings/subscription', isDowngrade: true });
    expect(JSON.parse(window.localStorage.getItem(storageKeys.checkoutSession) ?? 'null')).toEqual({
      state: 'abc123',
      sessionId: 'cs_1',
      callbackPage: '/t1/tenant-settings/subscription',
      isDowngrade: true,
    });
    expect(checkoutStorage.read()).toMatchObject({ state: 'abc123', sessionId: 'cs_1' });
    checkoutStorage.clear();
    expect(checkoutStorage.read()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a state of another length', JSON.stringify({ state: 'abc', sessionId: 'cs_1' })],
    ['no session id', JSON.stringify({ state: 'abc123' })],
  ])('reads %s as no checkout', (_case, raw) => {
    window.localStorage.setItem(storageKeys.checkoutSession, raw);
    expect(checkoutStorage.read()).toBeUndefined();
  });

  it('draws a fresh six-character state each time', () => {
    const states = new Set(Array.from({ length: 20 }, () => newCheckoutState()));
    expect(states.size).toBe(20);
    for (const state of states) {
      expect(state).toMatch(/^[0-9a-z]{6}$/);
    }
  });
});
