/**
 * SPEC §3: the NetBuilder plan catalogue, fixed. Prices, tradeline values and credit limits are whole dollars.
 * The payment provider's price identifiers are not here: they come from configuration (placeholders by default).
 */
export const PLAN_IDS = ['starter', 'growth', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Dollars a month. */
  price: number;
  /** Tradeline value reported, up to this many dollars. */
  tradelineValue: number;
  netTerms: string;
  /** Dollars. */
  creditLimit: number;
  bureaus: string[];
  features: PlanFeature[];
  mostPopular: boolean;
}

const DNB = 'Dun & Bradstreet';
const EXPERIAN = 'Experian';
const EQUIFAX = 'Equifax';

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 29,
    tradelineValue: 2500,
    netTerms: 'Net 15',
    creditLimit: 2500,
    bureaus: [DNB],
    features: [
      { text: 'Monthly payment reporting', included: true },
      { text: 'Basic credit monitoring', included: true },
      { text: 'Email support', included: true },
      { text: 'Experian reporting', included: false },
      { text: 'Equifax reporting', included: false },
    ],
    mostPopular: false,
  },
  {
    id: 'growth',
    name: 'Growth',
    price: 59,
    tradelineValue: 7500,
    netTerms: 'Net 30',
    creditLimit: 7500,
    bureaus: [DNB, EXPERIAN],
    features: [
      { text: 'Monthly payment reporting', included: true },
      { text: 'Advanced credit monitoring', included: true },
      { text: 'Priority email support', included: true },
      { text: 'Experian reporting', included: true },
      { text: 'Equifax reporting', included: false },
    ],
    mostPopular: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 99,
    tradelineValue: 15000,
    netTerms: 'Net 45',
    creditLimit: 15000,
    bureaus: [DNB, EXPERIAN, EQUIFAX],
    features: [
      { text: 'Monthly payment reporting', included: true },
      { text: 'Advanced credit monitoring', included: true },
      { text: 'Phone and email support', included: true },
      { text: 'Experian reporting', included: true },
      { text: 'Equifax reporting', included: true },
    ],
    mostPopular: false,
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function planById(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id)!;
}
