import { createHash, createPrivateKey, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software for API tests and benchmarks: real P-256 keys, real
 * authenticator data, real signatures, attestation `none`, so the server's verification runs in
 * full. Browser tests use Chromium's virtual authenticator instead. It keeps discoverable
 * credentials like a platform passkey does, and its counter can be wound back to act as a clone.
 */

type CreationOptions = {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
  excludeCredentials?: { id: string }[];
};
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

type Credential = { id: Buffer; key: KeyObject; rpId: string; userHandle: string; counter: number };

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

// Minimal CBOR (RFC 8949) encoding: unsigned and negative integers, byte and text strings, maps.
const head = (major: number, value: number) => {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  const long = Buffer.alloc(3);
  long[0] = (major << 5) | 25;
  long.writeUInt16BE(value, 1);
  return long;
};
type Cbor = number | string | Buffer | Map<number | string, Cbor>;
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
};

const flagsOf = ({ userVerified, attested }: { userVerified: boolean; attested: boolean }) =>
  0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);

const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

export function createSoftwareAuthenticator(origin: string) {
  const credentials: Credential[] = [];

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** Answers `navigator.credentials.create` for these options (as the server sent them). */
    register(options: CreationOptions, { userVerified = true } = {}) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const id = randomBytes(16);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flagsOf({ userVerified, attested: true })]),
        counterBytes(0),
        Buffer.alloc(16),
        length,
        id,
        cbor(cose),
      ]);
      credentials.push({ id, key: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })), rpId, userHandle: options.user.id, counter: 0 });
      const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /**
     * Answers `navigator.credentials.get`: with allowed credentials, the first one it holds; without
     * (passkey sign-in), its first credential for the relying party, naming its user.
     */
    authenticate(options: RequestOptions, { userVerified = true, credentialId }: { userVerified?: boolean; credentialId?: string } = {}) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const allowed = options.allowCredentials?.map(({ id }) => id);
      const credential = credentials.find(
        (item) =>
          item.rpId === rpId &&
          (credentialId === undefined || b64url(item.id) === credentialId) &&
          (!allowed?.length || allowed.includes(b64url(item.id))),
      );
      if (!credential) {
        throw new Error('The authenticator holds no credential for this request.');
      }
      credential.counter += 1;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flagsOf({ userVerified, attested: false })]),
        counterBytes(credential.counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = createSign('sha256').update(Buffer.concat([authData, sha256(clientDataJSON)])).sign(credential.key);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
    /** Sets a credential's counter, e.g. back to an earlier value as a cloned authenticator would. */
    setCounter(index: number, counter: number) {
      credentials[index]!.counter = counter;
    },
  };
}
export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
