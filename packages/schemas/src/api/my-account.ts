import { z } from 'zod';
import { lengthLimits } from '../constants';
import { idGuard, jsonObjectGuard } from '../entities/common';
import { passwordInputGuard } from '../entities/user';
import { uploadedAssetGuard } from '../entities/console/user-asset';
import { userMfaVerificationGuard } from '../entities/user-account';
import { identitiesGuard, userProfileGuard } from '../entities/user-profile';
import { userGrantsGuard, userSessionsGuard } from '../entities/user-sessions';
import { defineEndpoint } from './endpoint';

/**
 * The account API: end users read and change their own account with an access token of the
 * tenant (see docs/account-api.md). Fields the token's scopes or the tenant's account center do
 * not allow are left out of answers and refused in changes.
 */
export const myAccountGuard = z
  .object({
    id: z.string(),
    username: z.string().nullable().optional(),
    primaryEmail: z.string().nullable().optional(),
    primaryPhone: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    avatar: z.string().nullable().optional(),
    profile: userProfileGuard.optional(),
    customData: jsonObjectGuard.optional(),
    identities: identitiesGuard.optional(),
    hasPassword: z.boolean().optional(),
    applicationId: z.string().nullable().optional(),
    lastSignInAt: z.number().nullable().optional(),
    createdAt: z.number().optional(),
    updatedAt: z.number().optional(),
  })
  .meta({ id: 'MyAccount' });
export type MyAccount = z.infer<typeof myAccountGuard>;

export const myAccountPatchGuard = z
  .object({
    name: z.string().max(lengthLimits.userIdentifier).nullable().optional(),
    avatar: z.string().url().max(lengthLimits.avatarUrl).nullable().optional(),
    username: z.string().max(lengthLimits.userIdentifier).nullable().optional(),
    customData: jsonObjectGuard.optional(),
  })
  .strict();
export type MyAccountPatch = z.infer<typeof myAccountPatchGuard>;

const newIdentifierRecord = z.string().min(1).max(64);

export const myPasswordGuard = z.object({ password: passwordInputGuard }).strict();
export const myPrimaryEmailGuard = z
  .object({ email: z.string().max(lengthLimits.userIdentifier), newIdentifierVerificationRecordId: newIdentifierRecord })
  .strict();
export const myPrimaryPhoneGuard = z
  .object({ phone: z.string().max(lengthLimits.userIdentifier), newIdentifierVerificationRecordId: newIdentifierRecord })
  .strict();
export const myIdentityLinkGuard = z.object({ newIdentifierVerificationRecordId: newIdentifierRecord }).strict();
export const identityTargetParams = z.object({ target: z.string().min(1).max(128) });

export const myMfaVerificationCreateGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Totp'), secret: z.string().min(16).max(128), code: z.string().min(6).max(8) }).strict(),
  z.object({ type: z.literal('BackupCode'), codes: z.array(z.string().min(1).max(64)).min(1).max(50) }).strict(),
  z
    .object({ type: z.literal('WebAuthn'), newIdentifierVerificationRecordId: newIdentifierRecord, name: z.string().max(128).optional() })
    .strict(),
]);
export type MyMfaVerificationCreate = z.infer<typeof myMfaVerificationCreateGuard>;
export const myTotpReplaceGuard = z.object({ secret: z.string().min(16).max(128), code: z.string().min(6).max(8) }).strict();
export const myTotpSecretGuard = z.object({
  secret: z.string(),
  secretQrCode: z.string().meta({ description: 'A QR code of the `otpauth://` URI, as a PNG data URL.' }),
});
export const backupCodesGuard = z.object({ codes: z.array(z.string()) });
export const backupCodeStatusGuard = z.object({
  codes: z.array(z.object({ usedAt: z.string().nullable() })),
  remainCodes: z.number().int(),
});
export const mfaVerificationIdParams = z.object({ verificationId: z.string().min(1).max(64) });
export const mfaVerificationNameGuard = z.object({ name: z.string().min(1).max(128) }).strict();
export const myMfaSettingsGuard = z.object({ skipMfaOnSignIn: z.boolean() });
export const myMfaSettingsPatchGuard = z.object({ skipMfaOnSignIn: z.boolean() }).strict();
export const myLogtoConfigGuard = z
  .object({
    mfa: z.object({ skipped: z.boolean(), skipMfaOnSignIn: z.boolean() }),
    passkeySignIn: z.object({ skipped: z.boolean() }),
  })
  .meta({ id: 'MyLogtoConfig' });
export const myLogtoConfigPatchGuard = z
  .object({
    mfa: z.object({ skipped: z.boolean().optional(), skipMfaOnSignIn: z.boolean().optional() }).strict().optional(),
    passkeySignIn: z.object({ skipped: z.boolean().optional() }).strict().optional(),
  })
  .strict();
export type MyLogtoConfigPatch = z.infer<typeof myLogtoConfigPatchGuard>;
export const sessionIdParams = z.object({ sessionId: z.string().min(1).max(128) });
export const grantIdParams = z.object({ grantId: z.string().min(1).max(128) });
export const trustedDeviceIdParams = z.object({ trustedDeviceId: idGuard });
export const trustedDevicesGuard = z.array(
  z.object({ id: z.string(), agent: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable(), expiresAt: z.number() }),
);

const unauthorized = 'No valid account API access token (auth.*).';
const forbidden = 'The account API is off, the field is not editable, or the token lacks the scope (account_center.*, auth.insufficient_permissions).';
const unverified = 'No, an expired or another user\'s verification record (verification_record.*).';

export const myAccountApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/my-account',
    summary: 'Get my account',
    description: 'The fields the token\'s scopes and the account center allow.',
    response: myAccountGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/my-account',
    summary: 'Update my account',
    description: '`name`, `avatar`, `username` (scope `profile`) and `customData` (scope `custom_data`).',
    body: myAccountPatchGuard,
    response: myAccountGuard,
    failures: { 400: 'An invalid value.', 401: unauthorized, 403: forbidden, 422: 'The username is taken.' },
  }),
  updateProfile: defineEndpoint({
    method: 'patch',
    path: '/my-account/profile',
    summary: 'Update my OIDC profile',
    description: 'Merges the given OIDC profile claims (scope `profile`).',
    body: userProfileGuard,
    response: userProfileGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  updatePassword: defineEndpoint({
    method: 'post',
    path: '/my-account/password',
    summary: 'Change my password',
    description: 'Needs a verification record; checked against the password policy. Other sessions end.',
    body: myPasswordGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 422: 'The password policy refuses it.' },
  }),
  updatePrimaryEmail: defineEndpoint({
    method: 'post',
    path: '/my-account/primary-email',
    summary: 'Change my primary email',
    description: 'Needs a verification record and a verified code record of the new address.',
    body: myPrimaryEmailGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 422: 'The address is taken.' },
  }),
  deletePrimaryEmail: defineEndpoint({
    method: 'delete',
    path: '/my-account/primary-email',
    summary: 'Remove my primary email',
    failures: { 400: unverified, 401: unauthorized, 403: forbidden },
  }),
  updatePrimaryPhone: defineEndpoint({
    method: 'post',
    path: '/my-account/primary-phone',
    summary: 'Change my primary phone',
    description: 'Needs a verification record and a verified code record of the new number.',
    body: myPrimaryPhoneGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 422: 'The number is taken.' },
  }),
  deletePrimaryPhone: defineEndpoint({
    method: 'delete',
    path: '/my-account/primary-phone',
    summary: 'Remove my primary phone',
    failures: { 400: unverified, 401: unauthorized, 403: forbidden },
  }),
  linkIdentity: defineEndpoint({
    method: 'post',
    path: '/my-account/identities',
    summary: 'Link a social identity',
    description: 'Needs a verification record and a verified social record (`POST /verifications/social`) of the provider account.',
    body: myIdentityLinkGuard,
    failures: {
      400: 'The social record is not verified or used (verification_record.new_identifier_not_verified).',
      401: `${unauthorized} Or no proof of identity (verification_record.permission_denied).`,
      403: forbidden,
      422: 'The provider account is linked to another user, or the account has an identity of this target already.',
    },
  }),
  replaceIdentity: defineEndpoint({
    method: 'put',
    path: '/my-account/identities',
    summary: 'Link or replace a social identity',
    description: 'As `POST`, but replaces an identity of the same target.',
    body: myIdentityLinkGuard,
    failures: {
      400: 'The social record is not verified or used (verification_record.new_identifier_not_verified).',
      401: `${unauthorized} Or no proof of identity (verification_record.permission_denied).`,
      403: forbidden,
      422: 'The provider account is linked to another user (user.identity_already_in_use).',
    },
  }),
  deleteIdentity: defineEndpoint({
    method: 'delete',
    path: '/my-account/identities/{target}',
    summary: 'Unlink a social identity',
    params: identityTargetParams,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 404: 'No identity of this target.' },
  }),
  listMfaVerifications: defineEndpoint({
    method: 'get',
    path: '/my-account/mfa-verifications',
    summary: 'List my MFA factors',
    response: z.array(userMfaVerificationGuard),
    failures: { 401: unauthorized, 403: forbidden },
  }),
  addMfaVerification: defineEndpoint({
    method: 'post',
    path: '/my-account/mfa-verifications',
    summary: 'Add an MFA factor',
    description: 'TOTP with its secret and a current code; backup codes as generated; a passkey by its verified registration record.',
    body: myMfaVerificationCreateGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 422: 'A wrong code or a factor in use (session.mfa.*).' },
  }),
  generateTotpSecret: defineEndpoint({
    method: 'post',
    path: '/my-account/mfa-verifications/totp-secret/generate',
    summary: 'Generate a TOTP secret',
    response: myTotpSecretGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  replaceTotp: defineEndpoint({
    method: 'put',
    path: '/my-account/mfa-verifications/totp',
    summary: 'Replace my TOTP factor',
    body: myTotpReplaceGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 422: 'A wrong code (session.mfa.invalid_totp_code).' },
  }),
  generateBackupCodes: defineEndpoint({
    method: 'post',
    path: '/my-account/mfa-verifications/backup-codes/generate',
    summary: 'Generate backup codes',
    description: 'Shown once; saved with `POST /my-account/mfa-verifications` (type `BackupCode`).',
    response: backupCodesGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden },
  }),
  getBackupCodes: defineEndpoint({
    method: 'get',
    path: '/my-account/mfa-verifications/backup-codes',
    summary: 'My backup codes',
    description: 'Codes are stored as digests: only whether each was used, and how many remain.',
    response: backupCodeStatusGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 404: 'No backup codes.' },
  }),
  renameMfaVerification: defineEndpoint({
    method: 'patch',
    path: '/my-account/mfa-verifications/{verificationId}/name',
    summary: 'Rename a passkey',
    params: mfaVerificationIdParams,
    body: mfaVerificationNameGuard,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 404: 'No such passkey.' },
  }),
  deleteMfaVerification: defineEndpoint({
    method: 'delete',
    path: '/my-account/mfa-verifications/{verificationId}',
    summary: 'Remove an MFA factor',
    params: mfaVerificationIdParams,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 404: 'No such factor.' },
  }),
  getMfaSettings: defineEndpoint({
    method: 'get',
    path: '/my-account/mfa-settings',
    summary: 'My MFA settings',
    response: myMfaSettingsGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  updateMfaSettings: defineEndpoint({
    method: 'patch',
    path: '/my-account/mfa-settings',
    summary: 'Change my MFA settings',
    body: myMfaSettingsPatchGuard,
    response: myMfaSettingsGuard,
    failures: { 400: 'An invalid value.', 401: `${unauthorized} Or no proof of identity (verification_record.permission_denied).`, 403: forbidden },
  }),
  getLogtoConfigs: defineEndpoint({
    method: 'get',
    path: '/my-account/logto-configs',
    summary: 'My sign-in preferences',
    description: 'Whether I declined to bind a second factor or a passkey, and whether I skip the second step at sign-in.',
    response: myLogtoConfigGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  updateLogtoConfigs: defineEndpoint({
    method: 'patch',
    path: '/my-account/logto-configs',
    summary: 'Change my sign-in preferences',
    description: '`mfa` needs the `mfa` field editable, `passkeySignIn` the `passkey` field; `mfa.skipMfaOnSignIn` also a verification record.',
    body: myLogtoConfigPatchGuard,
    response: myLogtoConfigGuard,
    failures: { 400: 'An invalid value.', 401: `${unauthorized} Or no proof of identity for skipMfaOnSignIn.`, 403: forbidden },
  }),
  listSessions: defineEndpoint({
    method: 'get',
    path: '/my-account/sessions',
    summary: 'My sessions',
    response: userSessionsGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  endSession: defineEndpoint({
    method: 'delete',
    path: '/my-account/sessions/{sessionId}',
    summary: 'End one of my sessions',
    params: sessionIdParams,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 404: 'No such session.' },
  }),
  listGrants: defineEndpoint({
    method: 'get',
    path: '/my-account/grants',
    summary: 'Apps I granted access',
    response: userGrantsGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  revokeGrant: defineEndpoint({
    method: 'delete',
    path: '/my-account/grants/{grantId}',
    summary: 'Revoke an app\'s access',
    params: grantIdParams,
    failures: { 400: unverified, 401: unauthorized, 403: forbidden, 404: 'No such grant.' },
  }),
  listTrustedDevices: defineEndpoint({
    method: 'get',
    path: '/my-account/trusted-devices',
    summary: 'Devices that skip MFA',
    response: trustedDevicesGuard,
    failures: { 401: unauthorized, 403: forbidden },
  }),
  deleteTrustedDevice: defineEndpoint({
    method: 'delete',
    path: '/my-account/trusted-devices/{trustedDeviceId}',
    summary: 'Forget a trusted device',
    params: trustedDeviceIdParams,
    failures: { 401: unauthorized, 403: forbidden, 404: 'No such device.' },
  }),
  uploadAvatar: defineEndpoint({
    method: 'post',
    path: '/my-account/user-assets/avatar',
    summary: 'Upload my avatar',
    description: 'Stores an image (the `file` field) and answers its public URL; `PATCH /my-account` with `avatar` then uses it.',
    response: uploadedAssetGuard,
    failures: {
      400: 'No file or a type not allowed.',
      401: unauthorized,
      403: forbidden,
      413: 'The file is larger than the limit (guard.file_size_exceeded).',
    },
  }),
};
