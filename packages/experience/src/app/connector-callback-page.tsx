import { useLocation, useParams } from 'react-router';

import { readSsoSession } from '../single-sign-on/sso-session';
import { SocialCallbackPage, SsoCallbackPage } from './lazy-pages';

/**
 * `/callback/{connectorId}` is where social providers and enterprise identity providers both send
 * the browser back. The sign-in this tab started says which: a pending single sign-on through
 * this connector with the answer's `state`, or else a social sign-in.
 */
export const ConnectorCallbackPage = () => {
  const { connectorId = '' } = useParams();
  const { search } = useLocation();
  const state = new URLSearchParams(search).get('state');
  const isSso = state !== null && readSsoSession(connectorId)?.state === state;
  return isSso ? <SsoCallbackPage /> : <SocialCallbackPage />;
};
