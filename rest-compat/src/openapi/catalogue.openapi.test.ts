import { describe, expect, it } from 'vitest';
import { INDUSTRY_CODES, PLAN_IDS, PLANS, PRODUCT_CODES, US_STATE_CODES } from '../../../graphql-server/src/index.js';
import { openApiDocument } from './document.js';

type SchemaObject = { enum?: unknown[]; properties?: Record<string, SchemaObject>; examples?: unknown[]; example?: unknown };

const schemas = () => openApiDocument().components!.schemas as Record<string, SchemaObject>;

describe('the OpenAPI document takes its enums from the catalogue', () => {
  it('the intake: product, industry and state', () => {
    const intake = schemas().ApplicationIntake!.properties!;
    expect(intake.product!.enum).toEqual(PRODUCT_CODES);
    expect(intake.industry!.enum).toEqual(INDUSTRY_CODES);
    expect(intake.state!.enum).toEqual(US_STATE_CODES);
  });

  it('the NetBuilder plan ids, and the plan example is the catalogue’s Most Popular plan', () => {
    expect(schemas().NetbuilderPlanId!.enum).toEqual(PLAN_IDS);
    const plan = schemas().NetbuilderPlan!.properties!;
    const growth = PLANS.find((plan) => plan.mostPopular)!;
    const example = (schema: SchemaObject) => schema.examples?.[0] ?? schema.example;
    expect([example(plan.name!), example(plan.price!), example(plan.tradelineValue!), example(plan.netTerms!), example(plan.creditLimit!)]).toEqual([
      growth.name,
      growth.price,
      growth.tradelineValue,
      growth.netTerms,
      growth.creditLimit,
    ]);
  });
});
