import { passwordEncryptionMethodGuard, userImportFields, type UserImportRow } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import type { UserRow } from '../queries.js';
import { toCsvRecord } from './csv-reader.js';
import { findUsersAfter, type ExportCursor } from './export-queries.js';
import type { ImportFormat } from './import-source.js';

const pageSize = 1000;

/** The columns of a CSV export: every import field but the plain password, which is never stored. */
export const exportedFields = userImportFields.filter((field) => field !== 'password');

/** A stored user as an import row: what importing it elsewhere recreates, password hash included. */
export const toExportedUser = (user: UserRow): UserImportRow => {
  const algorithm = passwordEncryptionMethodGuard.safeParse(user.password_encryption_method);
  return {
    id: user.id,
    ...(user.username !== null && { username: user.username }),
    ...(user.primary_email !== null && { primaryEmail: user.primary_email }),
    ...(user.primary_phone !== null && { primaryPhone: user.primary_phone }),
    ...(user.name !== null && { name: user.name }),
    ...(user.avatar !== null && { avatar: user.avatar }),
    profile: user.profile as UserImportRow['profile'],
    customData: user.custom_data,
    ...(user.password_encrypted !== null &&
      algorithm.success && { passwordDigest: user.password_encrypted, passwordAlgorithm: algorithm.data }),
  };
};

const toCsvCells = (row: UserImportRow) =>
  exportedFields.map((field) => {
    const value = row[field];
    if (value === undefined || value === null) {
      return '';
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
  });

/**
 * The tenant's users as JSON (an array of import rows) or CSV (a header row of the field names),
 * a page at a time: each yielded chunk holds one page, so memory stays flat at any size.
 */
export async function* exportUsers(scope: TenantScope, format: ImportFormat): AsyncGenerator<string> {
  yield format === 'json' ? '[' : toCsvRecord([...exportedFields]);
  let cursor: ExportCursor | undefined;
  let first = true;
  for (;;) {
    const users = await findUsersAfter(scope, cursor, pageSize);
    if (users.length === 0) {
      break;
    }
    const rows = users.map(toExportedUser);
    if (format === 'json') {
      yield `${first ? '\n' : ',\n'}${rows.map((row) => JSON.stringify(row)).join(',\n')}`;
    } else {
      yield rows.map((row) => toCsvRecord(toCsvCells(row))).join('');
    }
    first = false;
    const last = users[users.length - 1]!;
    cursor = { createdAt: last.cursor_at, id: last.id };
    if (users.length < pageSize) {
      break;
    }
  }
  if (format === 'json') {
    yield '\n]\n';
  }
}
