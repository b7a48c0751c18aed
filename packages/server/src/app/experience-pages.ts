/** Where the built sign-in app's files live, and the page routes it owns at the server root. */
export const experienceBasePath = '/experience';
export const experienceRoutes = [
  '/sign-in',
  '/register',
  '/consent',
  '/device',
  '/first-admin',
  '/forgot-password',
  '/verification',
  '/error',
  '/callback',
  '/social',
] as const;
