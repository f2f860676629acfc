import { z } from 'zod';

export const AUDIT_PAGE_DEFAULT = 25;
export const AUDIT_PAGE_MAX = 100;

/** A page of the audit trail, newest first: `after` is the previous page's `endCursor`. */
export const auditEventsQuerySchema = z
  .object({
    first: z
      .number({ error: 'first must be a whole number' })
      .int('first must be a whole number')
      .min(1, 'first must be at least 1')
      .max(AUDIT_PAGE_MAX, `first must be at most ${AUDIT_PAGE_MAX}`)
      .nullish()
      .transform((value) => value ?? AUDIT_PAGE_DEFAULT),
    after: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, 'after must be a cursor from a previous page')
      .nullish()
      .transform((value) => (value ? Number(value) : null)),
    entityType: z.string().trim().min(1, 'entityType must not be empty').max(60, 'entityType is too long').nullish(),
    entityId: z.string().trim().min(1, 'entityId must not be empty').max(100, 'entityId is too long').nullish(),
  })
  .refine((query) => !query.entityId || query.entityType, { message: 'entityId needs an entityType', path: ['entityId'] });

export type AuditEventsQueryInput = z.input<typeof auditEventsQuerySchema>;
