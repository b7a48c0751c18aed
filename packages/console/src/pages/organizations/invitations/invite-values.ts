import {
  organizationInvitationCreateGuard,
  type OrganizationInvitationCreate,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

export const invitationExpiryDays = { min: 1, max: 30, default: 7 } as const;

export interface InviteValues {
  invitee: string;
  roleIds: string[];
  /** Text of the days field. */
  expiresInDays: string;
  sendEmail: boolean;
}

export const inviteDefaults: InviteValues = {
  invitee: '',
  roleIds: [],
  expiresInDays: String(invitationExpiryDays.default),
  sendEmail: true,
};

const dayMs = 24 * 60 * 60 * 1000;

const readDays = (text: string) => {
  const days = Number(text.trim());
  return Number.isInteger(days) &&
    days >= invitationExpiryDays.min &&
    days <= invitationExpiryDays.max
    ? days
    : undefined;
};

/**
 * The body the dialog sends. Without the email the invitation is only recorded (`messagePayload:
 * false`); with it, the server sends its default invitation message.
 */
export const toInviteBody =
  (organizationId: string, now: () => number = Date.now) =>
  (values: InviteValues): OrganizationInvitationCreate => ({
    invitee: values.invitee.trim(),
    organizationId,
    expiresAt: now() + (readDays(values.expiresInDays) ?? invitationExpiryDays.default) * dayMs,
    ...(values.roleIds.length > 0 ? { organizationRoleIds: values.roleIds } : {}),
    ...(values.sendEmail ? {} : { messagePayload: false as const }),
  });

export const inviteGuard = organizationInvitationCreateGuard;

/** The days field is the form's own; the contract only sees the instant it gives. */
export const inviteRules = (t: TFunction) => (values: InviteValues) => ({
  expiresInDays: readDays(values.expiresInDays)
    ? undefined
    : t('organizations.invitations.expires_in_invalid', invitationExpiryDays),
});
