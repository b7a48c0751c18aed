import { fillPath, samlAcsPath, samlSpMetadataPath, type SamlServiceProvider } from '@tessera/schemas';

/** NameID format Tessera asks for: any the IdP uses; the subject is opaque to Tessera. */
export const nameIdFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The SP metadata to upload to the IdP (saml-metadata §2.4.4): unsigned AuthnRequests, signed
 * assertions wanted, the ACS by the HTTP-POST binding. The same document at every read: its id
 * is the connector's.
 */
function metadataOf(connectorId: string, entityId: string, assertionConsumerServiceUrl: string) {
  return (
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" ID="_${escapeXml(connectorId)}" entityID="${escapeXml(entityId)}">` +
    '<md:SPSSODescriptor AuthnRequestsSigned="false" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
    `<md:NameIDFormat>${nameIdFormat}</md:NameIDFormat>` +
    `<md:AssertionConsumerService index="1" isDefault="true" Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(assertionConsumerServiceUrl)}"/>` +
    '</md:SPSSODescriptor></md:EntityDescriptor>'
  );
}

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
    metadata: metadataOf(connectorId, entityId, assertionConsumerServiceUrl),
  };
}
