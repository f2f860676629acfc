import 'reflect-metadata';
import { buildSchemaSync, Query, Resolver } from 'type-graphql';
import { GraphQLEnumType } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DeclineReasonCode, type DeclineReasonCodeValue } from './catalogue.types.js';
import {
  DECLINE_REASONS,
  DECLINE_REASON_CODES,
  declineReasonTexts,
  ENTITY_TYPES,
  INDUSTRIES,
  industryForNaics,
  PLAN_IDS,
  PLANS,
  PRODUCTS,
  US_STATES,
} from './index.js';
import { renderWebCatalogue, WEB_CATALOGUE_PATH } from './web-catalogue.js';

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('catalogue', () => {
  it.each([
    ['products', PRODUCTS.map((product) => product.code)],
    ['industries', INDUSTRIES.map((industry) => industry.code)],
    ['US states', US_STATES.map((state) => state.code)],
    ['entity types', ENTITY_TYPES.map((entityType) => entityType.code)],
    ['decline reasons', DECLINE_REASONS.map((reason) => reason.code)],
    ['plans', PLANS.map((plan) => plan.id)],
  ])('has no duplicate %s codes', (_list, codes) => {
    expect(codes.length).toBeGreaterThan(0);
    expect(duplicates(codes)).toEqual([]);
  });

  it('has the ten home-page industry tiles, each with at least one 2–4 digit NAICS prefix, no prefix claimed twice', () => {
    expect(INDUSTRIES).toHaveLength(10);
    for (const industry of INDUSTRIES) {
      expect(industry.naicsPrefixes.length, industry.code).toBeGreaterThan(0);
      for (const prefix of industry.naicsPrefixes) expect(prefix, industry.code).toMatch(/^\d{2,4}$/);
    }
    expect(duplicates(INDUSTRIES.flatMap((industry) => industry.naicsPrefixes))).toEqual([]);
  });

  it('maps a NAICS code to the tile of its longest prefix', () => {
    expect(industryForNaics('722511')).toBe('restaurants');
    expect(industryForNaics('484121')).toBe('transportation');
    expect(industryForNaics('454110')).toBe('ecommerce');
    expect(industryForNaics('445110')).toBe('retail');
    expect(industryForNaics('236220')).toBe('construction');
    expect(industryForNaics('111110')).toBe('other');
  });

  it('has the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  it('lists the plan ids in the order of the plans', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(PLAN_IDS);
  });

  it('has the BACKOFFICE §3.6 decline codes; only `other` needs a note and shows it verbatim', () => {
    expect(DECLINE_REASON_CODES).toEqual([
      'incomplete_application',
      'unverifiable_information',
      'revenue_below_minimums',
      'time_in_business_below_minimums',
      'credit_score_below_minimums',
      'restricted_industry',
      'restricted_state',
      'too_many_positions',
      'no_program_match',
      'duplicate_application',
      'other',
    ]);
    expect(DECLINE_REASONS.filter((reason) => reason.noteRequired).map((reason) => reason.code)).toEqual(['other']);
    expect(declineReasonTexts(['incomplete_application', 'other'], '  Bank statements were not legible  ')).toEqual([
      'we could not complete your application',
      'Bank statements were not legible',
    ]);
    expect(() => declineReasonTexts(['other'], ' ')).toThrow(RangeError);
  });
});

describe('catalogue GraphQL enums', () => {
  // Decorators applied by hand: the unit project's transform does not compile decorator syntax.
  class EnumProbe {
    declineReasons(): DeclineReasonCodeValue[] {
      return [...DECLINE_REASON_CODES];
    }
  }
  Query(() => [DeclineReasonCode])(EnumProbe.prototype, 'declineReasons', Object.getOwnPropertyDescriptor(EnumProbe.prototype, 'declineReasons')!);
  Resolver()(EnumProbe);

  it('DeclineReasonCode has exactly the catalogue codes as its values', () => {
    const schema = buildSchemaSync({ resolvers: [EnumProbe], validate: false });
    const type = schema.getType('DeclineReasonCode');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues();
    expect(values.map((value) => value.name)).toEqual(DECLINE_REASON_CODES);
    expect(values.map((value) => value.value)).toEqual(DECLINE_REASON_CODES);
  });
});

describe("the web app's copy of the catalogue", () => {
  it('is what `npm run catalogue` writes today (regenerate with `npm run generate` and commit it)', () => {
    expect(readFileSync(WEB_CATALOGUE_PATH, 'utf8')).toBe(renderWebCatalogue());
  });
});
