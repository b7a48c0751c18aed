import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { loadPlanCatalogue, PlansFileError, toPlanCatalogue } from './plan-catalogue.js';

const defaultFile = loadConfig({}).plansFile;
const defaults = JSON.parse(readFileSync(defaultFile, 'utf8')) as { plans: { id: string; quota: Record<string, unknown> }[] };

const writeTemporary = (content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'plans-')), 'plans.json');
  writeFileSync(file, content);
  return file;
};

describe('plans file', () => {
  it('reads the built-in file by default and the operator\'s with PLANS_FILE', () => {
    expect(path.basename(defaultFile)).toBe('plans.json');
    const catalogue = loadPlanCatalogue(defaultFile);
    expect(catalogue.plans.map((plan) => plan.id)).toEqual(['free', 'pro', 'enterprise', 'dev', 'admin']);
    const own = writeTemporary(JSON.stringify({ plans: defaults.plans.filter((plan) => plan.id !== 'pro') }));
    expect(loadConfig({ PLANS_FILE: own }).plansFile).toBe(own);
    expect(loadPlanCatalogue(own).plans.map((plan) => plan.id)).toEqual(['free', 'enterprise', 'dev', 'admin']);
  });

  it('reads an unknown plan id as free', () => {
    const catalogue = loadPlanCatalogue(defaultFile);
    expect(catalogue.planOf('grandfathered-pro').id).toBe('free');
    expect(catalogue.planOf('dev').quota.mauLimit).toBe(100);
  });

  it('stops the start on a missing plan, a missing quota field, a duplicate id or bad JSON', () => {
    const withoutDev = { plans: defaults.plans.filter((plan) => plan.id !== 'dev') };
    expect(() => toPlanCatalogue(withoutDev, 0)).toThrow(/the plan "dev" is required/);
    const [free, ...rest] = defaults.plans;
    const { hooksLimit: _dropped, ...partialQuota } = free?.quota ?? {};
    expect(() => toPlanCatalogue({ plans: [{ ...free, quota: partialQuota }, ...rest] }, 0)).toThrow(/hooksLimit/);
    expect(() => toPlanCatalogue({ plans: [...defaults.plans, defaults.plans[0]] }, 0)).toThrow(/"free" is used more than once/);
    expect(() => loadPlanCatalogue(writeTemporary('{ not json'))).toThrow(PlansFileError);
    expect(() => loadPlanCatalogue(path.join(tmpdir(), 'no-such-plans.json'))).toThrow(PlansFileError);
  });
});

describe('sold plans', () => {
  it('finds the plan a SKU sells with its price and Stripe price, and lists the Stripe price', () => {
    const plans = defaults.plans.map((plan) =>
      plan.id === 'pro' ? { ...plan, sku: { unitPrice: 1600, stripePriceId: 'price_pro' } } : plan,
    );
    const catalogue = toPlanCatalogue({ plans }, 0);
    expect(catalogue.soldPlanOf('pro')).toMatchObject({ plan: { id: 'pro' }, unitPrice: 1600, stripePriceId: 'price_pro' });
    expect(catalogue.plans.find((plan) => plan.id === 'pro')?.stripeProducts).toEqual([
      { type: 'flat', price: { id: 'price_pro', unitAmount: 1600 } },
    ]);
    expect(catalogue.soldPlanOf('enterprise')).toMatchObject({ unitPrice: null });
    expect(catalogue.soldPlanOf('dev')).toBeUndefined();
    expect(catalogue.soldPlanOf('no-such-sku')).toBeUndefined();
    expect(catalogue.plans.find((plan) => plan.id === 'free')?.stripeProducts).toEqual([]);
  });
});
