import { useSsoConnectorOutlet } from '../details/use-sso-connector';
import { OidcConnectionForm } from './oidc-connection-form';
import { SamlConnectionForm } from './saml-connection-form';

/** `/enterprise-sso/{ssoConnectorId}/connection`: the protocol's own form. */
export default function SsoConnectionTab() {
  const { connector } = useSsoConnectorOutlet();
  // A new form per connector, so its values never carry over from another one.
  return connector.providerType === 'saml' ? (
    <SamlConnectionForm key={connector.id} connector={connector} />
  ) : (
    <OidcConnectionForm key={connector.id} connector={connector} />
  );
}
