import {
  experienceFlowApi,
  experienceSsoApi,
  type ExperienceRedirect,
  type ExperienceSsoConnectors,
} from '@tessera/schemas';
import { useMemo } from 'react';

import { useExperienceApi } from '../api/use-experience-api';
import { useExperienceEnv } from '../app/experience-env';
import { ssoCallbackUrl } from './sso-paths';
import { clearSsoSession, createSsoState, saveSsoSession, type SsoSession } from './sso-session';

export type SsoConnectorChoice = ExperienceSsoConnectors['connectors'][number];

/**
 * The Experience API steps of single sign-on: find the connectors of an email's domain, leave
 * for the IdP, and on return verify what it answered, identify and submit. The user is signed
 * in, or created just in time, by the record.
 */
export const useSsoFlow = () => {
  const api = useExperienceApi();
  const { tenantPrefix, assignLocation } = useExperienceEnv();
  return useMemo(
    () => ({
      findConnectors: (email: string) =>
        api.call(experienceSsoApi.findConnectors, { query: { email } }),

      /** Starts a sign-in and sends the browser to the IdP; the page unloads. */
      leaveForIdp: async (connectorId: string) => {
        await api.call(experienceFlowApi.start, { body: { interactionEvent: 'SignIn' } });
        const state = createSsoState();
        const { verificationId, authorizationUri } = await api.call(experienceSsoApi.authorizationUri, {
          params: { connectorId },
          body: { state, redirectUri: ssoCallbackUrl(tenantPrefix, connectorId) },
        });
        saveSsoSession({ connectorId, state, verificationId });
        assignLocation(authorizationUri);
      },

      /** The callback page's query proves the sign-in; the answer says where to go next. */
      complete: async (session: SsoSession, connectorData: Record<string, string>): Promise<ExperienceRedirect> => {
        const { verificationId } = await api.call(experienceSsoApi.verify, {
          params: { connectorId: session.connectorId },
          body: { verificationId: session.verificationId, connectorData },
        });
        await api.call(experienceFlowApi.identify, { body: { verificationId } });
        const redirect = await api.call(experienceFlowApi.submit, {});
        clearSsoSession();
        return redirect;
      },
    }),
    [api, tenantPrefix, assignLocation],
  );
};
