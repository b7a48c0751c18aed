import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** `/sign-in-experience` lands on the first. */
export const signInExperienceTabs = [
  'branding',
  'sign-up-and-sign-in',
  'content',
  'password-policy',
] as const satisfies readonly TabSegment[];
