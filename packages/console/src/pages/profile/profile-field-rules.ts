import { lengthLimits, usernameRegEx } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import type { RegisterOptions } from 'react-hook-form';

export type TextField = 'name' | 'username';

/** Validation of the profile's text fields (spec 001 §5: username required; name free). */
export const profileFieldRules = (field: TextField, t: TFunction): RegisterOptions<{ value: string }, 'value'> =>
  field === 'username'
    ? {
        validate: (value) => {
          const username = value.trim();
          if (!username) {
            return t('profile.errors.username_required');
          }
          if (username.length > lengthLimits.userIdentifier) {
            return t('profile.errors.too_long', { max: lengthLimits.userIdentifier });
          }
          return usernameRegEx.test(username) || t('profile.errors.username_invalid');
        },
      }
    : {
        maxLength: {
          value: lengthLimits.userIdentifier,
          message: t('profile.errors.too_long', { max: lengthLimits.userIdentifier }),
        },
      };

/** The PATCH body for a text field: an empty name clears it. */
export const toProfileChange = (field: TextField, value: string) =>
  field === 'username' ? { username: value.trim() } : { name: value.trim() || null };
