import { z } from 'zod';

/**
 * Where to return after sign-in. Only same-origin paths are kept: the pathname must start with a
 * single slash, so `//evil.example` or `/\evil.example` cannot turn into another origin.
 */
const savedRedirectLocationGuard = z.object({
  pathname: z.string().regex(/^\/(?![/\\])/),
  search: z.string().regex(/^(?:\?.*)?$/),
  hash: z.string().regex(/^(?:#.*)?$/),
});
export type SavedRedirectLocation = z.infer<typeof savedRedirectLocationGuard>;

/** Parses the stored JSON value; anything unreadable or off-shape yields undefined. */
export const parseSavedRedirectLocation = (
  stored: string | null | undefined,
): SavedRedirectLocation | undefined => {
  if (!stored) {
    return undefined;
  }
  try {
    const result = savedRedirectLocationGuard.safeParse(JSON.parse(stored));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
};

export const toRedirectPath = ({ pathname, search, hash }: SavedRedirectLocation): string =>
  `${pathname}${search}${hash}`;
