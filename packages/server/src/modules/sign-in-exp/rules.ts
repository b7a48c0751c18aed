import { languages } from '@tessera/phrases';
import type { SignInExperience, SignInIdentifier } from '@tessera/schemas';
import { assertThat, RequestError } from '../../errors/request-error.js';
import type { ConnectorKind } from '../connectors/queries.js';

/** The connector kind that delivers verification codes to an identifier; a username has none. */
const connectorKindOf = (identifier: SignInIdentifier): ConnectorKind | undefined =>
  identifier === 'email' ? 'Email' : identifier === 'phone' ? 'Sms' : undefined;

const assertConnector = (identifier: SignInIdentifier, connectorKinds: ReadonlySet<ConnectorKind>) => {
  const kind = connectorKindOf(identifier);
  if (kind && !connectorKinds.has(kind)) {
    throw new RequestError('sign_in_experiences.enabled_connector_not_found', 400, { type: kind });
  }
};

function assertSignIn({ signIn, signUp }: SignInExperience) {
  const { methods } = signIn;
  // With no method at all nobody could sign in; the console keeps at least one too.
  assertThat(methods.length > 0, 'sign_in_experiences.empty_sign_in_methods');
  const identifiers = methods.map(({ identifier }) => identifier);
  const duplicate = identifiers.find((identifier, index) => identifiers.indexOf(identifier) !== index);
  assertThat(duplicate === undefined, 'sign_in_experiences.duplicated_sign_in_identifier', 400, { identifier: duplicate });

  for (const method of methods) {
    assertThat(method.password || method.verificationCode, 'sign_in_experiences.sign_in_method_without_factor', 400, {
      identifier: method.identifier,
    });
    // Codes go to an address; a username has none to send one to.
    assertThat(
      !(method.identifier === 'username' && method.verificationCode),
      'sign_in_experiences.username_verification_code_not_supported',
    );
  }

  // Whoever registers must be able to sign in again with what they registered with.
  for (const identifier of signUp.identifiers) {
    const method = methods.find((candidate) => candidate.identifier === identifier);
    if (!method) {
      throw new RequestError('sign_in_experiences.miss_sign_up_identifier_in_sign_in', 400, { identifier });
    }
    assertThat(!signUp.password || method.password, 'sign_in_experiences.password_sign_in_must_be_enabled', 400, {
      identifier,
    });
    assertThat(
      signUp.password || !signUp.verify || method.verificationCode,
      'sign_in_experiences.code_sign_in_must_be_enabled',
      400,
      { identifier },
    );
  }
}

function assertSignUp({ signUp }: SignInExperience) {
  const { identifiers } = signUp;
  assertThat(
    new Set(identifiers).size === identifiers.length,
    'sign_in_experiences.duplicated_sign_up_identifier',
  );
  if (identifiers.includes('username')) {
    assertThat(signUp.password, 'sign_in_experiences.username_requires_password');
  }
  const addresses = identifiers.filter((identifier) => identifier !== 'username');
  // Without a password, the verification code is the only proof the address is theirs.
  if (addresses.length > 0 && !signUp.password) {
    assertThat(signUp.verify, 'sign_in_experiences.passwordless_requires_verify');
  }
}

/**
 * Verification codes go out through a connector: a verified sign-up address and every sign-in
 * method by code need one of its kind. Checked last, once the settings agree with each other,
 * so the answer names what to set up rather than a contradiction.
 */
function assertConnectors({ signUp, signIn }: SignInExperience, connectorKinds: ReadonlySet<ConnectorKind>) {
  const coded = [
    ...(signUp.verify ? signUp.identifiers : []),
    ...signIn.methods.filter((method) => method.verificationCode).map(({ identifier }) => identifier),
  ];
  for (const identifier of coded) {
    assertConnector(identifier, connectorKinds);
  }
}

function assertMfa({ mfa }: SignInExperience) {
  const { factors, policy } = mfa;
  assertThat(new Set(factors).size === factors.length, 'sign_in_experiences.duplicated_mfa_factors');
  // Backup codes recover another factor; on their own they would be the only second factor.
  assertThat(
    !(factors.length === 1 && factors[0] === 'BackupCode'),
    'sign_in_experiences.backup_code_cannot_be_enabled_alone',
  );
  assertThat(policy !== 'Mandatory' || factors.length > 0, 'sign_in_experiences.at_least_one_authentication_factor');
}

/**
 * Checks a whole sign-in experience, as it would be after an update, against the rules that tie
 * its parts together; throws the first broken rule as a 400 with a `sign_in_experiences.*` code.
 * `connectorKinds` are the kinds of connector the tenant has set up.
 */
export function assertSignInExperienceRules(
  signInExperience: SignInExperience,
  connectorKinds: ReadonlySet<ConnectorKind>,
) {
  const { fallbackLanguage } = signInExperience.languageInfo;
  assertThat(
    (languages as readonly string[]).includes(fallbackLanguage),
    'sign_in_experiences.unsupported_default_language',
    400,
    { language: fallbackLanguage },
  );
  assertSignUp(signInExperience);
  assertSignIn(signInExperience);
  assertMfa(signInExperience);
  assertConnectors(signInExperience, connectorKinds);
}
