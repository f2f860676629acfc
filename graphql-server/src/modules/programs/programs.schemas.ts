import { z } from 'zod';
import { ENTITY_TYPE_CODES, PRODUCT_CODES, US_STATE_CODES } from '../../catalogue/index.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../applications/application-admin.schemas.js';
import { PROGRAM_STATUSES } from './lender-program.entity.js';

export const PROGRAM_NOT_FOUND = 'Program not found';
export const INVALID_PROGRAM_ID = 'Invalid program ID';
export const programNameTaken = (name: string) => `A program named "${name}" already exists for this lender`;
export const PRODUCT_FIXED = "A program's product cannot change: duplicate the program for another product";
export const ADD_LENDER_FIRST = 'Add a lender first';

const nameMessage = 'Program name must be 3 to 80 characters';
export const programName = z.string({ error: nameMessage }).trim().min(3, nameMessage).max(80, nameMessage);

/** R3 *Save draft* of a new program; the criteria document is validated by the matching module's schema. */
export const createProgramSchema = z.object({
  lenderId: z.union([z.string(), z.number()]),
  name: programName,
  criteria: z.unknown(),
});

export const updateDraftSchema = z.object({
  name: programName.nullish(),
  criteria: z.unknown(),
  expectedVersion: z.number().int().min(1, 'expectedVersion is required'),
});

export const pauseProgramSchema = z.object({
  reason: z.string({ error: 'Reason must be 5 to 500 characters' }).trim().min(5, 'Reason must be 5 to 500 characters').max(500, 'Reason must be 5 to 500 characters'),
  expectedVersion: z.number().int().min(1, 'expectedVersion is required'),
});

const pageSizeMessage = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** R2's matrix and R4's list: filters product / status / lender, search program or lender name, one page. */
export const programListSchema = z.object({
  filter: z
    .object({
      search: z.string().trim().max(100, 'Search for at most 100 characters').nullish(),
      product: z.enum(PRODUCT_CODES, 'Unknown product').nullish(),
      status: z.enum(PROGRAM_STATUSES, 'Unknown program status').nullish(),
      lenderId: z.number({ error: 'Unknown lender' }).int('Unknown lender').min(1, 'Unknown lender').nullish(),
    })
    .nullish()
    .transform((filter) => filter ?? {}),
  page: z.number().int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').nullish().transform((page) => page ?? 1),
  pageSize: z.number().int(pageSizeMessage).min(1, pageSizeMessage).max(MAX_PAGE_SIZE, pageSizeMessage).nullish().transform((size) => size ?? DEFAULT_PAGE_SIZE),
});
export type ProgramListInput = z.input<typeof programListSchema>;
export type ProgramListQuery = z.output<typeof programListSchema>;

const amountMessage = 'Amount must be a whole number of cents from $1,000 to $10,000,000';
const requestedCents = z.number({ error: amountMessage }).int(amountMessage).min(100_000, amountMessage).max(1_000_000_000, amountMessage);
const product = z.enum(PRODUCT_CODES, { error: `Product must be one of: ${PRODUCT_CODES.join(', ')}` });

/** R2's coverage heatmap: a product and an amount. */
export const coverageHeatmapSchema = z.object({ product, amountCents: requestedCents });

const optionalWhole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message).nullish();

/** R2's what-if tester: an applicant made up on the spot; absent facts are missing, as on a real application. */
export const whatIfSchema = z.object({
  amountCents: requestedCents,
  product,
  fico: optionalWhole(300, 850, 'FICO must be from 300 to 850'),
  ficoVerified: z.boolean().nullish(),
  monthsInBusiness: optionalWhole(0, 600, 'Months in business must be from 0 to 600'),
  monthlyRevenueCents: optionalWhole(0, 1_000_000_000, 'Monthly revenue must be from $0 to $10,000,000'),
  revenueVerified: z.boolean().nullish(),
  openPositions: optionalWhole(0, 10, 'Open positions must be from 0 to 10'),
  state: z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' }),
  naicsCode: z.string({ error: 'Industry code must be 2 to 6 digits' }).regex(/^\d{2,6}$/, 'Industry code must be 2 to 6 digits').nullish(),
  entityType: z.enum(ENTITY_TYPE_CODES, { error: `Entity type must be one of: ${ENTITY_TYPE_CODES.join(', ')}` }).nullish(),
  onTimeTradeMonths: optionalWhole(0, 120, 'On-time trade months must be from 0 to 120'),
});
export type WhatIfInput = z.input<typeof whatIfSchema>;
