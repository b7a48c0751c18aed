import { RequestError } from '../../../errors/request-error.js';

/**
 * A document type declaration is how entity expansion ("billion laughs") and external entities
 * (reading local files, reaching internal hosts) get into XML. SAML never needs one, so any
 * document that declares a DTD or an entity is refused before a parser sees it.
 */
const declaration = /<!\s*(doctype|entity|element|attlist)/i;

export function assertNoDocumentType(xml: string) {
  if (declaration.test(xml)) {
    throw new RequestError('single_sign_on.saml_dtd_refused', 400);
  }
}
