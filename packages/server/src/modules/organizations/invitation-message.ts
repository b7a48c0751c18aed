import { organizationInvitationParameter, type JsonObject } from '@tessera/schemas';
import type { Selectable } from 'kysely';
import type { OrganizationInvitationsTable } from '../../db/organization-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { sendVerificationMessage, type MessageDependencies } from '../connectors/send-message.js';
import type { TemplateVariables } from '../connectors/templates.js';
import { findUserById } from '../users/queries.js';
import { findOrganizationById } from './queries.js';

type InvitationRow = Selectable<OrganizationInvitationsTable>;

/** The parts of a `messagePayload` an invitation email uses; other fields are ignored. */
export type InvitationMessagePayload = { link?: string; locale?: string; code?: string };

const nonEmptyString = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** Reads the payload of the reference's shape (`link`, `locale`, `code`; `uiLocales` as a locale). */
export const readInvitationMessagePayload = (payload: JsonObject): InvitationMessagePayload => {
  const link = nonEmptyString(payload.link);
  const locale = nonEmptyString(payload.locale) ?? nonEmptyString(payload.uiLocales)?.split(' ')[0];
  const code = nonEmptyString(payload.code);
  return {
    ...(link ? { link } : {}),
    ...(locale && locale.length <= 64 ? { locale } : {}),
    ...(code ? { code } : {}),
  };
};

/**
 * The link with the invitation's id added as `organization_invitation_id`, for the app behind it
 * to pass on in its authorization request; a link that is not a web address stays as given.
 */
export const linkWithInvitation = (link: string, invitationId: string) => {
  if (!URL.canParse(link)) {
    return link;
  }
  const url = new URL(link);
  url.searchParams.set(organizationInvitationParameter, invitationId);
  return url.toString();
};

/** The template variables of an invitation: its link, organization, inviter and invitee. */
async function invitationVariables(
  scope: TenantScope,
  invitation: InvitationRow,
  link: string,
): Promise<TemplateVariables> {
  const organization = await findOrganizationById(scope, invitation.organization_id);
  const inviter = invitation.inviter_id ? await findUserById(scope, invitation.inviter_id) : undefined;
  return {
    link,
    organization: { id: invitation.organization_id, name: organization?.name ?? '' },
    // A deleted inviter leaves the variables empty rather than the braces in the email.
    inviter: {
      name: inviter?.name ?? inviter?.username ?? inviter?.primary_email ?? '',
      email: inviter?.primary_email ?? '',
    },
    invitee: { email: invitation.invitee },
  };
}

/**
 * Sends the invitation through the tenant's email connector with its `OrganizationInvitation`
 * template. `{{link}}` is the payload's link carrying the invitation id (the invitation id
 * alone when the invitation is created without a link); `{{code}}` is the payload's code, else
 * the same link, which is what templates written before `{{link}}` expect.
 */
export async function sendInvitationMessage(
  scope: TenantScope,
  invitation: InvitationRow,
  payload: InvitationMessagePayload,
  dependencies: MessageDependencies,
) {
  const link = payload.link ? linkWithInvitation(payload.link, invitation.id) : invitation.id;
  await sendVerificationMessage(
    scope,
    {
      kind: 'Email',
      to: invitation.invitee,
      usageType: 'OrganizationInvitation',
      code: payload.code ?? link,
      variables: await invitationVariables(scope, invitation, link),
      language: payload.locale,
    },
    dependencies,
  );
}

/**
 * The payload of a resent invitation: the link and language given now, else those the
 * invitation was sent with. An invitation email without a link would give the invitee nothing
 * to open, so none at all is `400 organization.invitation_link_required`.
 */
export function resendPayload(invitation: InvitationRow, payload: JsonObject): InvitationMessagePayload {
  const given = readInvitationMessagePayload(payload);
  const link = given.link ?? invitation.message_link ?? undefined;
  if (!link) {
    throw new RequestError('organization.invitation_link_required', 400);
  }
  const locale = given.locale ?? invitation.message_locale ?? undefined;
  return { ...given, link, ...(locale ? { locale } : {}) };
}
