import type { TFunction } from 'i18next';
import { z } from 'zod';

import { requiredPassword, requiredText } from '../../forms/field-rules';

/** Username or email: the server decides which one it is. */
export const createSignInSchema = (t: TFunction) =>
  z.object({ identifier: requiredText(t), password: requiredPassword(t) });

export type SignInValues = z.input<ReturnType<typeof createSignInSchema>>;
