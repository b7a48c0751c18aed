import { samlBindings, type samlApplicationPatchBodyGuard } from '@tessera/schemas';
import type { z } from 'zod';
import { toJson } from '../../db/json.js';
import { RequestError } from '../../errors/request-error.js';
import { acceptCertificate } from './certificates.js';
import type { SamlConfigChanges } from './queries.js';

type SamlSettings = Omit<
  z.output<typeof samlApplicationPatchBodyGuard>,
  'name' | 'description' | 'customData'
>;

/**
 * The stored form of the service provider settings a body sends; fields left out stay as they
 * are, `null` clears. Responses go out by form post only (saml-bindings §3.5): an HTTP-Redirect
 * ACS is refused. Certificates must parse and be in date.
 */
export function toConfigChanges(settings: SamlSettings): SamlConfigChanges {
  const changes: SamlConfigChanges = {};
  if (settings.acsUrl !== undefined) {
    const { acsUrl } = settings;
    if (acsUrl && acsUrl.binding !== samlBindings.post) {
      throw new RequestError('saml_application.acs_binding_not_supported', 422);
    }
    changes.acs_url = acsUrl ? toJson(acsUrl) : null;
  }
  if (settings.entityId !== undefined) {
    changes.entity_id = settings.entityId;
  }
  if (settings.attributeMapping !== undefined) {
    changes.attribute_mapping = toJson(settings.attributeMapping);
  }
  if (settings.nameIdFormat !== undefined) {
    changes.name_id_format = settings.nameIdFormat;
  }
  if (settings.spCertificate !== undefined) {
    changes.sp_certificate = settings.spCertificate
      ? acceptCertificate(settings.spCertificate, 'spCertificate')
      : null;
  }
  if (settings.encryption !== undefined) {
    const { encryption } = settings;
    if (encryption?.encryptAssertion && !encryption.certificate) {
      throw new RequestError('saml_application.encryption_certificate_required', 422);
    }
    changes.encryption = encryption
      ? toJson({
          encryptAssertion: encryption.encryptAssertion,
          ...(encryption.certificate && {
            certificate: acceptCertificate(encryption.certificate, 'encryption.certificate'),
          }),
        })
      : null;
  }
  return changes;
}
