import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialHint,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type {
  WebAuthnAuthenticationOptions,
  WebAuthnAuthenticationResponse,
  WebAuthnRegistrationOptions,
  WebAuthnRegistrationResponse,
} from '@tessera/schemas';

/**
 * Why a WebAuthn ceremony ended without a credential: the browser cannot do WebAuthn at all, or
 * the user (or the browser, for lack of a matching credential) dismissed the prompt.
 */
export type CeremonyFailure = 'unsupported' | 'cancelled';

export class CeremonyError extends Error {
  readonly reason: CeremonyFailure;
  constructor(reason: CeremonyFailure) {
    super(reason);
    this.name = 'CeremonyError';
    this.reason = reason;
  }
}

/*
 * The contracts type the options and answers loosely (plain strings where the browser library
 * has unions, records where it has interfaces); these convert between the two at the boundary.
 */
type Descriptor = { id: string; type: string; transports?: string[] };

/** Browsers only know `public-key` credentials; any other kind is left out. */
const toDescriptors = (descriptors: readonly Descriptor[] | undefined) =>
  descriptors
    ?.filter((descriptor) => descriptor.type === 'public-key')
    .map((descriptor) => ({
      id: descriptor.id,
      type: 'public-key' as const,
      transports: descriptor.transports as AuthenticatorTransport[] | undefined,
    }));

const toRequestOptions = (
  options: WebAuthnAuthenticationOptions,
): PublicKeyCredentialRequestOptionsJSON => ({
  ...options,
  allowCredentials: toDescriptors(options.allowCredentials),
  hints: options.hints as PublicKeyCredentialHint[] | undefined,
});

const toCreationOptions = (
  options: WebAuthnRegistrationOptions,
): PublicKeyCredentialCreationOptionsJSON => ({
  ...options,
  excludeCredentials: toDescriptors(options.excludeCredentials),
  pubKeyCredParams: options.pubKeyCredParams
    .filter((parameter) => parameter.type === 'public-key')
    .map((parameter) => ({ alg: parameter.alg, type: 'public-key' as const })),
  hints: options.hints as PublicKeyCredentialHint[] | undefined,
});

const fromAuthentication = (
  answer: AuthenticationResponseJSON,
): WebAuthnAuthenticationResponse => ({
  ...answer,
  clientExtensionResults: { ...answer.clientExtensionResults },
});

const fromRegistration = (answer: RegistrationResponseJSON): WebAuthnRegistrationResponse => ({
  ...answer,
  clientExtensionResults: { ...answer.clientExtensionResults },
});

const asCeremonyError = (error: unknown): CeremonyError =>
  error instanceof CeremonyError ? error : new CeremonyError('cancelled');

/** Asks the browser for an assertion (a security key, a passkey) matching the options. */
export const assertCredential = async (
  options: WebAuthnAuthenticationOptions,
): Promise<WebAuthnAuthenticationResponse> => {
  if (!browserSupportsWebAuthn()) {
    throw new CeremonyError('unsupported');
  }
  try {
    return fromAuthentication(
      await startAuthentication({ optionsJSON: toRequestOptions(options) }),
    );
  } catch (error) {
    throw asCeremonyError(error);
  }
};

/** Asks the browser to create a credential (a passkey, a security key) for the options. */
export const createCredential = async (
  options: WebAuthnRegistrationOptions,
): Promise<WebAuthnRegistrationResponse> => {
  if (!browserSupportsWebAuthn()) {
    throw new CeremonyError('unsupported');
  }
  try {
    return fromRegistration(await startRegistration({ optionsJSON: toCreationOptions(options) }));
  } catch (error) {
    throw asCeremonyError(error);
  }
};

/**
 * Waits for the user to pick a passkey from the identifier field's autofill list. It resolves
 * only when they do; `cancelAutofill` ends the wait (leaving the page, a button ceremony).
 */
export const assertFromAutofill = async (
  options: WebAuthnAuthenticationOptions,
): Promise<WebAuthnAuthenticationResponse> =>
  fromAuthentication(
    await startAuthentication({ optionsJSON: toRequestOptions(options), useBrowserAutofill: true }),
  );

export const cancelAutofill = () => WebAuthnAbortService.cancelCeremony();
