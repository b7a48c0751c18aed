import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { fillPath, samlAcsPath, samlSpMetadataPath, type SamlServiceProvider } from '@tessera/schemas';

/** NameID format Tessera asks for: any the IdP uses; the subject is opaque to Tessera. */
export const nameIdFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/**
 * Tessera as the SAML service provider of one connector, on the tenant's public base URL: its
 * entity id, its assertion consumer service (HTTP-POST) and the metadata to upload to the IdP,
 * which asks for signed assertions.
 */
export function samlServiceProvider(tenantBaseUrl: string, connectorId: string): SamlServiceProvider {
  const entityId = `${tenantBaseUrl}/enterprise-sso/${connectorId}`;
  const assertionConsumerServiceUrl = `${tenantBaseUrl}/api${fillPath(samlAcsPath, { connectorId })}`;
  return {
    entityId,
    assertionConsumerServiceUrl,
    metadataUrl: `${tenantBaseUrl}/api${fillPath(samlSpMetadataPath, { connectorId })}`,
    metadata: generateServiceProviderMetadata({
      issuer: entityId,
      callbackUrl: assertionConsumerServiceUrl,
      identifierFormat: nameIdFormat,
      wantAssertionsSigned: true,
      // The same document at every read: its id is the connector's.
      generateUniqueId: () => `_${connectorId}`,
    }),
  };
}
