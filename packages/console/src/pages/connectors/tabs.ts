import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Connector groups; `/connectors` lands on the first. */
export const connectorTabs = ['passwordless', 'social'] as const satisfies readonly TabSegment[];
