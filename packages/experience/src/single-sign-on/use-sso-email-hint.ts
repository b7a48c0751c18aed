import type { ExperienceIdentifierType } from '@tessera/schemas';
import { useEffect, useState } from 'react';

import { parseIdentifier } from '../flows/identifier';
import { useSignInExperience } from '../sign-in-exp/sign-in-exp-context';
import { useSsoFlow } from './use-sso-flow';

/** Typing pauses this long before the domain is looked up. */
const lookupDelayMs = 300;

/**
 * Whether the email typed in the identifier input has a company sign-in: the sign-in form then
 * asks for no password and leads there. Looked up once typing pauses; a failed look-up is "no".
 */
export const useSsoEmailHint = (text: string, identifiers: readonly ExperienceIdentifierType[]) => {
  const { singleSignOnEnabled } = useSignInExperience();
  const flow = useSsoFlow();
  const [hint, setHint] = useState<{ email: string; hasSso: boolean }>();
  const parsed = parseIdentifier(text, identifiers);
  const email = singleSignOnEnabled && parsed?.type === 'email' ? parsed.value : undefined;

  useEffect(() => {
    if (!email) {
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      flow.findConnectors(email).then(
        ({ connectors }) => isCurrent && setHint({ email, hasSso: connectors.length > 0 }),
        () => isCurrent && setHint({ email, hasSso: false }),
      );
    }, lookupDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [email, flow]);

  return hint !== undefined && hint.email === email && hint.hasSso;
};
