import { demoSocialProviders, type ConnectorResponse } from '@tessera/schemas';

import type { CheckboxListItem } from '../../../components/checkbox-list/checkbox-list';

type DemoProvider = (typeof demoSocialProviders)[number];

/** Provider names are brands: the same in every language. */
const demoProviderNames: Record<DemoProvider, string> = { google: 'Google', github: 'GitHub', discord: 'Discord' };

/** The factory of the demo connector of a provider, which needs no configuration. */
export const demoSocialConnectorId = (target: string) => `demo-${target}-social`;

export const demoEmailConnectorId = 'demo-email';

/**
 * The social providers the onboarding offers: those the tenant has connectors of, then the demo
 * providers (spec 001 §9), created on finishing for the ones picked.
 */
export const findSocialOffers = (connectors: readonly ConnectorResponse[], language: string): CheckboxListItem[] => {
  const offers = new Map<string, string>();
  for (const connector of connectors) {
    if (connector.type === 'Social' && !offers.has(connector.target)) {
      offers.set(connector.target, connector.name[language] ?? connector.name.en ?? connector.target);
    }
  }
  for (const provider of demoSocialProviders) {
    if (!offers.has(provider)) {
      offers.set(provider, demoProviderNames[provider]);
    }
  }
  return [...offers].map(([id, name]) => ({ id, name }));
};

/** What must be created before the sign-in experience can offer the picks: demo connectors. */
export const findMissingConnectors = (
  connectors: readonly ConnectorResponse[],
  { socialTargets, needsEmail }: { socialTargets: readonly string[]; needsEmail: boolean },
): string[] => {
  const socialTargetsHeld = new Set(connectors.filter((item) => item.type === 'Social').map((item) => item.target));
  const hasEmail = connectors.some((item) => item.type === 'Email');
  return [
    ...(needsEmail && !hasEmail ? [demoEmailConnectorId] : []),
    ...socialTargets.filter((target) => !socialTargetsHeld.has(target)).map(demoSocialConnectorId),
  ];
};
