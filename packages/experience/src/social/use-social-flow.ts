import {
  experienceFlowApi,
  experienceSocialApi,
  type ExperienceIdentifier,
  type ExperienceRedirect,
  type ExperienceSocialConnector,
  type InteractionEvent,
} from '@tessera/schemas';
import { useMemo } from 'react';

import { useExperienceApi } from '../api/use-experience-api';
import { useExperienceEnv } from '../app/experience-env';
import { newSocialState, rememberSocialSignIn, type PendingSocialSignIn } from './social-session';

/** The Experience API steps of a social sign-in, from the button to the account. */
export const useSocialFlow = () => {
  const api = useExperienceApi();
  const { tenantPrefix, assignLocation } = useExperienceEnv();
  return useMemo(() => {
    const identify = (verificationId: string) => api.call(experienceFlowApi.identify, { body: { verificationId } });
    const submit = (): Promise<ExperienceRedirect> => api.call(experienceFlowApi.submit, {});
    return {
      listConnectors: (signal: AbortSignal) => api.call(experienceSocialApi.listConnectors, { signal }),

      /** Starts `event`, asks for the provider URL and sends the browser there. */
      start: async (event: InteractionEvent, connector: ExperienceSocialConnector) => {
        await api.call(experienceFlowApi.start, { body: { interactionEvent: event } });
        const state = newSocialState();
        // The provider must send the browser back to exactly this URL (registered there).
        const redirectUri = `${window.location.origin}${tenantPrefix}/callback/${connector.id}`;
        const { authorizationUri, verificationId } = await api.call(experienceSocialApi.authorizationUri, {
          params: { connectorId: connector.id },
          body: { state, redirectUri },
        });
        rememberSocialSignIn(state, { connectorId: connector.id, verificationId, redirectUri, event });
        assignLocation(authorizationUri);
      },

      /** The callback: the provider's answer verified, then the account identified. */
      verify: async (pending: PendingSocialSignIn, query: URLSearchParams) => {
        await api.call(experienceSocialApi.verify, {
          params: { connectorId: pending.connectorId },
          body: { verificationId: pending.verificationId, connectorData: { ...Object.fromEntries(query), redirectUri: pending.redirectUri } },
        });
        await identify(pending.verificationId);
        return submit();
      },

      /** No account has this identity yet: make one with it. */
      register: async (verificationId: string) => {
        await api.call(experienceFlowApi.setEvent, { body: { interactionEvent: 'Register' } });
        await identify(verificationId);
        return submit();
      },

      /** Signs in to the existing account by password, then links the identity to it. */
      signInAndLink: async (verificationId: string, identifier: ExperienceIdentifier, password: string) => {
        await api.call(experienceFlowApi.setEvent, { body: { interactionEvent: 'SignIn' } });
        const verified = await api.call(experienceFlowApi.verifyPassword, { body: { identifier, password } });
        await identify(verified.verificationId);
        await api.call(experienceSocialApi.linkIdentity, { body: { verificationId } });
        return submit();
      },
    };
  }, [api, tenantPrefix, assignLocation]);
};
