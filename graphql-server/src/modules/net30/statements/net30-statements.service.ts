import type { EntityManager } from '@mikro-orm/postgresql';
import { isAdmin, requireSignedIn, type Caller } from '../../../shared/caller.js';
import { NotFoundError } from '../../../shared/errors.js';
import { Net30Account } from '../net30-account.entity.js';
import { Net30Statement } from '../net30-statement.entity.js';
import { renderStatementPdf } from './statement-pdf.js';

export const STATEMENT_NOT_FOUND = 'Statement not found';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const CLIENT_NOT_FOUND = 'Client not found';

export interface StatementPdf {
  filename: string;
  content: Buffer;
}

const parseId = (value: unknown): number => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : Number.NaN;
};

/**
 * Month-close statements of Net30 accounts (R24 "monthly statements (PDF)"): an account's owner sees its own, an
 * admin any account's; anyone else gets the same answer as for a missing one.
 */
export class Net30StatementService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The statements of the caller's account, newest first; none without an account. Admins name the account
   * (`accountId`; unknown → "Account not found") or its client (`clientId`, as R24's ?clientId=; unknown →
   * "Client not found"; a client without an account has none).
   */
  async statements(caller: Caller, accountId?: unknown, clientId?: unknown): Promise<Net30Statement[]> {
    const user = requireSignedIn(caller);
    let account: Net30Account | null;
    if (isAdmin(caller) && accountId !== undefined && accountId !== null) {
      const id = parseId(accountId);
      account = Number.isNaN(id) ? null : await this.em.findOne(Net30Account, { id });
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    } else if (isAdmin(caller) && clientId !== undefined && clientId !== null) {
      const id = parseId(clientId);
      const [client] = Number.isNaN(id) ? [] : await this.em.execute<{ id: number }[]>(`select id from users where id = ? and role = 'client'`, [id]);
      if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
      account = await this.em.findOne(Net30Account, { ownerUserId: id });
    } else {
      account = await this.em.findOne(Net30Account, { ownerUserId: user.id });
    }
    if (!account) return [];
    return this.em.find(Net30Statement, { accountId: account.id }, { orderBy: { periodEnd: 'desc' } });
  }

  /** One statement as a PDF: its account's owner or an admin; anyone else → "Statement not found" (404). */
  async statementPdf(caller: Caller, statementId: unknown, options: { compress?: boolean } = {}): Promise<StatementPdf> {
    const statement = await this.visibleStatement(caller, statementId);
    const account = await this.em.findOneOrFail(Net30Account, { id: statement.accountId });
    return {
      filename: `net30-statement-${statement.periodEnd.slice(0, 7)}-${statement.id}.pdf`,
      content: await renderStatementPdf(statement, account, options),
    };
  }

  private async visibleStatement(caller: Caller, statementId: unknown): Promise<Net30Statement> {
    const user = requireSignedIn(caller);
    const id = parseId(statementId);
    if (Number.isNaN(id)) throw new NotFoundError(STATEMENT_NOT_FOUND);
    const statement = await this.em.findOne(Net30Statement, { id });
    if (!statement) throw new NotFoundError(STATEMENT_NOT_FOUND);
    if (!isAdmin(caller)) {
      const owner = await this.em.findOne(Net30Account, { id: statement.accountId, ownerUserId: user.id });
      if (!owner) throw new NotFoundError(STATEMENT_NOT_FOUND);
    }
    return statement;
  }
}
