/**
 * What the server hands a device page in the URL fragment: the form secret of the user's
 * session, and on the confirm step the code and the application's name. Fragments never reach
 * a server nor a Referer header.
 */
export type DeviceFragment = { xsrf?: string; userCode?: string; client?: string };

const nonEmpty = (value: string | null) => (value ? value : undefined);

export const readDeviceFragment = (hash: string): DeviceFragment => {
  const values = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return {
    xsrf: nonEmpty(values.get('xsrf')),
    userCode: nonEmpty(values.get('user_code')),
    client: nonEmpty(values.get('client')),
  };
};

/** Why the code page is shown again, as the server names it; anything else is ignored. */
export const deviceProblems = ['not_found', 'expired', 'used', 'aborted', 'failed'] as const;
export type DeviceProblem = (typeof deviceProblems)[number];

export const readDeviceProblem = (value: string | null): DeviceProblem | undefined =>
  deviceProblems.find((problem) => problem === value);
