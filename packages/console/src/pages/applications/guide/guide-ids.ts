import type { ApplicationType } from '@tessera/schemas';

/** The integration guide of each application type: `/applications/{id}/guide/{guideId}`. */
export const applicationGuideIds = {
  SPA: 'react',
  Traditional: 'express',
  Native: 'appauth',
  MachineToMachine: 'client-credentials',
  Protected: 'protected-app',
} as const satisfies Record<GuidedApplicationType, string>;

/** SAML applications have no integration guide: their page shows the IdP metadata instead. */
export type GuidedApplicationType = Exclude<ApplicationType, 'SAML'>;

export type ApplicationGuideId = (typeof applicationGuideIds)[GuidedApplicationType];
