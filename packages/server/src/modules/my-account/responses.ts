import type { AccountCenter, MyAccount, UserProfile } from '@tessera/schemas';
import { isFieldReadable } from '../account-center/service.js';
import type { UserRow } from '../users/queries.js';

/**
 * The account as its owner sees it: each field only when the account center shows it and the
 * token carries its scope (name, avatar, username and profile: `profile`; email: `email`; phone:
 * `phone`; social identities: `identities`; custom data: `custom_data`).
 */
export function toMyAccount(user: UserRow, settings: AccountCenter, scopes: readonly string[]): MyAccount {
  const shows = (field: Parameters<typeof isFieldReadable>[1], scope: string) =>
    isFieldReadable(settings, field) && scopes.includes(scope);
  return {
    id: user.id,
    ...(shows('username', 'profile') && { username: user.username }),
    ...(shows('name', 'profile') && { name: user.name }),
    ...(shows('avatar', 'profile') && { avatar: user.avatar }),
    ...(shows('profile', 'profile') && { profile: user.profile as UserProfile }),
    ...(shows('email', 'email') && { primaryEmail: user.primary_email }),
    ...(shows('phone', 'phone') && { primaryPhone: user.primary_phone }),
    ...(shows('customData', 'custom_data') && { customData: user.custom_data }),
    ...(shows('social', 'identities') && { identities: user.identities as MyAccount['identities'] }),
    ...(isFieldReadable(settings, 'password') && { hasPassword: Boolean(user.password_encrypted) }),
    applicationId: user.application_id,
    lastSignInAt: user.last_sign_in_at?.getTime() ?? null,
    createdAt: user.created_at.getTime(),
    updatedAt: user.updated_at.getTime(),
  };
}
