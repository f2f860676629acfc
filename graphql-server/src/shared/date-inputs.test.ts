import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationListSchema } from '../modules/applications/application-admin.schemas.js';
import { staffApplicationSchema } from '../modules/applications/staff-application.schemas.js';
import { editBusinessFactsSchema } from '../modules/businesses/business.schemas.js';
import { dashboardRangeSchema } from '../modules/dashboard/dashboard.schemas.js';
import { requestInfoSchema } from '../modules/documents/documents.schemas.js';
import { commissionReceivedSchema, markFundedSchema, transactionSchema } from '../modules/fundings/fundings.schemas.js';
import { createLenderSchema } from '../modules/lenders/lenders.schemas.js';
import { recordPaymentSchema } from '../modules/net30/net30.schemas.js';

/**
 * Issue 27 item 4: every date the product reads goes through one check (shared/calendar.ts isCalendarDate), so a
 * month or day the calendar does not have is a field error, never a date PostgreSQL refuses (a 500) or one that
 * quietly rolls over to the next month.
 */
const DATE_FIELDS: [string, z.ZodType, (date: string) => unknown, string[]][] = [
  ['fundings: funded date', markFundedSchema, (date) => ({ fundedOn: date }), ['fundedOn']],
  ['fundings: transaction date', transactionSchema, (date) => ({ occurredOn: date }), ['occurredOn']],
  ['fundings: commission received', commissionReceivedSchema, (date) => ({ receivedOn: date }), ['receivedOn']],
  ['net30: payment received', recordPaymentSchema, (date) => ({ receivedOn: date }), ['receivedOn']],
  ['dashboard: range', dashboardRangeSchema, (date) => ({ from: date, to: date }), ['from']],
  [
    'applications: submitted from',
    applicationListSchema,
    (date) => ({ filter: { submittedFrom: date } }),
    ['filter', 'submittedFrom'],
  ],
  ['staff application: FICO as of', staffApplicationSchema, (date) => ({ ficoAsOf: date }), ['ficoAsOf']],
  ['lenders: agreement signed', createLenderSchema, (date) => ({ agreementSignedOn: date }), ['agreementSignedOn']],
  ['businesses: start date', editBusinessFactsSchema, (date) => ({ startedOn: date }), ['startedOn']],
  ['documents: due date', requestInfoSchema, (date) => ({ dueAt: date }), ['dueAt']],
];

const issuesAt = (schema: z.ZodType, input: unknown, path: string[]) =>
  (schema.safeParse(input).error?.issues ?? []).filter((issue) => issue.path.join('.') === path.join('.'));

describe('date inputs', () => {
  it.each(DATE_FIELDS)('%s refuses a month or day the calendar does not have', (_name, schema, input, path) => {
    for (const date of ['2026-13-01', '2026-02-30', '2026-04-31', '0000-01-01', '2026-1-1']) {
      expect(issuesAt(schema, input(date), path), date).not.toEqual([]);
    }
  });

  it.each(DATE_FIELDS)('%s accepts a real day', (_name, schema, input, path) => {
    // A past day (no field here refuses one but the due date) and a future one (only the due date needs it).
    const day = path[0] === 'dueAt' ? '2999-02-28' : '2024-02-29';
    expect(issuesAt(schema, input(day), path)).toEqual([]);
  });
});
