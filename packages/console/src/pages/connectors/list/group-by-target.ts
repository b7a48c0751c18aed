import type { ConnectorResponse } from '@tessera/schemas';

/** The social connectors of one target (one identity provider), e.g. a web and a native GitHub app. */
export interface SocialConnectorGroup {
  target: string;
  connectors: readonly ConnectorResponse[];
}

/**
 * Social connectors grouped by target, in the order each target first appears in the list (the
 * server answers newest first). The sign-in experience offers targets, not connectors, so the
 * list shows one row per target.
 */
export const groupByTarget = (connectors: readonly ConnectorResponse[]): SocialConnectorGroup[] => {
  const groups = new Map<string, ConnectorResponse[]>();
  for (const connector of connectors) {
    if (connector.type !== 'Social') {
      continue;
    }
    const group = groups.get(connector.target);
    if (group) {
      group.push(connector);
    } else {
      groups.set(connector.target, [connector]);
    }
  }
  return [...groups].map(([target, members]) => ({ target, connectors: members }));
};
