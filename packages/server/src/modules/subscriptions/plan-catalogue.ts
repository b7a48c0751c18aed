import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { subscriptionQuotaGuard, type Sku, type SubscriptionPlan } from '@tessera/schemas';

/** Plans the server itself assigns: new production tenants, development tenants, built-in tenants. */
export const systemPlanIds = { free: 'free', development: 'dev', builtIn: 'admin' } as const;

const planIdPattern = /^[\da-z][\da-z-]{0,63}$/;

/**
 * The operator's plans file: every plan with its full quota; a plan with `sku` is sold as a
 * `Basic` SKU of the same id at `unitPrice` cents a month (null: price on request); add-ons are
 * the `AddOn` SKUs.
 */
const plansFileGuard = z
  .object({
    plans: z
      .array(
        z.object({
          id: z.string().regex(planIdPattern),
          name: z.string().min(1),
          sku: z
            .object({
              unitPrice: z.int().nonnegative().nullable(),
              /** The Stripe price (`price_…`) a Stripe checkout of this plan subscribes to. */
              stripePriceId: z.string().min(1).optional(),
            })
            .optional(),
          quota: subscriptionQuotaGuard.required(),
        }),
      )
      .min(1),
    addOns: z
      .array(
        z.object({
          id: z.string().regex(planIdPattern),
          name: z.string().min(1),
          unitPrice: z.int().nonnegative(),
          quota: subscriptionQuotaGuard.partial(),
        }),
      )
      .default([]),
  })
  .superRefine((file, context) => {
    const ids = [...file.plans, ...file.addOns].map((item) => item.id);
    for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index))) {
      context.addIssue({ code: 'custom', message: `"${id}" is used more than once` });
    }
    for (const id of Object.values(systemPlanIds)) {
      if (!file.plans.some((plan) => plan.id === id)) {
        context.addIssue({ code: 'custom', path: ['plans'], message: `the plan "${id}" is required` });
      }
    }
  });

export type PlanQuota = SubscriptionPlan['quota'];

/** The plans and SKUs a deployment sells, read once at start. */
export type PlanCatalogue = {
  plans: readonly SubscriptionPlan[];
  skus: readonly Sku[];
  /** The plan of this id; an unknown id (a plan since removed from the file) reads as free. */
  planOf: (planId: string) => SubscriptionPlan;
  /** The plan sold as this `Basic` SKU, with its price; undefined when the SKU is not sold. */
  soldPlanOf: (skuId: string) => SoldPlan | undefined;
};

/** A plan a checkout can buy. */
export type SoldPlan = { plan: SubscriptionPlan; unitPrice: number | null; stripePriceId?: string };

export class PlansFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid plans file ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Builds the catalogue from the file's parsed content; `updatedAt` stamps every plan and SKU. */
export function toPlanCatalogue(content: unknown, updatedAt: number, file = 'plans file'): PlanCatalogue {
  const parsed = plansFileGuard.safeParse(content);
  if (!parsed.success) {
    throw new PlansFileError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    );
  }
  const stamp = { createdAt: updatedAt, updatedAt };
  const plans: SubscriptionPlan[] = parsed.data.plans.map(({ id, name, sku, quota }) => ({
    id,
    name,
    ...stamp,
    stripeProducts: sku?.stripePriceId
      ? [{ type: 'flat', price: { id: sku.stripePriceId, unitAmount: sku.unitPrice } }]
      : [],
    quota,
  }));
  const skus: Sku[] = [
    ...parsed.data.plans.flatMap(({ id, name, sku, quota }) =>
      sku ? [{ id, name, type: 'Basic' as const, unitPrice: sku.unitPrice, quota, ...stamp }] : [],
    ),
    ...parsed.data.addOns.map(({ id, name, unitPrice, quota }) => ({
      id,
      name,
      type: 'AddOn' as const,
      unitPrice,
      quota,
      ...stamp,
    })),
  ];
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const free = byId.get(systemPlanIds.free);
  if (!free) {
    throw new PlansFileError(file, [`the plan "${systemPlanIds.free}" is required`]);
  }
  const sold = new Map(
    parsed.data.plans.flatMap(({ id, sku }) => {
      const plan = byId.get(id);
      return sku && plan ? [[id, { plan, unitPrice: sku.unitPrice, stripePriceId: sku.stripePriceId }] as const] : [];
    }),
  );
  return { plans, skus, planOf: (planId) => byId.get(planId) ?? free, soldPlanOf: (skuId) => sold.get(skuId) };
}

/** Reads and checks the plans file; a missing or invalid file stops the start with its problems. */
export function loadPlanCatalogue(file: string): PlanCatalogue {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PlansFileError(file, [error instanceof Error ? error.message : String(error)]);
  }
  return toPlanCatalogue(content, Math.floor(statSync(file).mtimeMs), file);
}
