import type fc from 'fast-check';

/* What the fuzz suite sends, and what it expects of the answer. */

/** `refused`: the request breaks the contract (4xx with a code); `handled`: extreme but allowed (no failure). */
export type Expectation = 'refused' | 'handled';

export type RequestBody = { contentType: string; text: string } | { form: [string, string][] };

export type RequestCase = {
  operation: string;
  /** What was changed: `path id`, `query page`, `body customData.a`, `body`. */
  target: string;
  category: string;
  expectation: Expectation;
  method: string;
  /** Below `/api`, encoded, with the query. */
  url: string;
  body?: RequestBody;
  secured: boolean;
};

export type CaseSource = {
  target: string;
  category: string;
  expectation: Expectation;
  arbitrary: fc.Arbitrary<RequestCase>;
};

/** The parts of a request a case changes; the rest stays as the baseline has it. */
export type Parts = { path: Record<string, string>; query: [string, string][]; body?: RequestBody };

/** Makes a case source of an operation from the parts it changes. */
export type Source = (
  target: string,
  category: string,
  expectation: Expectation,
  arbitrary: fc.Arbitrary<Partial<Parts>>,
) => CaseSource;
