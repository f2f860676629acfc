import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ledgerTotals } from '../fundings/funding-ledger.js';
import { FundingTransaction } from '../fundings/funding-transaction.entity.js';
import { Role } from '../users/user.entity.js';
import { findLender } from './lender-lookup.js';
import { z } from 'zod';
import { pageFields, type Page } from '../../shared/paging.js';
import { awaitingSql } from '../submissions/sla-nudges.js';
import { parseInput } from '../../shared/validation.js';

export interface LenderSubmissionRow {
  submissionId: number;
  applicationId: number;
  number: string | null;
  businessName: string;
  status: string;
  sharedAt: Date | null;
  firstViewedAt: Date | null;
  respondedAt: Date | null;
  /** The largest offer it made on the file (any status); null when it made none. */
  offerAmountCents: number | null;
}

export interface LenderFundingRow {
  fundingId: number;
  applicationId: number;
  number: string | null;
  businessName: string;
  fundedOn: string;
  fundedAmountCents: number;
  expectedPaybackCents: number;
  /** From the ledger, as R14 counts them (payments net of reversals; remaining is negative after an overpayment). */
  paidToDateCents: number;
  remainingCents: number;
  status: string;
}

export interface LenderAccessRow {
  id: number;
  at: Date;
  userName: string;
  action: string;
  documentName: string | null;
  applicationId: number;
  number: string | null;
}

export interface LateSubmission {
  submissionId: number;
  lenderId: number;
  lenderName: string;
  applicationId: number;
  number: string | null;
  slaDueAt: Date;
  lastNudgedAt: Date | null;
}

/** Raw SQL answers timestamps as text: the GraphQL date scalar needs Dates. */
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const pageSchema = z.object(pageFields);
/** §0's paging: a bad page or size is a 400 naming the field, as on every other list. */
const pageOf = (page: unknown, pageSize: unknown) => {
  const { page: number, pageSize: size } = parseInput(pageSchema, { page, pageSize });
  return { size, number, offset: (number - 1) * size };
};

/**
 * R9's Submissions, Funded deals and Access log tabs (every file shared with one lender, its funded deals, which of
 * its users opened which file or document when) and R6's "Waiting past SLA now" alert. Admins only; read-only SQL,
 * newest first, paginated (25 a page, at most 100).
 */
export class LenderActivityService {
  constructor(private readonly em: EntityManager) {}

  async submissions(
    caller: Caller,
    lenderIdValue: unknown,
    page = 1,
    pageSize = 25,
  ): Promise<Page<LenderSubmissionRow>> {
    const lender = await this.lender(caller, lenderIdValue);
    const { size, number, offset } = pageOf(page, pageSize);
    const [total] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from submission where lender_id = ? and shared_at is not null`,
      [lender],
    );
    const rows = await this.em.execute<
      {
        id: number;
        application_id: number;
        number: string | null;
        business_name: string;
        status: string;
        shared_at: Date | null;
        first_viewed_at: Date | null;
        responded_at: Date | null;
        offer_amount: string | null;
      }[]
    >(
      `select s.id, s.application_id, a.number, a.business_name, s.status, s.shared_at, s.first_viewed_at, s.responded_at,
              (select max(o.amount) from offer o where o.submission_id = s.id)::text as offer_amount
         from submission s join applications a on a.id = s.application_id
        where s.lender_id = ? and s.shared_at is not null
        order by s.shared_at desc, s.id desc limit ? offset ?`,
      [lender, size, offset],
    );
    return {
      items: rows.map((row) => ({
        submissionId: row.id,
        applicationId: row.application_id,
        number: row.number,
        businessName: row.business_name,
        status: row.status,
        sharedAt: dateOrNull(row.shared_at),
        firstViewedAt: dateOrNull(row.first_viewed_at),
        respondedAt: dateOrNull(row.responded_at),
        offerAmountCents: row.offer_amount === null ? null : Number(row.offer_amount),
      })),
      totalCount: total?.n ?? 0,
      page: number,
      pageSize: size,
    };
  }

  async fundings(caller: Caller, lenderIdValue: unknown, page = 1, pageSize = 25): Promise<Page<LenderFundingRow>> {
    const lender = await this.lender(caller, lenderIdValue);
    const { size, number, offset } = pageOf(page, pageSize);
    const [total] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from funding where lender_id = ?`,
      [lender],
    );
    const rows = await this.em.execute<
      {
        id: number;
        application_id: number;
        number: string | null;
        business_name: string;
        funded_on: string;
        funded_amount: string;
        expected_payback: string;
        status: string;
      }[]
    >(
      `select f.id, f.application_id, a.number, a.business_name, f.funded_on::text as funded_on, f.funded_amount::text as funded_amount,
              f.expected_payback::text as expected_payback, f.status
         from funding f join applications a on a.id = f.application_id
        where f.lender_id = ? order by f.funded_on desc, f.id desc limit ? offset ?`,
      [lender, size, offset],
    );
    // The page's ledgers in one query, totalled by R14's own rules.
    const ledger =
      rows.length === 0
        ? []
        : await this.em.find(FundingTransaction, { fundingId: { $in: rows.map((row) => row.id) } });
    return {
      items: rows.map((row) => {
        const totals = ledgerTotals(
          Number(row.expected_payback),
          ledger.filter((entry) => entry.fundingId === row.id),
        );
        return {
          fundingId: row.id,
          applicationId: row.application_id,
          number: row.number,
          businessName: row.business_name,
          fundedOn: row.funded_on,
          fundedAmountCents: Number(row.funded_amount),
          expectedPaybackCents: Number(row.expected_payback),
          paidToDateCents: totals.paidCents,
          remainingCents: totals.remainingCents,
          status: row.status,
        };
      }),
      totalCount: total?.n ?? 0,
      page: number,
      pageSize: size,
    };
  }

  async accessLog(caller: Caller, lenderIdValue: unknown, page = 1, pageSize = 25): Promise<Page<LenderAccessRow>> {
    const lender = await this.lender(caller, lenderIdValue);
    const { size, number, offset } = pageOf(page, pageSize);
    const [total] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from access_log where lender_id = ?`,
      [lender],
    );
    const rows = await this.em.execute<
      {
        id: string;
        at: Date;
        user_name: string;
        action: string;
        document_name: string | null;
        application_id: number;
        number: string | null;
      }[]
    >(
      `select l.id::text as id, l.at, l.user_name, l.action, l.document_name, l.application_id, a.number
         from access_log l join applications a on a.id = l.application_id
        where l.lender_id = ? order by l.at desc, l.id desc limit ? offset ?`,
      [lender, size, offset],
    );
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at),
        userName: row.user_name,
        action: row.action,
        documentName: row.document_name,
        applicationId: row.application_id,
        number: row.number,
      })),
      totalCount: total?.n ?? 0,
      page: number,
      pageSize: size,
    };
  }

  /** R6 "Waiting past SLA now": shared files no one at the lender has answered, past their SLA, oldest first. */
  async lateSubmissions(caller: Caller, now = new Date()): Promise<LateSubmission[]> {
    requireRole(caller, [Role.admin]);
    const rows = await this.em.execute<
      {
        id: number;
        lender_id: number;
        display_name: string;
        application_id: number;
        number: string | null;
        sla_due_at: Date;
        last_nudged_at: Date | null;
      }[]
    >(
      `select s.id, s.lender_id, l.display_name, s.application_id, a.number, s.sla_due_at, s.last_nudged_at
         from submission s join lender l on l.id = s.lender_id join applications a on a.id = s.application_id
        where ${awaitingSql('s.')} and s.sla_due_at < ?
        order by s.sla_due_at asc, s.id asc limit 50`,
      [now],
    );
    return rows.map((row) => ({
      submissionId: row.id,
      lenderId: row.lender_id,
      lenderName: row.display_name,
      applicationId: row.application_id,
      number: row.number,
      slaDueAt: new Date(row.sla_due_at),
      lastNudgedAt: dateOrNull(row.last_nudged_at),
    }));
  }

  private async lender(caller: Caller, lenderIdValue: unknown): Promise<number> {
    requireRole(caller, [Role.admin]);
    return (await findLender(this.em, lenderIdValue)).id;
  }
}
