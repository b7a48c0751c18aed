import type { CodeIdentifier } from '@tessera/schemas';
import type { EphemeralStore } from '../../cache/ephemeral-store.js';
import { RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { IdentityLink } from '../users/social-identities.js';

/** How long a verification record allows sensitive changes. */
export const verificationRecordLifetimeMs = 10 * 60_000;

/**
 * A proof the user gave through `/verifications/*`. `Password` and a verified code for an
 * identifier the user already has prove who they are; a verified code for a new address, or a
 * verified passkey registration, brings a new identifier or factor; a verified social record
 * brings a provider account to link (`state` binds it to the session it started).
 */
export type VerificationRecord = {
  id: string;
  tenantId: string;
  userId: string;
  expiresAt: number;
  verified: boolean;
} & (
  | { type: 'Password' }
  | { type: 'EmailVerificationCode' | 'PhoneVerificationCode'; identifier: CodeIdentifier; codeId?: string }
  | {
      type: 'WebAuthn';
      challenge: string;
      origin: string;
      rpId: string;
      credential?: { credentialId: string; publicKey: string; counter: number; transports?: string[] };
    }
  | {
      type: 'Social';
      connectorId: string;
      state: string;
      identity?: IdentityLink;
      /** The provider's tokens of the callback, sealed by the vault; only where the connector keeps them. */
      sealedTokens?: string;
    }
);

type NewRecord = VerificationRecord extends infer R ? (R extends VerificationRecord ? Omit<R, 'id' | 'tenantId' | 'userId' | 'expiresAt'> : never) : never;

const keyOf = (tenantId: string, id: string) => `verification-record:${tenantId}:${id}`;

/**
 * Records live in the ephemeral store (Redis when configured), so the instance that verified
 * and the one that changes the account need not be the same. Keyed by tenant: a record id is
 * never found from another tenant.
 */
export function createVerificationRecords(store: EphemeralStore, now = () => Date.now()) {
  const save = async (record: VerificationRecord) => {
    await store.set(keyOf(record.tenantId, record.id), JSON.stringify(record), Math.max(1, record.expiresAt - now()));
    return record;
  };

  return {
    create: (tenantId: string, userId: string, fields: NewRecord) =>
      save({ ...fields, id: generateId(), tenantId, userId, expiresAt: now() + verificationRecordLifetimeMs } as VerificationRecord),
    save,
    /** The user's record; 404 `verification_record.not_found` for another tenant's, another user's or an expired one. */
    async find(tenantId: string, userId: string, id: string): Promise<VerificationRecord> {
      const raw = await store.get(keyOf(tenantId, id));
      const record = raw ? (JSON.parse(raw) as VerificationRecord) : undefined;
      if (!record || record.userId !== userId || record.tenantId !== tenantId || record.expiresAt <= now()) {
        throw new RequestError('verification_record.not_found', 404);
      }
      return record;
    },
    async remove(tenantId: string, id: string) {
      await store.delete(keyOf(tenantId, id));
    },
  };
}

export type VerificationRecords = ReturnType<typeof createVerificationRecords>;
