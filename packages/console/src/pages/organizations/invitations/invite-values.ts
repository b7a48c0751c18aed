import {
  isValidWebUrl,
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
  /** Where the email sends the invitee; optional. */
  link: string;
}

export const inviteDefaults: InviteValues = {
  invitee: '',
  roleIds: [],
  expiresInDays: String(invitationExpiryDays.default),
  sendEmail: true,
  link: '',
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
 * false`); with it, the server sends the invitation message, whose link is the one given or, without
 * one, the invitation id.
 */
export const toInviteBody =
  (organizationId: string, now: () => number = Date.now) =>
  (values: InviteValues): OrganizationInvitationCreate => ({
    invitee: values.invitee.trim(),
    organizationId,
    expiresAt: now() + (readDays(values.expiresInDays) ?? invitationExpiryDays.default) * dayMs,
    ...(values.roleIds.length > 0 ? { organizationRoleIds: values.roleIds } : {}),
    messagePayload: values.sendEmail
      ? values.link.trim()
        ? { link: values.link.trim() }
        : {}
      : false,
  });

export const inviteGuard = organizationInvitationCreateGuard;

/** The days field is the form's own (the contract only sees the instant it gives), and so is the link. */
export const inviteRules = (t: TFunction) => (values: InviteValues) => ({
  link:
    values.sendEmail && values.link.trim() && !isValidWebUrl(values.link.trim())
      ? t('errors.validation.invalid_url')
      : undefined,
  expiresInDays: readDays(values.expiresInDays)
    ? undefined
    : t('organizations.invitations.expires_in_invalid', invitationExpiryDays),
});
