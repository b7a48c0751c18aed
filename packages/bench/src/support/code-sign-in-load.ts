import { codeTemplate, type CodeInbox } from './code-inbox.js';
import { managementApi } from './management-app.js';
import type { Budget, Measurement } from './scenario.js';
import {
  exchangeCode,
  experience,
  followToCallback,
  redirectUri,
  startAuthorization,
} from './sign-in-flow.js';
import { runSignInLoad } from './sign-in-load.js';
import { median, round } from './stats.js';

/** Milliseconds each step took, by step, over every sign-in: where a sign-in's wall time goes. */
type StepTimes = Map<string, number[]>;

type Flow = { url: string; clientId: string; inbox: CodeInbox; email: string; steps: StepTimes };

const timed = async <T>(steps: StepTimes, step: string, work: () => Promise<T>): Promise<T> => {
  const begin = performance.now();
  const result = await work();
  const list = steps.get(step) ?? [];
  list.push(performance.now() - begin);
  steps.set(step, list);
  return result;
};

/**
 * One complete sign-in by email code as a browser and a public client do it: authorization
 * request, sign-in event, code sent through the tenant's SMTP connector and read from the inbox,
 * code checked, identification, submit, redirects back with a code, code exchange with PKCE.
 */
async function signInWithCode({ url, clientId, inbox, email, steps }: Flow) {
  const { browser, verifier } = await timed(steps, 'authorization request', () =>
    startAuthorization(url, clientId),
  );
  await timed(steps, 'PUT /api/experience', () =>
    experience(browser, url, 'PUT', '', { interactionEvent: 'SignIn' }),
  );
  const identifier = { type: 'email', value: email };
  const received = inbox.nextCode(email);
  const { verificationId } = await timed(steps, 'send the code (SMTP included)', () =>
    experience<{ verificationId: string }>(
      browser,
      url,
      'POST',
      '/verification/verification-code',
      {
        identifier,
        interactionEvent: 'SignIn',
      },
    ),
  );
  const code = await received;
  await timed(steps, 'verify the code', () =>
    experience(browser, url, 'POST', '/verification/verification-code/verify', {
      identifier,
      verificationId,
      code,
    }),
  );
  await timed(steps, 'identification', () =>
    experience(browser, url, 'POST', '/identification', { verificationId }),
  );
  const submitted = await timed(steps, 'submit', () =>
    experience<{ redirectTo: string }>(browser, url, 'POST', '/submit'),
  );
  const authorizationCode = await timed(steps, 'redirects to the callback', () =>
    followToCallback(browser, url, submitted.redirectTo),
  );
  await timed(steps, 'code exchange', () => exchangeCode(url, clientId, authorizationCode, verifier));
}

export type CodeSignInSetup = {
  url: string;
  serverPid: number;
  clientId: string;
  inbox: CodeInbox;
  emails: string[];
};

/**
 * What an operator does to offer sign-in by email code: an SMTP connector (pointing at `inbox`)
 * with a SignIn template, email code sign-in turned on, and an SPA to sign in to.
 */
export async function prepareCodeSignIns(
  server: { url: string; pid: number },
  managementToken: string,
  inbox: CodeInbox,
  emails: string[],
): Promise<CodeSignInSetup> {
  const { url } = server;
  const api = managementApi(url, managementToken);
  await api('POST', '/connectors', {
    connectorId: 'smtp-email',
    config: {
      host: inbox.host,
      port: inbox.port,
      tlsMode: 'none',
      fromEmail: 'noreply@bench.test',
      templates: [{ usageType: 'SignIn', subject: 'Your code', content: codeTemplate }],
    },
  });
  await api('PATCH', '/sign-in-exp', {
    signIn: {
      methods: [
        { identifier: 'email', password: false, verificationCode: true, isPasswordPrimary: false },
      ],
    },
    signUp: { identifiers: ['email'], password: false, verify: true },
  });
  const app = await api<{ id: string }>('POST', '/applications', {
    name: 'Bench SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  return { url, serverPid: server.pid, clientId: app.id, inbox, emails };
}

/**
 * `concurrency` browsers sign in by code again and again for `durationSeconds`, each sign-in as a
 * user no earlier one used: an address is sent at most 10 codes an hour, and that limit stays.
 * The server must run with a high CREDENTIAL_RATE_LIMIT: every simulated browser shares one IP.
 */
export async function loadCodeSignIns(
  setup: CodeSignInSetup,
  options: { durationSeconds: number; concurrency: number; labelPrefix?: string; budget?: Budget },
): Promise<Measurement[]> {
  const steps: StepTimes = new Map();
  let next = 0;
  const prefix = options.labelPrefix ?? '';
  const run = await runSignInLoad(
    setup.serverPid,
    { ...options, benchWork: 'browsers, SMTP server' },
    async () => {
      const email = setup.emails[next++];
      if (email === undefined) {
        throw new Error(
          `All ${setup.emails.length} seeded users signed in before the time was up; seed more.`,
        );
      }
      await signInWithCode({ url: setup.url, clientId: setup.clientId, inbox: setup.inbox, email, steps });
      return true;
    },
  );
  return [
    {
      label: `${prefix}email code sign-ins/s (end to end)`,
      value: run.perSecond,
      unit: 'sign-ins/s',
      budget: options.budget,
    },
    { label: `${prefix}code sign-in flow latency p99`, value: run.p99, unit: 'ms' },
    ...run.cpu,
    {
      label: `${prefix}codes received by the SMTP server`,
      value: setup.inbox.received(),
      unit: 'messages',
    },
    ...[...steps].map(([step, times]) => ({
      label: `${prefix}${step}, median`,
      value: round(median(times), 1),
      unit: 'ms',
    })),
  ];
}
