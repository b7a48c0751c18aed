import { sql, type Kysely } from 'kysely';

/**
 * What an invitation email was sent with: the link the invitee opens (as the caller gave it,
 * without the invitation id) and the language, so resending the message without a payload sends
 * the same link in the same language.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table organization_invitations
    add column message_link text,
    add column message_locale varchar(64)`.execute(db);
}
