import { z } from 'zod';

import { isValidEmail } from '../../validation/patterns';

/** One entry of a tag input (such as collaborator emails); invalid entries carry `status: 'error'`. */
export const tagInputItemGuard = z.object({
  id: z.string().min(1),
  value: z.string(),
  status: z.literal('error').optional(),
});
type TagInputItem = z.infer<typeof tagInputItemGuard>;

/** Makes an email tag, flagged as an error when the text is not an email. */
export const toEmailTag = (value: string, id: string): TagInputItem => {
  const trimmed = value.trim();
  return isValidEmail(trimmed) ? { id, value: trimmed } : { id, value: trimmed, status: 'error' };
};
