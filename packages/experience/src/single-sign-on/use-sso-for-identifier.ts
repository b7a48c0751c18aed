import type { ExperienceIdentifier } from '@tessera/schemas';

import { useSignInExperience } from '../sign-in-exp/sign-in-exp-context';
import { useSsoByEmail } from './use-sso-by-email';

/**
 * On the identifier sign-in: an email whose domain has a company sign-in goes there instead of
 * to a password or code. Resolves to whether it did.
 */
export const useSsoForIdentifier = () => {
  const { singleSignOnEnabled } = useSignInExperience();
  const ssoByEmail = useSsoByEmail();
  return async (identifier: ExperienceIdentifier) =>
    singleSignOnEnabled && identifier.type === 'email' ? ssoByEmail(identifier.value, { isOptional: true }) : false;
};
