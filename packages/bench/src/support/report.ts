import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultsFile } from './paths.js';
import { describeBudget, judge, type Measurement, type Verdict } from './scenario.js';

export type ScenarioOutcome = {
  name: string;
  description: string;
  durationMs: number;
  measurements: Measurement[];
  /** Set when the scenario could not finish; counts as a failure. */
  error?: string;
};

type Row = {
  scenario: string;
  label: string;
  value: string;
  budget: string;
  verdict: Verdict | 'ERROR';
};

const toRows = (outcome: ScenarioOutcome): Row[] =>
  outcome.error
    ? [
        {
          scenario: outcome.name,
          label: outcome.error.split('\n')[0] ?? '',
          value: '-',
          budget: '-',
          verdict: 'ERROR',
        },
      ]
    : outcome.measurements.map((measurement) => ({
        scenario: outcome.name,
        label: measurement.label,
        value: `${measurement.value} ${measurement.unit}`,
        budget: describeBudget(measurement),
        verdict: judge(measurement),
      }));

export const hasFailed = (outcomes: ScenarioOutcome[]) =>
  outcomes.some(
    (outcome) =>
      outcome.error !== undefined || outcome.measurements.some((m) => judge(m) === 'FAIL'),
  );

export function formatTable(outcomes: ScenarioOutcome[]): string {
  const header: Row = {
    scenario: 'scenario',
    label: 'measurement',
    value: 'value',
    budget: 'budget',
    verdict: 'PASS',
  };
  const rows = outcomes.flatMap(toRows);
  const cells = (row: Row, isHeader = false) => [
    row.scenario,
    row.label,
    row.value,
    row.budget,
    isHeader ? 'result' : row.verdict,
  ];
  const widths = [header, ...rows].map((row, index) =>
    cells(row, index === 0).map((cell) => cell.length),
  );
  const columnWidths =
    widths[0]?.map((_, column) => Math.max(...widths.map((row) => row[column] ?? 0))) ?? [];
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(columnWidths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = columnWidths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells(header, true)), rule, ...rows.map((row) => line(cells(row)))].join('\n');
}

/** Writes the run to bench-results/latest.json (git-ignored) and returns the path. */
export function writeResults(
  outcomes: ScenarioOutcome[],
  startedAt: Date,
  loadAverageAtStart: number,
  only?: string,
): string {
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    only: only ?? null,
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      totalMemoryMb: Math.round(os.totalmem() / 1e6),
      loadAverageAtStart,
    },
    passed: !hasFailed(outcomes),
    scenarios: outcomes.map((outcome) => ({
      ...outcome,
      measurements: outcome.measurements.map((measurement) => ({
        ...measurement,
        result: judge(measurement),
      })),
    })),
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  return resultsFile;
}
