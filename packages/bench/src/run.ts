import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientCredentials } from './scenarios/client-credentials.js';
import { clientCredentialsCustomJwt } from './scenarios/client-credentials-custom-jwt.js';
import { codeSignIn, codeSignInPostgres } from './scenarios/code-sign-in.js';
import { eventEmission } from './scenarios/event-emission.js';
import { consoleFirstLoad } from './scenarios/console-first-load.js';
import { experienceFirstLoad } from './scenarios/experience-first-load.js';
import { httpThroughput } from './scenarios/http-throughput.js';
import { idleMemory } from './scenarios/idle-memory.js';
import { passwordSignIn } from './scenarios/password-sign-in.js';
import { passkeySignIn } from './scenarios/passkey-sign-in.js';
import { passwordTotpSignIn } from './scenarios/password-totp-sign-in.js';
import { previewUpdate } from './scenarios/preview-update.js';
import { scaleOut } from './scenarios/scale-out.js';
import { soak } from './scenarios/soak.js';
import { startToReady } from './scenarios/start-to-ready.js';
import { logsAtScaleEmbedded, logsAtScalePostgres } from './scenarios/logs-at-scale.js';
import { usersAtScaleEmbedded, usersAtScalePostgres } from './scenarios/users-at-scale.js';
import { webhookThroughput } from './scenarios/webhook-throughput.js';
import {
  organizationsAtScaleEmbedded,
  organizationsAtScalePostgres,
} from './scenarios/organizations-at-scale.js';
import { repoRoot } from './support/paths.js';
import { formatTable, hasFailed, writeResults, type ScenarioOutcome } from './support/report.js';
import type { Scenario } from './support/scenario.js';

/** Every benchmark, in run order. A new one is a file in scenarios/ added here. */
const scenarios: Scenario[] = [
  startToReady,
  idleMemory,
  httpThroughput,
  consoleFirstLoad,
  experienceFirstLoad,
  previewUpdate,
  clientCredentials,
  clientCredentialsCustomJwt,
  passwordSignIn,
  passwordTotpSignIn,
  codeSignIn,
  codeSignInPostgres,
  scaleOut,
  soak,
  usersAtScaleEmbedded,
  usersAtScalePostgres,
  logsAtScaleEmbedded,
  logsAtScalePostgres,
  organizationsAtScaleEmbedded,
  organizationsAtScalePostgres,
  passkeySignIn,
  webhookThroughput,
  eventEmission,
];

async function runScenario(scenario: Scenario): Promise<ScenarioOutcome> {
  process.stdout.write(`▸ ${scenario.name}: ${scenario.description}\n`);
  const started = performance.now();
  const outcome = { name: scenario.name, description: scenario.description };
  try {
    const measurements = await scenario.run();
    return { ...outcome, durationMs: Math.round(performance.now() - started), measurements };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`  ${scenario.name} failed: ${message}\n`);
    return {
      ...outcome,
      durationMs: Math.round(performance.now() - started),
      measurements: [],
      error: message,
    };
  }
}

function selectScenarios(only: string | undefined): Scenario[] {
  if (only === undefined) {
    return scenarios.filter((scenario) => !scenario.onlyWhenAsked);
  }
  const selected = scenarios.filter((scenario) => scenario.name === only);
  if (selected.length === 0) {
    process.stderr.write(
      `Unknown scenario "${only}". Known: ${scenarios.map((scenario) => scenario.name).join(', ')}.\n`,
    );
    process.exit(2);
  }
  return selected;
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const startedAt = new Date();
// Figures from a machine busy with other work say little about the server; say so up front.
const loadAverageAtStart = os.loadavg()[0] ?? 0;
if (loadAverageAtStart > os.cpus().length / 2) {
  process.stderr.write(
    `Warning: load average ${loadAverageAtStart.toFixed(1)} on ${os.cpus().length} CPUs; other work will skew these figures.\n`,
  );
}
const outcomes: ScenarioOutcome[] = [];
for (const scenario of selectScenarios(values.only)) {
  outcomes.push(await runScenario(scenario));
}
const file = writeResults(outcomes, startedAt, loadAverageAtStart, values.only);
process.stdout.write(`\n${formatTable(outcomes)}\n\nResults: ${path.relative(repoRoot, file)}\n`);
if (hasFailed(outcomes)) {
  process.stderr.write('\nA budget failed or a scenario did not finish.\n');
  process.exitCode = 1;
}
