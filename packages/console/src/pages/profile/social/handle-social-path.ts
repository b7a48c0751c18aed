import { consoleBasePath } from '@tessera/schemas';

/** The console's tenant-less page the provider returns the linking popup to (spec 000 §2.1). */
export const handleSocialUrl = (origin = window.location.origin) =>
  `${origin}${consoleBasePath}/handle-social`;
