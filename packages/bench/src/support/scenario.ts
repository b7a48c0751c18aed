/** A limit from the Budgets table in ARCHITECTURE.md. */
export type Budget = { comparison: 'below' | 'at-least'; limit: number };

export type Measurement = {
  /** What was measured, in words a reader of the report understands. */
  label: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** The individual runs behind an aggregated value, for the JSON report. */
  samples?: number[];
};

export type Scenario = {
  /** Kebab-case; what `--only` takes. */
  name: string;
  description: string;
  /** Left out of a full run (it takes minutes); runs with `--only <name>`. */
  onlyWhenAsked?: boolean;
  run: () => Promise<Measurement[]>;
};

export type Verdict = 'PASS' | 'FAIL' | 'INFO';

export function judge(measurement: Measurement): Verdict {
  const { budget, value } = measurement;
  if (!budget) {
    return 'INFO';
  }
  const within = budget.comparison === 'below' ? value < budget.limit : value >= budget.limit;
  return within ? 'PASS' : 'FAIL';
}

export const describeBudget = (measurement: Measurement) =>
  measurement.budget
    ? `${measurement.budget.comparison === 'below' ? '<' : '>='} ${measurement.budget.limit} ${measurement.unit}`
    : '-';
