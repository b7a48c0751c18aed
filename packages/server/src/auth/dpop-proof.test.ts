import { createHash, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyDpopProof } from './dpop-proof.js';

const token = 'bound-access-token';
const publicUrl = 'https://auth.example.com/t/acme/api/applications';
const seenUrl = 'http://127.0.0.1:3001/api/applications';

describe('DPoP proofs at our own API (RFC 9449 §4.3, §7.1)', () => {
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let thumbprint: string;

  beforeAll(async () => {
    keys = await generateKeyPair('ES256');
    thumbprint = await calculateJwkThumbprint(await exportJWK(keys.publicKey));
  });

  const proof = async (
    claims: Record<string, unknown> = {},
    issuedAt = Math.floor(Date.now() / 1000),
  ) =>
    new SignJWT({
      htm: 'GET',
      htu: publicUrl,
      ath: createHash('sha256').update(token).digest('base64url'),
      jti: randomUUID(),
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(keys.publicKey) })
      .setIssuedAt(issuedAt)
      .sign(keys.privateKey);

  const request = (value: string | undefined) => ({
    proof: value,
    method: 'GET',
    urls: [publicUrl, seenUrl],
  });

  it('accepts a proof for the public URL of a tenant path the dispatcher strips (RFC 9449 §4.3 check 9)', async () => {
    await expect(
      verifyDpopProof(request(await proof({ htu: `${publicUrl}?page=2` })), token, thumbprint),
    ).rejects.toThrow();
    await expect(
      verifyDpopProof(request(await proof()), token, thumbprint),
    ).resolves.toBeUndefined();
  });

  it('refuses a missing proof, an old proof, and one for another token (RFC 9449 §4.3 checks 1, 11, §7.1)', async () => {
    await expect(verifyDpopProof(request(undefined), token, thumbprint)).rejects.toMatchObject({
      status: 401,
    });
    const old = await proof({}, Math.floor(Date.now() / 1000) - 3600);
    await expect(verifyDpopProof(request(old), token, thumbprint)).rejects.toMatchObject({
      code: 'auth.invalid_token',
    });
    await expect(
      verifyDpopProof(request(await proof({ ath: 'x' })), token, thumbprint),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a proof by a key the token is not bound to (RFC 9449 §7.1)', async () => {
    await expect(
      verifyDpopProof(request(await proof()), token, 'another-thumbprint'),
    ).rejects.toMatchObject({ status: 401 });
  });
});
