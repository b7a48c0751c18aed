import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

/** Just enough CBOR (RFC 8949) for a WebAuthn attestation object: integers, bytes, text, maps. */
type CborValue = number | Uint8Array | string | Map<CborValue, CborValue>;

const head = (major: number, length: number) => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
};

const encode = (value: CborValue): Buffer => {
  if (typeof value === 'number') {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) {
    return Buffer.concat([head(2, value.length), value]);
  }
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [encode(key), encode(item)])]);
};

/**
 * A passkey authenticator in software, for tests: it answers registration options the way a
 * browser's `navigator.credentials.create()` would (ES256 key, `none` attestation), as JSON.
 */
export function createSoftwareAuthenticator() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const coseKey = new Map<CborValue, CborValue>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  return {
    credentialId: credentialId.toString('base64url'),
    register(options: { challenge: string; rp: { id?: string } }, origin: string) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        createHash('sha256').update(rpId).digest(),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        credentialId,
        encode(coseKey),
      ]);
      const attestationObject = encode(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
      );
      return {
        id: credentialId.toString('base64url'),
        rawId: credentialId.toString('base64url'),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal'],
        },
      };
    },
  };
}
