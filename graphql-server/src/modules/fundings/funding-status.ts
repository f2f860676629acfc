import type { FundingStatus } from './funding.entity.js';

/**
 * BACKOFFICE §3.5 Funding: active → paid_off (balance 0) | delinquent ⇄ active | defaulted → written_off;
 * active → renewed. A delinquent deal may also be paid off or default; paid off, written off and renewed are final.
 */
const MOVES: Readonly<Record<FundingStatus, readonly FundingStatus[]>> = {
  active: ['paid_off', 'delinquent', 'defaulted', 'renewed'],
  delinquent: ['active', 'paid_off', 'defaulted'],
  defaulted: ['written_off'],
  paid_off: [],
  written_off: [],
  renewed: [],
};

export const STATUS_WORDS: Readonly<Record<FundingStatus, string>> = {
  active: 'Active',
  paid_off: 'Paid off',
  delinquent: 'Delinquent',
  defaulted: 'Defaulted',
  written_off: 'Written off',
  renewed: 'Renewed',
};

/** Null when the move is allowed, otherwise the sentence a 409 answers with. */
export function fundingStatusMoveError(from: FundingStatus, to: FundingStatus): string | null {
  if (from === to) return `The funding is already ${STATUS_WORDS[to].toLowerCase()}`;
  if (MOVES[from].includes(to)) return null;
  return MOVES[from].length === 0
    ? `A funding that is ${STATUS_WORDS[from].toLowerCase()} cannot change status`
    : `A funding that is ${STATUS_WORDS[from].toLowerCase()} can only become ${MOVES[from].map((status) => STATUS_WORDS[status].toLowerCase()).join(', ')}`;
}

export const nextFundingStatuses = (from: FundingStatus): readonly FundingStatus[] => MOVES[from];
