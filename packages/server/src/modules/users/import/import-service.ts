import {
  maxListedRejectedRows,
  userImportRowGuard,
  type UserImportRejectedRow,
  type UserImportResult,
  type UserImportRow,
} from '@tessera/schemas';
import { translateError } from '@tessera/phrases';
import { toJson } from '../../../db/json.js';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateUserId } from '../../../utils/id.js';
import { findDefaultRoles } from '../../roles/queries.js';
import type { NewUser } from '../queries.js';
import { toUserResponse } from '../responses.js';
import { assertPasswordPolicy, type PasswordCheckContext } from '../service.js';
import { toStoredPassword } from '../stored-password.js';
import { assertCustomDataSize, assertIdentifierFormats } from '../user-rules.js';
import { findTakenIdentifiers, insertUserRoleLinks, insertUsers } from './import-queries.js';
import type { ImportItem } from './import-source.js';

/** Rows written per transaction: large enough to amortise the trip, small enough for bind limits. */
const batchSize = 500;

type Accepted = { item: ImportItem } & CheckedRow;

/** The error `POST /api/users` answers for a body that does not fit its contract. */
const invalidInput = (details: string) => new RequestError('guard.invalid_input', 400, { target: 'json' }, details);

type CheckedRow = { row: UserImportRow; storePassword: ReturnType<typeof toStoredPassword> };

/**
 * The rules of `POST /api/users` (`createUserFromInput`), in its order: the contract, the
 * identifier formats (001 §5), the custom data size, the password or digest, the password policy.
 * Only the uniqueness checks differ: they are made for a whole batch at once.
 */
async function checkRow(scope: TenantScope, body: unknown, passwordCheck: PasswordCheckContext): Promise<CheckedRow> {
  if (body instanceof Error) {
    throw invalidInput(body.message);
  }
  const parsed = userImportRowGuard.safeParse(body);
  if (!parsed.success) {
    throw invalidInput(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`).join('\n'));
  }
  const row = parsed.data;
  assertIdentifierFormats(row);
  assertCustomDataSize(row.customData ?? {});
  const storePassword = toStoredPassword(row);
  if (row.password !== undefined) {
    await assertPasswordPolicy(scope, row.password, row, passwordCheck);
  }
  return { row, storePassword };
}

const toNewUser = async ({ row, storePassword }: CheckedRow): Promise<NewUser> => ({
  id: row.id ?? generateUserId(),
  username: row.username ?? null,
  primary_email: row.primaryEmail ?? null,
  primary_phone: row.primaryPhone ?? null,
  // The slow path is a plain password (Argon2id); digests are stored as they are.
  ...(await storePassword()),
  name: row.name ?? null,
  avatar: row.avatar ?? null,
  profile: toJson(row.profile ?? {}),
  identities: toJson({}),
  custom_data: toJson(row.customData ?? {}),
  mfa_verifications: toJson([]),
});

/** The first identifier of a row already used, in the tenant or by an earlier row of the batch. */
function findConflict(row: UserImportRow, taken: { ids: Set<string>; usernames: Set<string>; emails: Set<string>; phones: Set<string> }) {
  if (row.id !== undefined && taken.ids.has(row.id)) {
    return new RequestError('entity.unique_integrity_violation', 422);
  }
  if (row.username !== undefined && taken.usernames.has(row.username)) {
    return new RequestError('user.username_already_in_use', 422);
  }
  if (row.primaryEmail !== undefined && taken.emails.has(row.primaryEmail.toLowerCase())) {
    return new RequestError('user.email_already_in_use', 422);
  }
  if (row.primaryPhone !== undefined && taken.phones.has(row.primaryPhone)) {
    return new RequestError('user.phone_already_in_use', 422);
  }
  return undefined;
}

/**
 * Imports users from a stream of rows with the rules of `POST /api/users`: every row is checked,
 * a rejected row is reported with its position and error code, and the others are written, a
 * batch per transaction, each raising `user.created` once committed.
 */
export async function importUsers(
  scope: TenantScope,
  items: AsyncIterable<ImportItem>,
  options: { language?: string; passwordCheck?: PasswordCheckContext } = {},
): Promise<UserImportResult> {
  const result: UserImportResult = { imported: 0, rejectedCount: 0, rejected: [] };
  const passwordCheck = options.passwordCheck ?? { logger: { warn: () => undefined } };
  const reject = (item: ImportItem, error: RequestError) => {
    result.rejectedCount += 1;
    if (result.rejected.length < maxListedRejectedRows) {
      const rejected: UserImportRejectedRow = {
        index: item.index,
        ...(item.line !== undefined && { line: item.line }),
        code: error.code,
        message: [translateError(error.code, options.language ?? 'en', error.data), error.details]
          .filter(Boolean)
          .join(' '),
      };
      result.rejected.push(rejected);
    }
  };

  const writeBatch = async (batch: Accepted[]) => {
    const taken = await findTakenIdentifiers(scope, {
      ids: batch.flatMap(({ row }) => (row.id === undefined ? [] : [row.id])),
      usernames: batch.flatMap(({ row }) => (row.username === undefined ? [] : [row.username])),
      emails: batch.flatMap(({ row }) => (row.primaryEmail === undefined ? [] : [row.primaryEmail.toLowerCase()])),
      phones: batch.flatMap(({ row }) => (row.primaryPhone === undefined ? [] : [row.primaryPhone])),
    });
    const writable: Array<{ item: ImportItem; user: NewUser }> = [];
    for (const accepted of batch) {
      const { item, row } = accepted;
      const conflict = findConflict(row, taken);
      if (conflict) {
        reject(item, conflict);
        continue;
      }
      // Later rows of the batch must not reuse what this one takes.
      const user = await toNewUser(accepted);
      taken.ids.add(user.id);
      if (row.username !== undefined) taken.usernames.add(row.username);
      if (row.primaryEmail !== undefined) taken.emails.add(row.primaryEmail.toLowerCase());
      if (row.primaryPhone !== undefined) taken.phones.add(row.primaryPhone);
      writable.push({ item, user });
    }
    await scope.transaction(async (tx) => {
      const written = new Map((await insertUsers(tx, writable.map(({ user }) => user))).map((row) => [row.id, row]));
      // Like `POST /api/users`: every new user holds the tenant's default roles.
      const defaultRoleIds = (await findDefaultRoles(tx)).map((role) => role.id);
      await insertUserRoleLinks(tx, [...written.keys()], defaultRoleIds);
      for (const { item, user } of writable) {
        const row = written.get(user.id);
        if (!row) {
          // Taken by a write that committed after the check.
          reject(item, new RequestError('entity.unique_integrity_violation', 422));
          continue;
        }
        result.imported += 1;
        tx.emit('user.created', { user: toUserResponse(row) });
      }
    });
  };

  let batch: Accepted[] = [];
  for await (const item of items) {
    try {
      batch.push({ item, ...(await checkRow(scope, item.body, passwordCheck)) });
    } catch (error) {
      if (!(error instanceof RequestError)) {
        throw error;
      }
      reject(item, error);
    }
    if (batch.length >= batchSize) {
      await writeBatch(batch);
      batch = [];
    }
  }
  await writeBatch(batch);
  result.rejected.sort((a, b) => a.index - b.index);
  return result;
}
