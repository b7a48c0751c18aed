import { z } from 'zod';

import { userIdGuard } from '../entities/common';
import { userCreateGuard } from '../entities/user';
import { defineEndpoint } from './endpoint';

/**
 * One user in an import file: the body of `POST /api/users`, plus the `id` an export carries.
 * With `id` the user keeps it (links elsewhere stay valid); without, a new one is made.
 */
export const userImportRowGuard = userCreateGuard
  .extend({ id: userIdGuard.optional().meta({ description: 'Kept when given and free in the tenant.' }) })
  .strict();
export type UserImportRow = z.infer<typeof userImportRowGuard>;

/** The fields of an import row, in the column order of a CSV export. */
export const userImportFields = [
  'id',
  'username',
  'primaryEmail',
  'primaryPhone',
  'name',
  'avatar',
  'profile',
  'customData',
  'passwordDigest',
  'passwordAlgorithm',
  'password',
] as const satisfies ReadonlyArray<keyof UserImportRow>;

/** Rows an import answer lists one by one; the count says how many there were in all. */
export const maxListedRejectedRows = 1000;

export const userImportRejectedRowGuard = z.object({
  index: z.int().min(0).meta({ description: 'Position of the user in the file, from 0 (JSON element; CSV row after the header).' }),
  line: z.int().min(1).optional().meta({ description: 'CSV only: the line of the file the row starts on.' }),
  code: z.string().meta({ description: 'The error code `POST /api/users` answers for this body.' }),
  message: z.string(),
});
export type UserImportRejectedRow = z.infer<typeof userImportRejectedRowGuard>;

export const userImportResultGuard = z
  .object({
    imported: z.int().min(0),
    rejectedCount: z.int().min(0),
    rejected: z
      .array(userImportRejectedRowGuard)
      .meta({ description: `The rejected rows, the first ${maxListedRejectedRows} of them.` }),
  })
  .meta({ id: 'UserImportResult' });
export type UserImportResult = z.infer<typeof userImportResultGuard>;

/** Largest body `POST /api/users/import` reads; larger files go through the CLI, which streams. */
export const maxUserImportBodyBytes = 16 * 1024 * 1024;

/**
 * `POST /api/users/import`: the body is a JSON array of rows (`application/json`) or CSV with a
 * header row of the field names (`text/csv`), read by the server itself.
 */
export const userImportApi = {
  import: defineEndpoint({
    method: 'post',
    path: '/users/import',
    summary: 'Import users',
    description:
      'Creates users from a JSON array of `POST /api/users` bodies (with `passwordDigest` and `passwordAlgorithm` for existing hashes, and an optional `id` to keep) or from CSV with a header row of those field names (`profile` and `customData` as JSON in their cells). Each row follows the rules of `POST /api/users`; a rejected row is reported with its position and error code while the others are imported.',
    response: userImportResultGuard,
    returns: 'How many users were imported, and the rejected rows.',
    failures: {
      400: 'The body is not a JSON array or readable CSV (`guard.invalid_input`).',
      413: `The body is over ${maxUserImportBodyBytes / 1024 / 1024} MiB (\`request.payload_too_large\`).`,
      415: 'Neither `application/json` nor `text/csv`.',
    },
  }),
};
