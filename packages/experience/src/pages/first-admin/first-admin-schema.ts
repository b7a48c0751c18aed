import type { TFunction } from 'i18next';
import { z } from 'zod';

import {
  optionalEmailRule,
  passwordsMatch,
  requiredPassword,
  usernameRule,
} from '../../forms/field-rules';

export const createFirstAdminSchema = (t: TFunction) =>
  z
    .object({
      username: usernameRule(t),
      email: optionalEmailRule(t),
      password: requiredPassword(t),
      confirmPassword: requiredPassword(t),
    })
    .superRefine(passwordsMatch(t));

export type FirstAdminValues = z.input<ReturnType<typeof createFirstAdminSchema>>;
