import type { Budget } from './scenario.js';

/**
 * The Budgets table of ARCHITECTURE.md, in the units the scenarios report.
 * Sizes use decimal units (1 KB = 1000 bytes, 1 MB = 10^6 bytes), the stricter reading.
 */
export const budgets = {
  startToReadyMs: { comparison: 'below', limit: 3000 },
  idleResidentMb: { comparison: 'below', limit: 300 },
  firstStartPeakResidentMb: { comparison: 'below', limit: 500 },
  statusRequestsPerSecond: { comparison: 'at-least', limit: 10_000 },
  consoleFirstLoadGzipKb: { comparison: 'below', limit: 250 },
  clientCredentialsPerSecond: { comparison: 'at-least', limit: 3000 },
  /** Tessera's token endpoint against a bare oidc-provider measured in the same run. */
  clientCredentialsShareOfBare: { comparison: 'at-least', limit: 0.95 },
  passwordSignInsPerSecond: { comparison: 'at-least', limit: 60 },
  /** Sign-ins by password then a TOTP code, each its own Experience API steps. */
  passwordTotpSignInsPerSecond: { comparison: 'at-least', limit: 35 },
  /** Sign-ins by email code, the code read from a local SMTP server. */
  codeSignInsPerSecond: { comparison: 'at-least', limit: 100 },
  /** The sign-in app's JS before any lazy chunk. */
  experienceFirstLoadGzipKb: { comparison: 'below', limit: 120 },
  /** The preview shows a settings change in the next frame it paints: no frame with the old colour. */
  previewStaleFrames: { comparison: 'below', limit: 1 },
  /** 100,000 users through `users import` (issue 9: "well under a minute"). */
  userImportSeconds: { comparison: 'below', limit: 60 },
  userListPageP99Ms: { comparison: 'below', limit: 20 },
  userSearchP99Ms: { comparison: 'below', limit: 50 },
  logListPageP99Ms: { comparison: 'below', limit: 30 },
  /** A member page of an organization with 100,000 members (issue 11). */
  organizationMemberPageP99Ms: { comparison: 'below', limit: 20 },
  /** An organization token for a user in 1,000 organizations, measured at the client over loopback (issue 11). */
  organizationTokenMs: { comparison: 'below', limit: 10 },
  /** Passkey-only sign-ins end to end: a signature check, no password hash on the path. */
  passkeySignInsPerSecond: { comparison: 'at-least', limit: 150 },
  /** Client-credentials tokens with a custom token claims script run in the sandbox (issue 13). */
  customJwtTokensPerSecond: { comparison: 'at-least', limit: 1000 },
  /** Webhook deliveries drained from the outbox to a local receiver (issue 13). */
  webhookDeliveriesPerSecond: { comparison: 'at-least', limit: 500 },
  /** Time the webhook event adds to the request that raises it (issue 13). */
  hookEventEmissionMs: { comparison: 'below', limit: 1 },
} as const satisfies Record<string, Budget>;
