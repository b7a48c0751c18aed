import type { ApplicationType } from '@tessera/schemas';

/** Types that authenticate with a secret, and so have secrets to manage. */
export const confidentialApplicationTypes: readonly ApplicationType[] = ['Traditional', 'MachineToMachine', 'Protected'];

export const hasSecrets = (type: ApplicationType) => confidentialApplicationTypes.includes(type);

/** Types that sign users in through redirects (and so have redirect URIs and refresh tokens). */
export const isUserFacingType = (type: ApplicationType) => type === 'Native' || type === 'SPA' || type === 'Traditional';

/** Types that may be third-party applications, asking users for consent. */
export const thirdPartyCapableTypes: readonly ApplicationType[] = ['Traditional', 'SPA', 'Native'];
