import { isValidEmail } from './patterns';

const profileNavigationActions = ['changeEmail', 'changePassword'] as const;
type ProfileNavigationAction = (typeof profileNavigationActions)[number];

type ProfileNavigationState = {
  email?: string;
  action?: ProfileNavigationAction;
};

const isAction = (value: unknown): value is ProfileNavigationAction =>
  profileNavigationActions.some((action) => action === value);

/**
 * The router state handed to the profile's link-email and change-password pages. It is trusted
 * only as a whole: a valid email together with a known action, otherwise both are undefined.
 */
export const parseProfileNavigationState = (state: unknown): ProfileNavigationState => {
  if (typeof state !== 'object' || state === null) {
    return {};
  }
  const { email, action } = state as Record<string, unknown>;
  if (typeof email === 'string' && isValidEmail(email) && isAction(action)) {
    return { email, action };
  }
  return {};
};
