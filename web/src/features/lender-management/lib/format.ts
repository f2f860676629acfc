/** BACKOFFICE §0: money shown en-US with cents, "$12,345.67". */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Commission {
  commissionBasis?: string | null;
  commissionBps?: number | null;
  commissionFlatCents?: number | null;
}

/** "2.50 % of funded", "$500.00 flat per deal", or "Not set" (BACKOFFICE §0: rates in basis points, money in cents). */
export function commissionText({ commissionBasis, commissionBps, commissionFlatCents }: Commission): string {
  if (commissionBasis === 'pct_funded' && commissionBps !== null && commissionBps !== undefined) return `${(commissionBps / 100).toFixed(2)} % of funded`;
  if (commissionBasis === 'flat' && commissionFlatCents !== null && commissionFlatCents !== undefined) return `${money.format(commissionFlatCents / 100)} flat per deal`;
  return 'Not set';
}

/** "Every state" when the lender did not limit them (the server's rule for the state filter), else the codes. */
export function statesText(states: readonly string[]): string {
  return states.length === 0 ? 'Every state' : states.join(', ');
}
