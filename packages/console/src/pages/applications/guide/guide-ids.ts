import type { ApplicationType } from '@tessera/schemas';

/** The integration guide of each application type: `/applications/{id}/guide/{guideId}`. */
export const applicationGuideIds = {
  SPA: 'react',
  Traditional: 'express',
  Native: 'appauth',
  MachineToMachine: 'client-credentials',
  Protected: 'protected-app',
} as const satisfies Record<ApplicationType, string>;

export type ApplicationGuideId = (typeof applicationGuideIds)[ApplicationType];
