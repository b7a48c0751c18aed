import { createHash, randomBytes } from 'node:crypto';
import { BrowserSession } from './browser-session.js';
import { codeTemplate, type CodeInbox } from './code-inbox.js';
import { managementApi } from './management-app.js';
import { readCpuMs } from './process-handles.js';
import type { Budget, Measurement } from './scenario.js';
import { median, percentile, round } from './stats.js';

const redirectUri = 'http://127.0.0.1/callback';

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

/** A call to the Experience API that must succeed; its JSON body, if any. */
async function experience<T>(
  browser: BrowserSession,
  url: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await browser.fetch(`${url}/api/experience${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} /api/experience${path} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * One complete sign-in by email code as a browser and a public client do it: authorization
 * request, sign-in event, code sent through the tenant's SMTP connector and read from the inbox,
 * code checked, identification, submit, redirects back with a code, code exchange with PKCE.
 */
async function signInWithCode({ url, clientId, inbox, email, steps }: Flow) {
  const browser = new BrowserSession();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  await timed(steps, 'authorization request', () => browser.fetch(`${url}/oidc/auth?${query}`));
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
  let location = submitted.redirectTo;
  await timed(steps, 'redirects to the callback', async () => {
    for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
      const response = await browser.fetch(new URL(location, url).toString());
      location = new URL(response.headers.get('location') ?? '', location).toString();
    }
  });
  const authorizationCode = new URL(location).searchParams.get('code');
  if (!authorizationCode) {
    throw new Error(`No code in ${location}`);
  }
  const token = await timed(steps, 'code exchange', () =>
    fetch(`${url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: authorizationCode,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: verifier,
      }),
    }),
  );
  if (!token.ok) {
    throw new Error(`Code exchange answered ${token.status}: ${await token.text()}`);
  }
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
  const latencies: number[] = [];
  const steps: StepTimes = new Map();
  const deadline = performance.now() + options.durationSeconds * 1000;
  let next = 0;
  // CPU per sign-in moves little with other work on the machine, unlike the rate; the bench's own
  // share (browsers and SMTP server) says how much of the cores the load itself took.
  const serverCpuAtStart = await readCpuMs(setup.serverPid);
  const benchCpuAtStart = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const email = setup.emails[next++];
        if (email === undefined) {
          throw new Error(
            `All ${setup.emails.length} seeded users signed in before the time was up; seed more.`,
          );
        }
        const begin = performance.now();
        await signInWithCode({
          url: setup.url,
          clientId: setup.clientId,
          inbox: setup.inbox,
          email,
          steps,
        });
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const serverCpuMs = (await readCpuMs(setup.serverPid)) - serverCpuAtStart;
  const benchCpu = process.cpuUsage(benchCpuAtStart);
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  const count = Math.max(1, latencies.length);
  const prefix = options.labelPrefix ?? '';
  return [
    {
      label: `${prefix}email code sign-ins/s (end to end)`,
      value: round(latencies.length / elapsed, 1),
      unit: 'sign-ins/s',
      budget: options.budget,
    },
    {
      label: `${prefix}code sign-in flow latency p99`,
      value: round(percentile(latencies, 99), 0),
      unit: 'ms',
    },
    {
      label: `${prefix}server CPU per sign-in (all threads)`,
      value: round(serverCpuMs / count, 1),
      unit: 'ms',
    },
    {
      label: `${prefix}bench CPU per sign-in (browsers, SMTP server)`,
      value: round(benchCpuMs / count, 1),
      unit: 'ms',
    },
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
