import type { SubscriptionUsageResponse } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { selectUsageCardKeys, toUsageCard, toUsageCards, usageCardKeys } from './usage-cards';

const response = (
  quota: Partial<SubscriptionUsageResponse['quota']>,
  usage: SubscriptionUsageResponse['usage'],
): Pick<SubscriptionUsageResponse, 'quota' | 'usage'> => ({ quota: { mauLimit: null, tokenLimit: null, ...quota }, usage });

describe('usage cards', () => {
  it('show only MAU and tokens for free and pro without add-ons, every card otherwise', () => {
    expect(selectUsageCardKeys('free', false)).toEqual(['mauLimit', 'tokenLimit']);
    expect(selectUsageCardKeys('pro', false)).toEqual(['mauLimit', 'tokenLimit']);
    expect(selectUsageCardKeys('pro', true)).toEqual(usageCardKeys);
    expect(selectUsageCardKeys('enterprise', false)).toEqual(usageCardKeys);
  });

  it('round the percentage and flag the quota exceeded once usage reaches it', () => {
    expect(toUsageCard('mauLimit', response({ mauLimit: 3 }, { mauLimit: 1 }))).toMatchObject({ percent: 33, isExceeded: false, quota: 3 });
    expect(toUsageCard('mauLimit', response({ mauLimit: 3 }, { mauLimit: 2 }))).toMatchObject({ percent: 67, isExceeded: false });
    expect(toUsageCard('applicationsLimit', response({ applicationsLimit: 3 }, { applicationsLimit: 3 }))).toMatchObject({ percent: 100, isExceeded: true });
    expect(toUsageCard('tokenLimit', response({ tokenLimit: 500_000 }, { tokenLimit: 600_000 }))).toMatchObject({ percent: 120, isExceeded: true });
  });

  it('read a quota of 0 as no quota for the MAU, token and organization cards only', () => {
    for (const key of ['mauLimit', 'tokenLimit', 'organizationsLimit'] as const) {
      expect(toUsageCard(key, response({ [key]: 0 }, { [key]: 5 }))).toEqual({
        kind: 'count',
        key,
        usage: 5,
        quota: null,
        percent: undefined,
        isExceeded: false,
      });
    }
    expect(toUsageCard('thirdPartyApplicationsLimit', response({ thirdPartyApplicationsLimit: 0 }, { thirdPartyApplicationsLimit: 0 })))
      .toMatchObject({ quota: 0, percent: undefined, isExceeded: false });
    expect(toUsageCard('thirdPartyApplicationsLimit', response({ thirdPartyApplicationsLimit: 0 }, { thirdPartyApplicationsLimit: 1 })))
      .toMatchObject({ quota: 0, isExceeded: true });
    expect(toUsageCard('hooksLimit', response({ hooksLimit: null }, { hooksLimit: 12 }))).toMatchObject({ quota: null, isExceeded: false });
  });

  it('tag features active when in use and inactive otherwise', () => {
    expect(toUsageCard('mfaEnabled', response({ mfaEnabled: true }, { mfaEnabled: true }))).toEqual({ kind: 'feature', key: 'mfaEnabled', isActive: true });
    expect(toUsageCard('mfaEnabled', response({ mfaEnabled: false }, { mfaEnabled: false }))).toMatchObject({ isActive: false });
    expect(toUsageCard('customJwtEnabled', response({ customJwtEnabled: true }, {}))).toMatchObject({ kind: 'feature', isActive: false });
  });

  it('build the cards a plan calls for, in order', () => {
    const cards = toUsageCards('free', false, response({ mauLimit: 50_000, tokenLimit: 500_000 }, { mauLimit: 10, tokenLimit: 0 }));
    expect(cards.map((card) => card.key)).toEqual(['mauLimit', 'tokenLimit']);
  });
});
