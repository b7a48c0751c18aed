/** Types of build-steps.mjs for the tests that drive it. */
export type Step = {
  title: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
};
export type Build = { name: string; output: string; workspace: string; optional?: string };
export type StepOptions = { out?: { write: (text: string) => unknown }; verbose?: boolean };

export const root: string;
export const builds: Build[];
export function runStep(step: Step, options?: StepOptions): Promise<number>;
export function runBuild(build: Build, options?: StepOptions): Promise<void>;
export function isBuildable(build: Build): boolean;
export function isBuilt(build: Build): boolean;
