import type * as Samlify from 'samlify';
import { containValidation } from './contained-validation.js';

export type SamlLibrary = typeof Samlify;

let loading: Promise<SamlLibrary> | undefined;

/**
 * samlify with its XML schema validator (xmllint compiled to WebAssembly): every inbound message
 * is validated against the SAML schemas before anything is read from it. Loaded on the first SAML
 * request, so starting the server does not wait for it.
 */
export function loadSamlLibrary(): Promise<SamlLibrary> {
  loading ??= (async () => {
    const samlify = await import('samlify');
    const imported = await import('@authenio/samlify-node-xmllint');
    const validator = imported.default ?? imported;
    // The validation itself runs synchronously inside `validate`, before its promise returns.
    samlify.setSchemaValidator({ validate: (xml: string) => containValidation(() => validator.validate(xml)) });
    return samlify;
  })();
  return loading;
}

/**
 * Refuses documents with a document type declaration before any parser sees them: internal
 * entities (billion laughs) and external ones (XXE) both need one (saml-core §1.3 forbids DTDs).
 */
export const hasDocumentType = (xml: string) => /<!DOCTYPE|<!ENTITY/i.test(xml);
