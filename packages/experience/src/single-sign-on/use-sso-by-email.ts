import { useLocation, useNavigate } from 'react-router';

import { ssoPaths } from './sso-paths';
import { useSsoFlow, type SsoConnectorChoice } from './use-sso-flow';

/** What the connector picker is handed when several connectors take the email. */
export type SsoChoiceState = { email: string; connectors: SsoConnectorChoice[] };

export const isSsoChoiceState = (value: unknown): value is SsoChoiceState =>
  typeof value === 'object' &&
  value !== null &&
  'email' in value &&
  typeof value.email === 'string' &&
  'connectors' in value &&
  Array.isArray(value.connectors);

/**
 * Sends an email to its company's sign-in: with one connector for its domain straight to the
 * IdP, with several to the picker. Resolves to false when no connector takes the email.
 * `isOptional`: the email was typed for another way of signing in, which a failed look-up must
 * not block.
 */
export const useSsoByEmail = () => {
  const flow = useSsoFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  return async (email: string, { isOptional = false } = {}) => {
    const found = await flow.findConnectors(email).catch((error: unknown) => {
      // Where single sign-on is only a shortcut, a failed look-up leaves the usual way open.
      if (isOptional) {
        return { connectors: [] };
      }
      throw error;
    });
    const { connectors } = found;
    const [only] = connectors;
    if (!only) {
      return false;
    }
    if (connectors.length === 1) {
      await flow.leaveForIdp(only.id);
      return true;
    }
    const state: SsoChoiceState = { email, connectors };
    void navigate({ pathname: ssoPaths.connectors, search }, { state });
    return true;
  };
};
