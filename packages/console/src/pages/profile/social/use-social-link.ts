import { socialLinking } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { meKeys } from '../../../api/me/keys';
import { useMySocialAuthorizationUri } from '../../../api/me/social';
import { randomId } from '../../../components/random-id/random-id';
import { handleSocialUrl } from './handle-social-path';
import { socialLinkDoneMessage, storePendingLink } from './linking-storage';

/** The popup's features: 600 by 640, centred over the console window (spec 000 §4.10). */
const popupFeatures = () => {
  const { popupWidth: width, popupHeight: height } = socialLinking;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
};

/**
 * Links a social account in a popup: a random state and the connector are remembered in the
 * session, the provider's sign-in opens in a popup, and `/handle-social` there posts the link.
 * The user is read again when the popup says it is done or is closed.
 */
export const useSocialLink = () => {
  const queryClient = useQueryClient();
  const authorizationUri = useMySocialAuthorizationUri();
  const watcher = useRef<number>(undefined);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === socialLinkDoneMessage) {
        void queryClient.invalidateQueries({ queryKey: meKeys.user() });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watcher.current);
    };
  }, [queryClient]);

  const link = async (connectorId: string) => {
    const state = randomId(socialLinking.stateLength);
    storePendingLink({ connectorId, state });
    // Opened before the call, while the click still allows a popup; it goes on once the address is known.
    const popup = window.open('about:blank', 'social-link', popupFeatures());
    try {
      const { redirectTo } = await authorizationUri.mutateAsync({
        connectorId,
        state,
        redirectUri: handleSocialUrl(),
      });
      if (popup) {
        popup.location.href = redirectTo;
      } else {
        // A blocked popup: the link still works in this tab.
        window.location.assign(redirectTo);
        return;
      }
    } catch (error) {
      popup?.close();
      throw error;
    }
    window.clearInterval(watcher.current);
    watcher.current = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(watcher.current);
        void queryClient.invalidateQueries({ queryKey: meKeys.user() });
      }
    }, 500);
  };

  return { link, isLinking: authorizationUri.isPending };
};
