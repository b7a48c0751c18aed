import { z } from 'zod';

export const onboardingProjects = ['personal', 'company'] as const;
const deploymentTypes = ['open-source', 'cloud'] as const;
const onboardingTitles = [
  'developer',
  'team-lead',
  'ceo',
  'cto',
  'product',
  'others',
] as const;
const companySizes = ['1', '2-49', '50-199', '200-999', '1000+'] as const;
const onboardingReasons = [
  'passwordless',
  'efficiency',
  'access-control',
  'multi-tenancy',
  'enterprise',
  'monetization',
  'others',
] as const;
export const onboardingStages = [
  'new-product',
  'existing-product',
  'target-enterprise-ready',
] as const;
export const onboardingAdditionalFeatures = [
  'customize-ui-and-flow',
  'compliance',
  'export-user-data',
  'budget-control',
  'bring-own-auth',
  'others',
] as const;

/** Answers of the onboarding welcome step; every answer is optional until submitted. */
export const onboardingQuestionnaireGuard = z.object({
  project: z.enum(onboardingProjects).optional(),
  deploymentType: z.enum(deploymentTypes).optional(),
  titles: z.array(z.enum(onboardingTitles)).optional(),
  /** Asked only when the project is a company's. */
  companyName: z.string().optional(),
  companySize: z.enum(companySizes).optional(),
  reasons: z.array(z.enum(onboardingReasons)).optional(),
  stage: z.enum(onboardingStages).optional(),
  additionalFeatures: z.array(z.enum(onboardingAdditionalFeatures)).optional(),
});
export type OnboardingQuestionnaire = z.infer<typeof onboardingQuestionnaireGuard>;
