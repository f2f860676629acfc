/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AcceptLenderInviteInput = {
  confirmPassword: string;
  /** At least 12 characters */
  password: string;
  /** The token of the set-password link */
  token: string;
};

/** What a lender user did with a file */
export const AccessAction = {
  DownloadDocument: 'download_document',
  OpenFile: 'open_file',
  ViewDocument: 'view_document'
} as const;

export type AccessAction = typeof AccessAction[keyof typeof AccessAction];
export const ActionItemKind = {
  Document: 'document',
  InfoRequest: 'info_request'
} as const;

export type ActionItemKind = typeof ActionItemKind[keyof typeof ActionItemKind];
/** R19 Aging: current, 1–30, 31–60, 61–90, 91+ days past due */
export const AgingBucket = {
  Current: 'current',
  Days1to30: 'days1to30',
  Days31to60: 'days31to60',
  Days61to90: 'days61to90',
  Days91plus: 'days91plus'
} as const;

export type AgingBucket = typeof AgingBucket[keyof typeof AgingBucket];
export type AnswerInfoRequestInput = {
  answers: Array<InfoRequestAnswerInput>;
  id: string | number;
};

export type ApplicationListFilter = {
  assigneeId?: string | number | null | undefined;
  product?: string | null | undefined;
  /** Business name, contact e-mail, phone, application number or EIN last 4 */
  search?: string | null | undefined;
  statuses?: Array<WorkflowStatus> | null | undefined;
  /** ISO date (UTC), inclusive */
  submittedFrom?: string | null | undefined;
  /** ISO date (UTC), inclusive */
  submittedTo?: string | null | undefined;
  /** Only applications nobody is assigned to */
  unassigned?: boolean | null | undefined;
};

/** How the admin list of applications is ordered */
export const ApplicationSort = {
  BusinessNameAsc: 'businessName_asc',
  RequestedAmountAsc: 'requestedAmount_asc',
  RequestedAmountDesc: 'requestedAmount_desc',
  StatusAsc: 'status_asc',
  SubmittedAtAsc: 'submittedAt_asc',
  SubmittedAtDesc: 'submittedAt_desc'
} as const;

export type ApplicationSort = typeof ApplicationSort[keyof typeof ApplicationSort];
/** approved (pre-approved), review (under review) or declined */
export const ApplicationStatus = {
  Approved: 'approved',
  Declined: 'declined',
  Review: 'review'
} as const;

export type ApplicationStatus = typeof ApplicationStatus[keyof typeof ApplicationStatus];
export type ApproveNet30ApplicationInput = {
  expectedVersion: number;
  id: string | number;
  /** Cents, $100 to $50,000 */
  limitCents: number;
  /** 15, 30, 45 or 60 */
  netDays: number;
};

/** dnb (Dun & Bradstreet), experian, equifax */
export const Bureau = {
  Dnb: 'dnb',
  Equifax: 'equifax',
  Experian: 'experian'
} as const;

export type Bureau = typeof Bureau[keyof typeof Bureau];
/** Legal structure of a business */
export const BusinessEntityType = {
  CCorp: 'c_corp',
  Llc: 'llc',
  Nonprofit: 'nonprofit',
  Partnership: 'partnership',
  SCorp: 's_corp',
  SoleProprietorship: 'sole_proprietorship'
} as const;

export type BusinessEntityType = typeof BusinessEntityType[keyof typeof BusinessEntityType];
/** R11 clients tab filters; search matches name, e-mail, phone, EIN last 4 and application number */
export type ClientListFilter = {
  /** The catalogue's industry code */
  industry?: string | null | undefined;
  /** The status of the client's latest application */
  latestStatus?: WorkflowStatus | null | undefined;
  search?: string | null | undefined;
  /** Two-letter USPS code of the client's business */
  state?: string | null | undefined;
  /** True: only clients with an open application; false: only clients without one */
  withOpenApplications?: boolean | null | undefined;
};

/** How the admin list of clients is ordered */
export const ClientSort = {
  ApplicationCountAsc: 'applicationCount_asc',
  ApplicationCountDesc: 'applicationCount_desc',
  BusinessNameAsc: 'businessName_asc',
  BusinessNameDesc: 'businessName_desc',
  CreatedAtAsc: 'createdAt_asc',
  CreatedAtDesc: 'createdAt_desc'
} as const;

export type ClientSort = typeof ClientSort[keyof typeof ClientSort];
/** pct_funded: basis points of the funded amount; flat: cents per funded deal */
export const CommissionBasis = {
  Flat: 'flat',
  PctFunded: 'pct_funded'
} as const;

export type CommissionBasis = typeof CommissionBasis[keyof typeof CommissionBasis];
/** The platform's commission on a funded deal */
export const CommissionStatus = {
  ClawedBack: 'clawed_back',
  Pending: 'pending',
  Received: 'received'
} as const;

export type CommissionStatus = typeof CommissionStatus[keyof typeof CommissionStatus];
/** Where a consent was given */
export const ConsentChannel = {
  Email: 'email',
  Phone: 'phone',
  Web: 'web'
} as const;

export type ConsentChannel = typeof ConsentChannel[keyof typeof ConsentChannel];
/** How the consent behind a share was given (invariant 7) */
export const ConsentMode = {
  ClientAutoPolicy: 'client_auto_policy',
  ClientClick: 'client_click',
  StaffRecorded: 'staff_recorded'
} as const;

export type ConsentMode = typeof ConsentMode[keyof typeof ConsentMode];
/** A message from the contact form */
export type ContactMessageInput = {
  company?: string | null | undefined;
  email: string;
  message: string;
  name: string;
  phone?: string | null | undefined;
  topic: ContactTopic;
};

/** What a contact message is about */
export const ContactTopic = {
  CreditBuilder: 'credit_builder',
  ExistingApplication: 'existing_application',
  Funding: 'funding',
  Other: 'other',
  Partnership: 'partnership'
} as const;

export type ContactTopic = typeof ContactTopic[keyof typeof ContactTopic];
export type CreateLenderInput = {
  /** Save & activate: needs the agreement date, the data terms and an invited user */
  activate?: boolean | null | undefined;
  /** YYYY-MM-DD */
  agreementSignedOn?: string | null | undefined;
  commissionBasis?: CommissionBasis | null | undefined;
  /** 0–1,000 basis points when the basis is pct_funded */
  commissionBps?: number | null | undefined;
  /** Cents when the basis is flat */
  commissionFlatCents?: number | null | undefined;
  contactEmail: string;
  contactName: string;
  /** E.164, e.g. +15125550100 */
  contactPhone?: string | null | undefined;
  /** The data-handling terms are accepted (no re-marketing or resale of applicant data) */
  dataTermsAccepted?: boolean | null | undefined;
  /** The name clients see */
  displayName: string;
  /** Users to invite (0–10 e-mails; at least one to activate) */
  inviteEmails?: Array<string> | null | undefined;
  /** 2–120 characters, unique whatever its case */
  legalName: string;
  /** At most 2,000 characters */
  notes?: string | null | undefined;
  /** The catalogue's product codes (at least one) */
  products: Array<string>;
  /** Require 2FA of its users (default true) */
  requires2fa?: boolean | null | undefined;
  /** Response SLA, 1–72 hours (8 when left out on create) */
  slaHours?: number | null | undefined;
  /** USPS codes */
  statesLicensed?: Array<string> | null | undefined;
  /** An https:// address */
  website?: string | null | undefined;
};

export type CreateProgramInput = {
  /** The criteria; its product becomes the program’s product */
  criteria: unknown;
  /** A lender that is not archived */
  lenderId: string | number;
  /** 3–80 characters, unique per lender */
  name: string;
};

export const CreditApplicationStatus = {
  Approved: 'approved',
  Declined: 'declined',
  InReview: 'in_review',
  Submitted: 'submitted'
} as const;

export type CreditApplicationStatus = typeof CreditApplicationStatus[keyof typeof CreditApplicationStatus];
/** NetBuilder credit builder or a Net30 trade account */
export const CreditProgram = {
  Net30: 'net30',
  Netbuilder: 'netbuilder'
} as const;

export type CreditProgram = typeof CreditProgram[keyof typeof CreditProgram];
/** R20 Criteria Request a change: 10 to 2,000 characters, about one program or the criteria in general */
export type CriteriaChangeRequestInput = {
  message: string;
  /** One of the lender's programs; empty for its criteria in general */
  programId?: string | number | null | undefined;
};

/** Per day (ranges up to 31 days) or per week from Monday */
export const DashboardBucket = {
  Day: 'day',
  Week: 'week'
} as const;

export type DashboardBucket = typeof DashboardBucket[keyof typeof DashboardBucket];
/** What waits: an application submitted and unassigned for over 4 hours, an answered info request, uploaded documents, a lender's change request */
export const DashboardQueueKind = {
  DocumentsUploaded: 'documents_uploaded',
  InfoRequestAnswered: 'info_request_answered',
  LenderChangeRequest: 'lender_change_request',
  UnassignedApplication: 'unassigned_application'
} as const;

export type DashboardQueueKind = typeof DashboardQueueKind[keyof typeof DashboardQueueKind];
/** Either days (7, 30, 90 or 365, ending today, UTC) or a custom range from–to (dates, both included, at most 2 years); 30 days when empty */
export type DashboardRangeInput = {
  days?: number | null | undefined;
  /** A date (YYYY-MM-DD) */
  from?: string | null | undefined;
  /** A date (YYYY-MM-DD) */
  to?: string | null | undefined;
};

export type DeclineApplicationInput = {
  expectedVersion: number;
  id: string | number;
  /** Required for `other` (shown to the client verbatim); at most 2,000 characters */
  note?: string | null | undefined;
  /** At least one */
  reasonCodes: Array<DeclineReasonCode>;
};

export type DeclineNet30ApplicationInput = {
  expectedVersion: number;
  id: string | number;
  reason: string;
};

/** Why NetFund declined an application (BACKOFFICE §3.6); `other` needs a note, shown to the client verbatim */
export const DeclineReasonCode = {
  CreditScoreBelowMinimums: 'credit_score_below_minimums',
  DuplicateApplication: 'duplicate_application',
  IncompleteApplication: 'incomplete_application',
  NoProgramMatch: 'no_program_match',
  Other: 'other',
  RestrictedIndustry: 'restricted_industry',
  RestrictedState: 'restricted_state',
  RevenueBelowMinimums: 'revenue_below_minimums',
  TimeInBusinessBelowMinimums: 'time_in_business_below_minimums',
  TooManyPositions: 'too_many_positions',
  UnverifiableInformation: 'unverifiable_information'
} as const;

export type DeclineReasonCode = typeof DeclineReasonCode[keyof typeof DeclineReasonCode];
export type DisputeFurnishingRecordInput = {
  /** not_mine, paid_on_time, amount_wrong or other */
  reason: string;
  recordId: string | number;
  text: string;
};

export const DocumentDecision = {
  Accept: 'accept',
  Reject: 'reject'
} as const;

export type DocumentDecision = typeof DocumentDecision[keyof typeof DocumentDecision];
/** requested → uploaded → accepted | rejected (rejected: the client uploads again) */
export const DocumentStatus = {
  Accepted: 'accepted',
  Rejected: 'rejected',
  Requested: 'requested',
  Uploaded: 'uploaded'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
/** R11 Edit facts: the facts to change (left out = unchanged) and why */
export type EditBusinessFactsInput = {
  businessId: string | number;
  dba?: string | null | undefined;
  expectedVersion: number;
  /** 300–850 */
  fico?: number | null | undefined;
  /** self, soft_pull or hard_pull */
  ficoSource?: string | null | undefined;
  legalName?: string | null | undefined;
  /** Whole US dollars, ≥ 0 */
  monthlyRevenue?: number | null | undefined;
  naicsCode?: string | null | undefined;
  openPositions?: number | null | undefined;
  phone?: string | null | undefined;
  reason: string;
  /** ISO date, not in the future */
  startedOn?: string | null | undefined;
  state?: string | null | undefined;
  website?: string | null | undefined;
};

/** Where an outgoing e-mail is: pending, sending, sent or failed */
export const EmailStatus = {
  Failed: 'failed',
  Pending: 'pending',
  Sending: 'sending',
  Sent: 'sent'
} as const;

export type EmailStatus = typeof EmailStatus[keyof typeof EmailStatus];
/** §3.3: why an accepted deal fell through */
export const FellThroughReason = {
  BankVerificationFailed: 'bank_verification_failed',
  ClientBackedOut: 'client_backed_out',
  ClientUnresponsive: 'client_unresponsive',
  LenderCapacity: 'lender_capacity',
  Other: 'other',
  TermsChanged: 'terms_changed',
  VerificationFailed: 'verification_failed'
} as const;

export type FellThroughReason = typeof FellThroughReason[keyof typeof FellThroughReason];
/** What *Add transaction* and *Import CSV* record */
export const FundingEntryType = {
  Adjustment: 'adjustment',
  Discount: 'discount',
  Fee: 'fee',
  Payment: 'payment'
} as const;

export type FundingEntryType = typeof FundingEntryType[keyof typeof FundingEntryType];
/** What importing one CSV line does */
export const FundingImportOutcome = {
  Add: 'add',
  Duplicate: 'duplicate',
  Error: 'error'
} as const;

export type FundingImportOutcome = typeof FundingImportOutcome[keyof typeof FundingImportOutcome];
/** BACKOFFICE §3.5: active → paid_off | delinquent ⇄ active | defaulted → written_off; active → renewed */
export const FundingStatus = {
  Active: 'active',
  Defaulted: 'defaulted',
  Delinquent: 'delinquent',
  PaidOff: 'paid_off',
  Renewed: 'renewed',
  WrittenOff: 'written_off'
} as const;

export type FundingStatus = typeof FundingStatus[keyof typeof FundingStatus];
/** R14 Add transaction / R20 Post payment */
export type FundingTransactionInput = {
  amountCents: number;
  /** Unique per funding */
  externalRef?: string | null | undefined;
  note?: string | null | undefined;
  /** ISO date between the funded date and today */
  occurredOn: string;
  /** Allow an amount above the remaining balance */
  recordOverpayment?: boolean | null | undefined;
  type: FundingEntryType;
};

/** Entered by NetFund, posted by the lender, or imported from a CSV file */
export const FundingTransactionSource = {
  Import: 'import',
  Lender: 'lender',
  Manual: 'manual'
} as const;

export type FundingTransactionSource = typeof FundingTransactionSource[keyof typeof FundingTransactionSource];
/** payment lowers the balance, fee raises the payback, discount lowers it, adjustment credits the balance; reversal undoes one row */
export const FundingTransactionType = {
  Adjustment: 'adjustment',
  Discount: 'discount',
  Fee: 'fee',
  Payment: 'payment',
  Reversal: 'reversal'
} as const;

export type FundingTransactionType = typeof FundingTransactionType[keyof typeof FundingTransactionType];
export type InfoRequestAnswerInput = {
  answer: string;
  /** The question's position in the request's items (from 0) */
  itemIndex: number;
};

export type InfoRequestItemInput = {
  /** Required for a document item */
  docType?: string | null | undefined;
  kind: InfoRequestItemKind;
  prompt: string;
};

/** A document to upload or a question to answer */
export const InfoRequestItemKind = {
  Document: 'document',
  Question: 'question'
} as const;

export type InfoRequestItemKind = typeof InfoRequestItemKind[keyof typeof InfoRequestItemKind];
/** open → answered → accepted, or cancelled */
export const InfoRequestStatus = {
  Accepted: 'accepted',
  Answered: 'answered',
  Cancelled: 'cancelled',
  Open: 'open'
} as const;

export type InfoRequestStatus = typeof InfoRequestStatus[keyof typeof InfoRequestStatus];
export type LenderDeclineInput = {
  /** At least 10 characters for other */
  note?: string | null | undefined;
  /** A code of lenderDeclineReasons */
  reasonCode: string;
  /** "Would reconsider if…", e.g. "FICO ≥ 650" */
  reconsiderHint?: string | null | undefined;
};

/** R20 Request info: document types or questions (at most 500 characters), due within 10 days */
export type LenderInfoRequestInput = {
  /** A date (YYYY-MM-DD), today to 10 days ahead */
  dueAt: string;
  /** 1 to 10 items; a document item may leave its prompt empty (the type’s label is used) */
  items: Array<InfoRequestItemInput>;
  /** An optional note to the applicant */
  message?: string | null | undefined;
};

/** R7 filters; search matches the legal and display names and any e-mail */
export type LenderListFilter = {
  /** The catalogue's product code */
  product?: string | null | undefined;
  search?: string | null | undefined;
  /** A USPS code the lender is licensed in */
  state?: string | null | undefined;
  status?: LenderStatus | null | undefined;
};

/** How the admin list of lenders is ordered */
export const LenderSort = {
  CreatedAtAsc: 'createdAt_asc',
  CreatedAtDesc: 'createdAt_desc',
  NameAsc: 'name_asc',
  NameDesc: 'name_desc',
  StatusAsc: 'status_asc'
} as const;

export type LenderSort = typeof LenderSort[keyof typeof LenderSort];
/** BACKOFFICE §3.5: onboarding → active ⇄ paused → archived */
export const LenderStatus = {
  Active: 'active',
  Archived: 'archived',
  Onboarding: 'onboarding',
  Paused: 'paused'
} as const;

export type LenderStatus = typeof LenderStatus[keyof typeof LenderStatus];
/** SPEC §3 login payload */
export type LoginInput = {
  password: string;
  username: string;
};

/** R13/R20 Mark funded: the accepted offer, when and how much */
export type MarkFundedInput = {
  expectedVersion: number;
  fundedAmountCents: number;
  /** ISO date, not in the future */
  fundedOn: string;
  lenderRef?: string | null | undefined;
  /** Required when the funded amount is above the offer */
  note?: string | null | undefined;
  offerId: string | number;
};

/** Opened by an approved application or by a NetBuilder plan */
export const Net30AccountSource = {
  Application: 'application',
  Netbuilder: 'netbuilder'
} as const;

export type Net30AccountSource = typeof Net30AccountSource[keyof typeof Net30AccountSource];
/** §3.5: active ⇄ on_hold; closing (plan cancelled: no new invoices) → closed */
export const Net30AccountStatus = {
  Active: 'active',
  Closed: 'closed',
  Closing: 'closing',
  OnHold: 'on_hold'
} as const;

export type Net30AccountStatus = typeof Net30AccountStatus[keyof typeof Net30AccountStatus];
/** An application for a Net30 trade account */
export type Net30ApplicationInput = {
  /** Must be true: the applicant accepts the terms and the credit check */
  agreeToTerms: boolean;
  /** Whole US dollars */
  annualRevenue: number;
  businessName: string;
  businessStartYear: number;
  /** D-U-N-S number, 9 digits */
  duns?: string | null | undefined;
  ein?: string | null | undefined;
  email: string;
  entityType: BusinessEntityType;
  firstName: string;
  intendedUse: string;
  lastName: string;
  phone: string;
  /** Whole US dollars, 500 to 50,000 (stored in cents) */
  requestedLimit: number;
  /** Two-letter US state code */
  state: string;
  /** At most 3 */
  tradeReferences?: Array<Net30TradeReferenceInput> | null | undefined;
  website?: string | null | undefined;
};

/** §3.5: submitted ⇄ needs_info; submitted → approved (opens an account) | declined; → withdrawn */
export const Net30ApplicationStatus = {
  Approved: 'approved',
  Declined: 'declined',
  NeedsInfo: 'needs_info',
  Submitted: 'submitted',
  Withdrawn: 'withdrawn'
} as const;

export type Net30ApplicationStatus = typeof Net30ApplicationStatus[keyof typeof Net30ApplicationStatus];
export type Net30CatalogItemInput = {
  id: string;
  name: string;
  priceCents: number;
};

/** A late fee (once per invoice) or a returned payment fee */
export const Net30FeeType = {
  Late: 'late',
  ReturnedPayment: 'returned_payment'
} as const;

export type Net30FeeType = typeof Net30FeeType[keyof typeof Net30FeeType];
export type Net30InvoiceLineInput = {
  description: string;
  quantity: number;
  unitPriceCents: number;
};

/** §3.5: open → overdue → paid; open → paid; open → void */
export const Net30InvoiceStatus = {
  Open: 'open',
  Overdue: 'overdue',
  Paid: 'paid',
  Void: 'void'
} as const;

export type Net30InvoiceStatus = typeof Net30InvoiceStatus[keyof typeof Net30InvoiceStatus];
export type Net30LateFeeTierInput = {
  feeCents: number;
  upToCents?: number | null | undefined;
};

/** R26: a catalogue item and how many */
export type Net30OrderItemInput = {
  itemId: string;
  quantity: number;
};

/** R19 Record payment (check, ACH, wire) */
export type Net30PaymentInput = {
  amountCents: number;
  method: Net30PaymentMethod;
  /** ISO date, not in the future */
  receivedOn: string;
  reference?: string | null | undefined;
};

/** online: Pay now through the payment provider; check, ach, wire: recorded by an admin */
export const Net30PaymentMethod = {
  Ach: 'ach',
  Check: 'check',
  Online: 'online',
  Wire: 'wire'
} as const;

export type Net30PaymentMethod = typeof Net30PaymentMethod[keyof typeof Net30PaymentMethod];
/** An online payment is pending until the provider confirms it */
export const Net30PaymentStatus = {
  Failed: 'failed',
  Pending: 'pending',
  Refunded: 'refunded',
  Succeeded: 'succeeded'
} as const;

export type Net30PaymentStatus = typeof Net30PaymentStatus[keyof typeof Net30PaymentStatus];
/** R19 Settings: the whole fee box */
export type Net30SettingsInput = {
  annualFeeCents: number;
  bureaus: Array<Bureau>;
  catalog: Array<Net30CatalogItemInput>;
  expectedVersion: number;
  graceDays: number;
  holdAfterDays: number;
  lateFeeTiers: Array<Net30LateFeeTierInput>;
  reportingDay: number;
  statementDay: number;
};

/** R27: a supplier who gives the business trade credit */
export type Net30TradeReferenceInput = {
  company: string;
  contact: string;
  /** A phone number or an e-mail address */
  phoneOrEmail: string;
};

/** An application for the NetBuilder credit builder */
export type NetBuilderApplicationInput = {
  /** Must be true: the applicant accepts the terms and the credit check */
  agreeToTerms: boolean;
  /** Whole US dollars */
  annualRevenue: number;
  businessName: string;
  businessStartYear: number;
  ein?: string | null | undefined;
  email: string;
  entityType: BusinessEntityType;
  firstName: string;
  lastName: string;
  phone: string;
  plan: NetBuilderPlanId;
  /** Two-letter US state code */
  state: string;
  website?: string | null | undefined;
};

/** starter, growth or pro */
export const NetBuilderPlanId = {
  Growth: 'growth',
  Pro: 'pro',
  Starter: 'starter'
} as const;

export type NetBuilderPlanId = typeof NetBuilderPlanId[keyof typeof NetBuilderPlanId];
/** R22: Lowest APR, Lowest total cost, Lowest payment (per month), among the live offers */
export const OfferBadge = {
  LowestApr: 'lowest_apr',
  LowestPayment: 'lowest_payment',
  LowestTotalCost: 'lowest_total_cost'
} as const;

export type OfferBadge = typeof OfferBadge[keyof typeof OfferBadge];
/** R13 Accept offer for client: how the client agreed */
export type OfferConsentInput = {
  channel: ConsentChannel;
  note: string;
};

/** A factor rate (ten-thousandths) or an annual interest rate (basis points) */
export const OfferPricingType = {
  Factor: 'factor',
  Interest: 'interest'
} as const;

export type OfferPricingType = typeof OfferPricingType[keyof typeof OfferPricingType];
/** BACKOFFICE §3.3: sent → accepted | declined | withdrawn | expired | superseded | standby; standby → sent | void | expired; accepted → funded | fell_through */
export const OfferStatus = {
  Accepted: 'accepted',
  Declined: 'declined',
  Expired: 'expired',
  FellThrough: 'fell_through',
  Funded: 'funded',
  Sent: 'sent',
  Standby: 'standby',
  Superseded: 'superseded',
  Void: 'void',
  Withdrawn: 'withdrawn'
} as const;

export type OfferStatus = typeof OfferStatus[keyof typeof OfferStatus];
/** R20’s offer form: money in cents, rates in basis points, factors in ten-thousandths */
export type OfferTermsInput = {
  amountCents: number;
  /** Conditions / stipulations */
  conditions?: Array<string> | null | undefined;
  /** Required when the amount is above the program’s maximum */
  exceptionNote?: string | null | undefined;
  /** 1–30 days, 7 when left out */
  expiresInDays?: number | null | undefined;
  /** 10100–25000 (1.0100–2.5000) */
  factorE4?: number | null | undefined;
  frequency: PaymentFrequency;
  /** 1–19999 (0.01%–199.99% a year) */
  interestBps?: number | null | undefined;
  /** Withheld from the amount, basis points of it */
  originationFeeBps?: number | null | undefined;
  /** Withheld from the amount, in cents (or originationFeeBps) */
  originationFeeCents?: number | null | undefined;
  /** Mandatory fees charged later, in cents */
  otherFeesCents?: number | null | undefined;
  /** none, a discount schedule or interest saved, in words (≤ 500) */
  prepayment?: string | null | undefined;
  pricingType: OfferPricingType;
  /** Catalogue product code */
  product: string;
  termBusinessDays?: number | null | undefined;
  /** The term in months (or termBusinessDays) */
  termMonths?: number | null | undefined;
};

/** daily = every business day (252 a year), weekly, biweekly, monthly */
export const PaymentFrequency = {
  Biweekly: 'biweekly',
  Daily: 'daily',
  Monthly: 'monthly',
  Weekly: 'weekly'
} as const;

export type PaymentFrequency = typeof PaymentFrequency[keyof typeof PaymentFrequency];
/** stripe: real Stripe Checkout; demo: the local hosted checkout */
export const PaymentMode = {
  Demo: 'demo',
  Stripe: 'stripe'
} as const;

export type PaymentMode = typeof PaymentMode[keyof typeof PaymentMode];
/** A program chosen on R13 Matches; an ineligible one needs an override reason */
export type ProgramChoiceInput = {
  /** 5–500 characters; required for a program whose latest match is ineligible */
  overrideReason?: string | null | undefined;
  programId: string | number;
};

/** R2/R4 filters; search matches the program and lender names */
export type ProgramListFilter = {
  lenderId?: string | number | null | undefined;
  /** The catalogue's product code */
  product?: string | null | undefined;
  search?: string | null | undefined;
  status?: ProgramStatus | null | undefined;
};

/** BACKOFFICE §3.5: draft → active (publish) ⇄ paused → archived */
export const ProgramStatus = {
  Active: 'active',
  Archived: 'archived',
  Draft: 'draft',
  Paused: 'paused'
} as const;

export type ProgramStatus = typeof ProgramStatus[keyof typeof ProgramStatus];
/** R2 what-if tester: an applicant’s facts; absent facts are missing */
export type ProgramWhatIfInput = {
  amountCents: number;
  /** The catalogue's entity type code */
  entityType?: string | null | undefined;
  fico?: number | null | undefined;
  /** The FICO comes from a credit pull (default: self-reported) */
  ficoVerified?: boolean | null | undefined;
  monthlyRevenueCents?: number | null | undefined;
  monthsInBusiness?: number | null | undefined;
  naicsCode?: string | null | undefined;
  /** On-time reported trade months (§4.5) */
  onTimeTradeMonths?: number | null | undefined;
  openPositions?: number | null | undefined;
  /** The catalogue's product code */
  product: string;
  /** The revenue comes from bank statements (default: self-reported) */
  revenueVerified?: boolean | null | undefined;
  /** USPS code */
  state: string;
};

export type RecordFurnishingBatchResponseInput = {
  batchId: string | number;
  note?: string | null | undefined;
  /** partially_rejected: the records the bureau rejected */
  rejectedRecordIds?: Array<string | number> | null | undefined;
  /** accepted, partially_rejected or rejected */
  status: string;
};

/** SPEC §3 registration shape */
export type RegisterInput = {
  confirmPassword: string;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  username: string;
};

export type RequestInfoInput = {
  applicationId: string | number;
  /** A date (YYYY-MM-DD), today or later */
  dueAt: string;
  /** 1 to 10 items */
  items: Array<InfoRequestItemInput>;
  message: string;
};

export type RequestNet30ApplicationInfoInput = {
  expectedVersion: number;
  id: string | number;
  message: string;
};

export type ResolveFurnishingDisputeInput = {
  disputeId: string | number;
  /** The note to the client */
  note: string;
  /** correct (correct and re-report) or uphold */
  outcome: string;
};

export type ReviewDocumentInput = {
  decision: DocumentDecision;
  id: string | number;
  /** Required to reject */
  rejectReason?: string | null | undefined;
};

/** Who ended a lender’s access: the client, or NetFund */
export const RevokedBy = {
  Admin: 'admin',
  Client: 'client'
} as const;

export type RevokedBy = typeof RevokedBy[keyof typeof RevokedBy];
/** What a signed-in user may do */
export const Role = {
  Admin: 'admin',
  Client: 'client',
  Lender: 'lender'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** R13 Share now: the consent it rests on */
export type ShareConsentInput = {
  /** staff_recorded: where the client said yes */
  channel?: ConsentChannel | null | undefined;
  kind: ShareConsentKind;
  /** staff_recorded: who said yes, when, how (5–1000 characters) */
  note?: string | null | undefined;
};

/** Share now under the client's auto-share policy, or with consent recorded by staff */
export const ShareConsentKind = {
  AutoSharePolicy: 'auto_share_policy',
  StaffRecorded: 'staff_recorded'
} as const;

export type ShareConsentKind = typeof ShareConsentKind[keyof typeof ShareConsentKind];
/** R12: a staff-entered application (a new draft, or the draft `id` at `expectedVersion`) */
export type StaffApplicationInput = {
  /** An existing client account; leave out for a new client (no account is created) */
  clientUserId?: string | number | null | undefined;
  contactFirstName: string;
  contactLastName: string;
  dba?: string | null | undefined;
  /** 12-3456789; only the last 4 digits are stored. Left empty on an update, the stored last 4 are kept */
  ein?: string | null | undefined;
  email: string;
  /** sole_proprietorship, partnership, llc, corporation, s_corporation or nonprofit */
  entityType: string;
  /** Required with `id` */
  expectedVersion?: number | null | undefined;
  /** The owner's FICO score, 300–850 */
  fico: number;
  /** ISO date the score is from (default today) */
  ficoAsOf?: string | null | undefined;
  /** self, soft_pull or hard_pull */
  ficoSource: string;
  /** The draft to update; leave out to create one */
  id?: string | number | null | undefined;
  /** The catalogue industry code */
  industry: string;
  legalName: string;
  /** Average monthly revenue of the last 3 months, whole US dollars */
  monthlyRevenue: number;
  /** 2 to 6 digits */
  naicsCode: string;
  /** Existing open financing positions */
  openPositions?: number | null | undefined;
  phone?: string | null | undefined;
  /** A catalogue product code */
  product: string;
  /** R14 Start renewal: the funded deal this new application renews (kept when the draft is updated) */
  renewalOfFundingId?: string | number | null | undefined;
  /** Whole US dollars, $1,000 to $10,000,000 */
  requestedAmount: number;
  /** self, bank_statements or tax_return */
  revenueSource: string;
  /** The month the business started: 2021-04 */
  startedMonth: string;
  /** Two-letter US state code */
  state: string;
  useOfFunds: UseOfFunds;
  /** Required for `other` */
  useOfFundsNote?: string | null | undefined;
};

/** BACKOFFICE §3.4: proposed → shared | refused | expired; shared → viewed ⇄ info_requested → offered | declined; open → revoked | closed; offered → won | lost */
export const SubmissionStatus = {
  Closed: 'closed',
  Declined: 'declined',
  Expired: 'expired',
  InfoRequested: 'info_requested',
  Lost: 'lost',
  Offered: 'offered',
  Proposed: 'proposed',
  Refused: 'refused',
  Revoked: 'revoked',
  Shared: 'shared',
  Viewed: 'viewed',
  Won: 'won'
} as const;

export type SubmissionStatus = typeof SubmissionStatus[keyof typeof SubmissionStatus];
/** R12 Submit: a saved draft and the answers to its warnings */
export type SubmitStaffApplicationInput = {
  /** Submit although an open application for the same product exists */
  confirmDuplicate?: boolean | null | undefined;
  /** Why to submit although the business was declined less than 30 days ago (audited) */
  cooldownReason?: string | null | undefined;
  expectedVersion: number;
  id: string | number;
};

export type UpdateLenderInput = {
  /** YYYY-MM-DD */
  agreementSignedOn?: string | null | undefined;
  commissionBasis?: CommissionBasis | null | undefined;
  /** 0–1,000 basis points when the basis is pct_funded */
  commissionBps?: number | null | undefined;
  /** Cents when the basis is flat */
  commissionFlatCents?: number | null | undefined;
  contactEmail: string;
  contactName: string;
  /** E.164, e.g. +15125550100 */
  contactPhone?: string | null | undefined;
  /** The data-handling terms are accepted (no re-marketing or resale of applicant data) */
  dataTermsAccepted?: boolean | null | undefined;
  /** The name clients see */
  displayName: string;
  expectedVersion: number;
  /** 2–120 characters, unique whatever its case */
  legalName: string;
  /** At most 2,000 characters */
  notes?: string | null | undefined;
  /** The catalogue's product codes (at least one) */
  products: Array<string>;
  /** Require 2FA of its users (default true) */
  requires2fa?: boolean | null | undefined;
  /** Response SLA, 1–72 hours (8 when left out on create) */
  slaHours?: number | null | undefined;
  /** USPS codes */
  statesLicensed?: Array<string> | null | undefined;
  /** An https:// address */
  website?: string | null | undefined;
};

export type UpdateProgramDraftInput = {
  /** The product must stay the program’s */
  criteria: unknown;
  expectedVersion: number;
  name?: string | null | undefined;
};

/** What the requested money is for (R12) */
export const UseOfFunds = {
  Equipment: 'equipment',
  Expansion: 'expansion',
  Inventory: 'inventory',
  Other: 'other',
  Payroll: 'payroll',
  RealEstate: 'real_estate',
  Refinance: 'refinance',
  WorkingCapital: 'working_capital'
} as const;

export type UseOfFunds = typeof UseOfFunds[keyof typeof UseOfFunds];
/** invited: no password set yet; disabled: may not sign in */
export const UserStatus = {
  Active: 'active',
  Disabled: 'disabled',
  Invited: 'invited'
} as const;

export type UserStatus = typeof UserStatus[keyof typeof UserStatus];
/** What can be done to an application (BACKOFFICE R13); availableActions lists those its status allows */
export const WorkflowAction = {
  Assign: 'assign',
  Close: 'close',
  Decline: 'decline',
  EditFacts: 'edit_facts',
  Reopen: 'reopen',
  StartReview: 'start_review',
  Submit: 'submit',
  Withdraw: 'withdraw'
} as const;

export type WorkflowAction = typeof WorkflowAction[keyof typeof WorkflowAction];
/** Where an application is in the workflow (BACKOFFICE §3.2); the applicant sees the derived ApplicationStatus */
export const WorkflowStatus = {
  Accepted: 'accepted',
  Closed: 'closed',
  Declined: 'declined',
  Draft: 'draft',
  Funded: 'funded',
  InReview: 'in_review',
  Matched: 'matched',
  Offered: 'offered',
  Submitted: 'submitted',
  Withdrawn: 'withdrawn'
} as const;

export type WorkflowStatus = typeof WorkflowStatus[keyof typeof WorkflowStatus];
export type DashboardQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQueueQuery = { dashboardQueue: { asOf: unknown, totalCount: number, items: Array<{ key: string, kind: DashboardQueueKind, applicationId: string | null, applicationNumber: string | null, businessName: string, applicationVersion: number | null, changeRequestId: string | null, lenderId: string | null, programId: string | null, since: unknown, ageHours: number, detail: string, assignee: { id: string, displayName: string } | null }> } };

export type DashboardResolveChangeRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardResolveChangeRequestMutation = { resolveCriteriaChangeRequest: boolean };

export type DashboardKpisQueryVariables = Exact<{
  range: DashboardRangeInput;
}>;


export type DashboardKpisQuery = { dashboardKpis: { asOf: unknown, hasApplications: boolean, submittedCount: number, requestedAmount: number, range: { from: string, to: string, days: number, bucket: DashboardBucket }, pipeline: Array<{ status: WorkflowStatus, count: number, requestedAmount: number }>, timeToDecision: { decidedCount: number, medianHours: number | null, p90Hours: number | null, within24hCount: number, within24hPercent: number | null }, declineReasons: Array<{ code: DeclineReasonCode, count: number }>, applicationsOverTime: Array<{ start: string, count: number }> } };

export type DashboardActivityQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardActivityQuery = { auditEvents: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, occurredAt: unknown, action: string, summary: string, actor: { type: string, name: string } }> } };

export type DashboardAssignToMeMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  assigneeId: string | number;
}>;


export type DashboardAssignToMeMutation = { assignApplication: { id: string, version: number, assignee: { id: string, displayName: string } | null } };

export type MarketplaceKpisQueryVariables = Exact<{
  range: DashboardRangeInput;
}>;


export type MarketplaceKpisQuery = { marketplaceKpis: { asOf: unknown, range: { from: string, to: string }, fundedVolume: { count: number, amountCents: number, byMonth: Array<{ month: string, count: number, amountCents: number }>, monthToDate: { count: number, amountCents: number }, priorMonthToDate: { count: number, amountCents: number } }, pullThrough: { accepted: number, funded: number, fellThrough: number, pullThroughPercent: number | null, fallThroughs: Array<{ reason: string, count: number }> }, offersPerApplication: Array<{ bucket: string, count: number }>, matchCoverage: { submitted: number, withEligible: number, coveragePercent: number | null, blockingCriteria: Array<{ code: string, label: string, count: number }> }, lenderResponse: { windowDays: number, lenders: Array<{ lenderId: string, lenderName: string, slaHours: number, shares: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null }> } } };

export type DashboardOutboxQueryVariables = Exact<{
  status?: EmailStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardOutboxQuery = { outbox: { totalCount: number, hasNextPage: boolean, endCursor: string | null, smtpConfigured: boolean, items: Array<{ id: string, to: string, subject: string, template: string, status: EmailStatus, attempts: number, createdAt: unknown, sentAt: unknown, nextAttemptAt: unknown, lastError: string | null, textBody: string }> } };

export type DashboardResendEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardResendEmailMutation = { resendEmail: { id: string, status: EmailStatus, attempts: number, sentAt: unknown, nextAttemptAt: unknown, lastError: string | null } };

export type WorkspaceDocumentFragment = { id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, required: boolean, fileName: string | null, sizeBytes: number | null, mimeType: string | null, rejectReason: string | null, requestedAt: unknown, dueAt: string | null, uploadedAt: unknown, reviewedAt: unknown, downloadPath: string | null, infoRequestId: string | null };

export type WorkspaceInfoRequestFragment = { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type WorkspaceDocumentsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type WorkspaceDocumentsQuery = { applicationDocuments: Array<{ id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, required: boolean, fileName: string | null, sizeBytes: number | null, mimeType: string | null, rejectReason: string | null, requestedAt: unknown, dueAt: string | null, uploadedAt: unknown, reviewedAt: unknown, downloadPath: string | null, infoRequestId: string | null }> };

export type WorkspaceInfoRequestsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type WorkspaceInfoRequestsQuery = { infoRequests: Array<{ id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type WorkspaceRequestInfoMutationVariables = Exact<{
  input: RequestInfoInput;
}>;


export type WorkspaceRequestInfoMutation = { requestInfo: { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export type WorkspaceReviewDocumentMutationVariables = Exact<{
  input: ReviewDocumentInput;
}>;


export type WorkspaceReviewDocumentMutation = { reviewDocument: { id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, required: boolean, fileName: string | null, sizeBytes: number | null, mimeType: string | null, rejectReason: string | null, requestedAt: unknown, dueAt: string | null, uploadedAt: unknown, reviewedAt: unknown, downloadPath: string | null, infoRequestId: string | null } };

export type WorkspaceCancelInfoRequestMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type WorkspaceCancelInfoRequestMutation = { cancelInfoRequest: { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export type WorkspaceSubmissionsFragment = { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> };

export type ApplicationSubmissionsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationSubmissionsQuery = { applicationSubmissions: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type ShareableProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShareableProgramsQuery = { adminPrograms: { items: Array<{ id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus }> } };

export type ProposeToClientMutationVariables = Exact<{
  applicationId: string | number;
  programs: Array<ProgramChoiceInput> | ProgramChoiceInput;
}>;


export type ProposeToClientMutation = { proposeToClient: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type ShareWithLendersMutationVariables = Exact<{
  applicationId: string | number;
  programs: Array<ProgramChoiceInput> | ProgramChoiceInput;
  consent: ShareConsentInput;
}>;


export type ShareWithLendersMutation = { shareWithLenders: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type RevokeSubmissionMutationVariables = Exact<{
  submissionId: string | number;
  reason?: string | null | undefined;
}>;


export type RevokeSubmissionMutation = { revokeSubmission: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type NudgeLenderMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type NudgeLenderMutation = { nudgeLender: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type MarkSubmissionExpiredMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type MarkSubmissionExpiredMutation = { markSubmissionExpired: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: SubmissionStatus, consentMode: ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type WorkspaceAccessLogQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type WorkspaceAccessLogQuery = { applicationSubmissions: { applicationId: string, accessLog: Array<{ at: unknown, lenderName: string, userName: string, action: AccessAction, text: string }> } };

export type WorkspaceMatchFragment = { programId: string, programName: string, programVersion: number, lenderId: string, lenderName: string, product: string, outcome: string, fitScore: number | null, differentProduct: boolean, newSinceVersion: number | null, missingFacts: Array<string>, computedAt: unknown, criteria: Array<{ code: string, pass: boolean, missing: boolean, withinTolerance: boolean, text: string }> };

export type ApplicationMatchesQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationMatchesQuery = { applicationMatches: Array<{ programId: string, programName: string, programVersion: number, lenderId: string, lenderName: string, product: string, outcome: string, fitScore: number | null, differentProduct: boolean, newSinceVersion: number | null, missingFacts: Array<string>, computedAt: unknown, criteria: Array<{ code: string, pass: boolean, missing: boolean, withinTolerance: boolean, text: string }> }> };

export type RematchApplicationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type RematchApplicationMutation = { rematchApplication: Array<{ programId: string, programName: string, programVersion: number, lenderId: string, lenderName: string, product: string, outcome: string, fitScore: number | null, differentProduct: boolean, newSinceVersion: number | null, missingFacts: Array<string>, computedAt: unknown, criteria: Array<{ code: string, pass: boolean, missing: boolean, withinTolerance: boolean, text: string }> }> };

export type WorkspaceBusinessFragment = { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> };

export type WorkspaceApplicationFragment = { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> };

export type WorkspaceApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkspaceApplicationQuery = { adminApplication: { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceBusinessActivityQueryVariables = Exact<{
  businessId: string;
}>;


export type WorkspaceBusinessActivityQuery = { auditEvents: { items: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceStaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceStaffMembersQuery = { staffMembers: Array<{ id: string, username: string, displayName: string }> };

export type WorkspaceDeclineNoticePreviewQueryVariables = Exact<{
  id: string | number;
  reasonCodes: Array<DeclineReasonCode> | DeclineReasonCode;
  note?: string | null | undefined;
}>;


export type WorkspaceDeclineNoticePreviewQuery = { declineNoticePreview: { subject: string, body: string } };

export type WorkspaceStartReviewMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type WorkspaceStartReviewMutation = { startReview: { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceAssignMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  assigneeId?: string | number | null | undefined;
}>;


export type WorkspaceAssignMutation = { assignApplication: { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceDeclineMutationVariables = Exact<{
  input: DeclineApplicationInput;
}>;


export type WorkspaceDeclineMutation = { declineApplication: { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceCloseMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type WorkspaceCloseMutation = { closeApplication: { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceReopenMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type WorkspaceReopenMutation = { reopenApplication: { id: string, number: string | null, workflowStatus: WorkflowStatus, publicStatus: ApplicationStatus | null, version: number, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, source: string, statusReasonCodes: Array<DeclineReasonCode>, statusNote: string | null, submittedAt: unknown, decidedAt: unknown, closedAt: unknown, reapplyAfter: string | null, renewalOfFundingId: string | null, createdAt: unknown, updatedAt: unknown, ageHours: number, availableActions: Array<WorkflowAction>, assignee: { id: string, username: string, displayName: string } | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }, statusHistory: Array<{ id: string, fromWorkflowStatus: WorkflowStatus | null, toWorkflowStatus: WorkflowStatus, changedAt: unknown, changedBy: string | null, actor: string, reason: string | null, note: string | null }>, activity: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type WorkspaceWithdrawMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type WorkspaceWithdrawMutation = { withdrawApplication: { id: string, version: number, workflowStatus: WorkflowStatus } };

export type WorkspaceEditFactsMutationVariables = Exact<{
  input: EditBusinessFactsInput;
}>;


export type WorkspaceEditFactsMutation = { editBusinessFacts: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, phone: string | null, website: string | null, version: number, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> } };

export type ApplicationResultFieldsFragment = { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean };

export type ApplicationResultQueryVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
}>;


export type ApplicationResultQuery = { application: { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationsQuery = { myApplications: Array<{ number: string, workflowStatus: WorkflowStatus, reapplyAfter: string | null, businessName: string, product: string, requestedAmount: number, createdAt: unknown, updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean }> };

export type ClientApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientApplicationQuery = { application: { businessName: string, contactName: string, product: string, requestedAmount: number, industry: string, state: string, monthsInBusiness: number, monthlyRevenue: number, declineReason: string | null, createdAt: unknown, updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean, number: string, workflowStatus: WorkflowStatus, version: number, canWithdraw: boolean, submittedAt: unknown, decidedAt: unknown, reapplyAfter: string | null, declineReasons: Array<{ code: DeclineReasonCode, text: string }>, timeline: Array<{ at: unknown, title: string, detail: string | null }> } };

export type ClientWorkflowFieldsFragment = { id: string, status: ApplicationStatus | null, number: string, workflowStatus: WorkflowStatus, version: number, canWithdraw: boolean, submittedAt: unknown, decidedAt: unknown, reapplyAfter: string | null, declineReasons: Array<{ code: DeclineReasonCode, text: string }>, timeline: Array<{ at: unknown, title: string, detail: string | null }> };

export type WithdrawApplicationMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type WithdrawApplicationMutation = { withdrawApplication: { updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean, number: string, workflowStatus: WorkflowStatus, version: number, canWithdraw: boolean, submittedAt: unknown, decidedAt: unknown, reapplyAfter: string | null, declineReasons: Array<{ code: DeclineReasonCode, text: string }>, timeline: Array<{ at: unknown, title: string, detail: string | null }> } };

export type ClaimApplicationMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type ClaimApplicationMutation = { claimApplication: { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type MyApplicationActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationActivityQuery = { myApplicationActivity: Array<{ applicationId: string, applicationNumber: string, lendersWithAccess: number, proposalsToApprove: number, offersToReview: number, offersExpireAt: unknown, offerCount: number, acceptedOffer: boolean }> };

export type MyCreditBuildingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCreditBuildingQuery = { myCreditBuilding: { applicationId: string | null, applicationNumber: string | null, onTimeTradeMonths: number, insight: { fitsNow: number, ficoTarget: number | null, ficoOpens: number | null, moreTradeMonths: number | null, tradeMonthsOpens: number | null, text: string | null } | null, net30Application: { reference: string, status: string, submittedAt: unknown } | null } };

export type MyActionItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyActionItemsQuery = { myActionItems: Array<{ kind: ActionItemKind, applicationId: string, applicationNumber: string, title: string, dueAt: string | null, status: string, infoRequestId: string | null, documentId: string | null, docType: string | null, rejectReason: string | null }> };

export type ClientDocumentFieldsFragment = { id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, fileName: string | null, sizeBytes: number | null, rejectReason: string | null, dueAt: string | null, uploadedAt: unknown, required: boolean, infoRequestId: string | null, downloadPath: string | null };

export type ClientInfoRequestFieldsFragment = { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, createdAt: unknown, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type ApplicationTasksQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationTasksQuery = { applicationDocuments: Array<{ id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, fileName: string | null, sizeBytes: number | null, rejectReason: string | null, dueAt: string | null, uploadedAt: unknown, required: boolean, infoRequestId: string | null, downloadPath: string | null }>, infoRequests: Array<{ id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, createdAt: unknown, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type AnswerInfoRequestMutationVariables = Exact<{
  input: AnswerInfoRequestInput;
}>;


export type AnswerInfoRequestMutation = { answerInfoRequest: { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, createdAt: unknown, lenderName: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export type ClientApplicationLendersFragment = { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: AccessAction, documentName: string | null, at: unknown, text: string }> };

export type MyApplicationLendersQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type MyApplicationLendersQuery = { myApplicationLenders: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type RespondToProposalMutationVariables = Exact<{
  submissionId: string | number;
  approve: boolean;
}>;


export type RespondToProposalMutation = { respondToProposal: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type RevokeLenderMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type RevokeLenderMutation = { revokeLender: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type SetAutoSharePolicyMutationVariables = Exact<{
  applicationId: string | number;
  enabled: boolean;
}>;


export type SetAutoSharePolicyMutation = { setAutoSharePolicy: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type ApplicationMatchSummaryQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationMatchSummaryQuery = { applicationMatchSummary: { fitsNow: number, withinReach: number, needInformation: number, text: string } | null };

export type SessionUserFragment = { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ArticleSummaryFragment = { id: string, title: string, excerpt: string, category: string, authorName: string, coverImageUrl: string | null, coverAlt: string | null, readingMinutes: number, publishedAt: unknown };

export type ArticlesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ArticlesQuery = { articles: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: string, title: string, excerpt: string, category: string, authorName: string, coverImageUrl: string | null, coverAlt: string | null, readingMinutes: number, publishedAt: unknown }> } };

export type ArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleQuery = { article: { body: string, updatedAt: unknown, id: string, title: string, excerpt: string, category: string, authorName: string, coverImageUrl: string | null, coverAlt: string | null, readingMinutes: number, publishedAt: unknown } | null };

export type ClientOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientOverviewQuery = { adminClientOverview: { asOf: unknown, clientCount: number, newClients30d: number, clientsWithOpenApplications: number, unclaimedApplications: number, documentsAwaitingReview: number, creditBuilderApplications: number, net30ApplicationsPending: number, hasAnything: boolean, unclaimed: Array<{ applicationId: string, number: string | null, businessName: string, contactName: string, email: string, submittedAt: unknown, workflowStatus: WorkflowStatus, linksSentToday: number }>, needsAttention: Array<{ key: string, kind: DashboardQueueKind, applicationId: string | null, applicationNumber: string | null, businessName: string, since: unknown, ageHours: number, detail: string }> } };

export type ResendClaimLinkMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type ResendClaimLinkMutation = { resendClaimLink: { applicationId: string, sentTo: string, sentToday: number, remainingToday: number } };

export type ClientListQueryVariables = Exact<{
  filter?: ClientListFilter | null | undefined;
  sort?: ClientSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ClientListQuery = { adminClients: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, name: string, email: string, businessName: string | null, state: string | null, industry: string | null, monthsInBusiness: number | null, applicationCount: number, latestStatus: WorkflowStatus | null, netbuilderPlan: string | null, createdAt: unknown }> } };

export type ClientManagementApplicationsQueryVariables = Exact<{
  filter?: ApplicationListFilter | null | undefined;
  sort?: ApplicationSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ClientManagementApplicationsQuery = { adminApplications: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, number: string | null, workflowStatus: WorkflowStatus, product: string, requestedAmount: number, ageHours: number, business: { id: string, legalName: string }, assignee: { id: string, displayName: string } | null }> } };

export type ClientDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientDetailQuery = { adminClient: { id: string, username: string, email: string, name: string, createdAt: unknown, lastSignInAt: unknown, netbuilderPlan: string | null, netbuilderStatus: string | null, businesses: Array<{ id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, fico: number | null, ficoSource: string | null, openPositions: number | null, phone: string | null, website: string | null, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }>, applications: Array<{ id: string, number: string | null, workflowStatus: WorkflowStatus, product: string, requestedAmount: number, submittedAt: unknown }>, documents: Array<{ id: string, applicationId: string, label: string, status: DocumentStatus, fileName: string | null, uploadedAt: unknown, downloadPath: string | null }>, notes: Array<{ id: string, body: string, authorName: string, createdAt: unknown }>, activity: Array<{ id: string, occurredAt: unknown, action: string, summary: string, actor: { name: string } }> } };

export type AddClientNoteMutationVariables = Exact<{
  clientId: string | number;
  body: string;
}>;


export type AddClientNoteMutation = { addClientNote: { id: string, body: string, authorName: string, createdAt: unknown } };

export type ProgramRowFieldsFragment = { id: string, lenderId: string, lenderName: string, lenderStatus: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, criteria: unknown, hasDraft: boolean, pausedReason: string | null, version: number, updatedAt: unknown, publishedBy: string | null, publishedAt: unknown };

export type ProgramDetailFieldsFragment = { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> };

export type ProgramListQueryVariables = Exact<{
  filter?: ProgramListFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ProgramListQuery = { adminPrograms: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, lenderId: string, lenderName: string, lenderStatus: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, criteria: unknown, hasDraft: boolean, pausedReason: string | null, version: number, updatedAt: unknown, publishedBy: string | null, publishedAt: unknown }> } };

export type ProgramDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramDetailQuery = { adminProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ProgramLenderOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramLenderOptionsQuery = { adminLenders: { totalCount: number, items: Array<{ id: string, displayName: string, status: LenderStatus }> } };

export type ProgramCriteriaPreviewQueryVariables = Exact<{
  criteria: unknown;
}>;


export type ProgramCriteriaPreviewQuery = { programCriteriaPreview: { text: string | null, problems: Array<{ path: string, message: string }> } };

export type CoverageHeatmapQueryVariables = Exact<{
  product: string;
  amountCents: number;
}>;


export type CoverageHeatmapQuery = { coverageHeatmap: { ficoBands: Array<string>, monthsBands: Array<string>, gapCount: number, cells: Array<{ ficoBand: string, monthsBand: string, programCount: number }> } };

export type ProgramWhatIfQueryVariables = Exact<{
  input: ProgramWhatIfInput;
}>;


export type ProgramWhatIfQuery = { programWhatIf: Array<{ programId: string, programName: string, lenderName: string, programVersion: number, product: string, differentProduct: boolean, outcome: string, fitScore: number | null, reasons: Array<string>, missingFacts: Array<string>, criteria: Array<{ code: string, pass: boolean, missing: boolean, text: string }> }> };

export type CreateProgramMutationVariables = Exact<{
  input: CreateProgramInput;
}>;


export type CreateProgramMutation = { createProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type UpdateProgramDraftMutationVariables = Exact<{
  id: string | number;
  input: UpdateProgramDraftInput;
}>;


export type UpdateProgramDraftMutation = { updateProgramDraft: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type PublishProgramMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type PublishProgramMutation = { publishProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type RestoreProgramVersionMutationVariables = Exact<{
  id: string | number;
  version: number;
  expectedVersion: number;
}>;


export type RestoreProgramVersionMutation = { restoreProgramVersion: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type PauseProgramMutationVariables = Exact<{
  id: string | number;
  reason: string;
  expectedVersion: number;
}>;


export type PauseProgramMutation = { pauseProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ResumeProgramMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ResumeProgramMutation = { resumeProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ArchiveProgramMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ArchiveProgramMutation = { archiveProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type DuplicateProgramMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
}>;


export type DuplicateProgramMutation = { duplicateProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ProgramPerformanceQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramPerformanceQuery = { programPerformance: { matched: number, shared: number, viewed: number, offers: number, won: number, fundedCents: number, offerRate: number | null, medianFirstResponseHours: number | null, blockingCriteria: Array<{ code: string, label: string, count: number, percent: number }>, recent: Array<{ applicationId: string, number: string | null, businessName: string, outcome: string, computedAt: unknown }> } };

export type FundingDetailFragment = { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, statusNote: string | null, nextStatuses: Array<FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: FundingTransactionType, amountCents: number, occurredOn: string, source: FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> };

export type FundingDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type FundingDetailQuery = { funding: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, statusNote: string | null, nextStatuses: Array<FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: FundingTransactionType, amountCents: number, occurredOn: string, source: FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type ApplicationFundingIdQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationFundingIdQuery = { applicationFundingId: string | null };

export type AddFundingTransactionMutationVariables = Exact<{
  fundingId: string | number;
  input: FundingTransactionInput;
}>;


export type AddFundingTransactionMutation = { addFundingTransaction: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, statusNote: string | null, nextStatuses: Array<FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: FundingTransactionType, amountCents: number, occurredOn: string, source: FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type PreviewFundingImportMutationVariables = Exact<{
  fundingId: string | number;
  csv: string;
}>;


export type PreviewFundingImportMutation = { previewFundingImport: { added: number, duplicates: number, errors: number, lines: Array<{ line: number, outcome: FundingImportOutcome, message: string | null, occurredOn: string | null, type: FundingEntryType | null, amountCents: number | null, externalRef: string | null }> } };

export type ImportFundingTransactionsMutationVariables = Exact<{
  fundingId: string | number;
  csv: string;
}>;


export type ImportFundingTransactionsMutation = { importFundingTransactions: { added: number, duplicates: number, errors: number } };

export type ReverseFundingTransactionMutationVariables = Exact<{
  transactionId: string | number;
  reason: string;
}>;


export type ReverseFundingTransactionMutation = { reverseFundingTransaction: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, statusNote: string | null, nextStatuses: Array<FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: FundingTransactionType, amountCents: number, occurredOn: string, source: FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type MarkFundingCommissionReceivedMutationVariables = Exact<{
  fundingId: string | number;
  expectedVersion: number;
  receivedOn: string;
}>;


export type MarkFundingCommissionReceivedMutation = { markFundingCommissionReceived: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, statusNote: string | null, nextStatuses: Array<FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: FundingTransactionType, amountCents: number, occurredOn: string, source: FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type ChangeFundingStatusMutationVariables = Exact<{
  fundingId: string | number;
  expectedVersion: number;
  status: FundingStatus;
  note?: string | null | undefined;
}>;


export type ChangeFundingStatusMutation = { changeFundingStatus: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, statusNote: string | null, nextStatuses: Array<FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: FundingTransactionType, amountCents: number, occurredOn: string, source: FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type OffersForFundingQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type OffersForFundingQuery = { applicationOffers: Array<{ id: string, status: OfferStatus, version: number, lenderName: string, figures: { amountCents: number } }> };

export type MarkFundedMutationVariables = Exact<{
  input: MarkFundedInput;
}>;


export type MarkFundedMutation = { markFunded: { id: string } };

export type MemberPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberPlanQuery = { netbuilderSubscription: { id: string } | null };

export type AcceptLenderInviteMutationVariables = Exact<{
  input: AcceptLenderInviteInput;
}>;


export type AcceptLenderInviteMutation = { acceptLenderInvite: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } };

export type LenderRowFieldsFragment = { id: string, legalName: string, displayName: string, status: LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number };

export type LenderOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderOverviewQuery = { active: { totalCount: number }, paused: { totalCount: number }, onboarding: { totalCount: number, items: Array<{ id: string, legalName: string, displayName: string, status: LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> }, activeLenders: { items: Array<{ id: string, legalName: string, displayName: string, status: LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> }, all: { totalCount: number } };

export type LenderListQueryVariables = Exact<{
  filter?: LenderListFilter | null | undefined;
  sort?: LenderSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type LenderListQuery = { adminLenders: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, legalName: string, displayName: string, status: LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> } };

export type LenderDetailFieldsFragment = { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> };

export type LenderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type LenderDetailQuery = { adminLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type LenderProgramsQueryVariables = Exact<{
  lenderId: string | number;
}>;


export type LenderProgramsQuery = { adminPrograms: { totalCount: number, items: Array<{ id: string, name: string, product: string, status: ProgramStatus, currentVersion: number | null, hasDraft: boolean, version: number, updatedAt: unknown }> } };

export type LenderActivityQueryVariables = Exact<{
  entityId: string;
  after?: string | null | undefined;
}>;


export type LenderActivityQuery = { auditEvents: { hasNextPage: boolean, endCursor: string | null, items: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type CreateLenderMutationVariables = Exact<{
  input: CreateLenderInput;
}>;


export type CreateLenderMutation = { createLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type UpdateLenderMutationVariables = Exact<{
  id: string | number;
  input: UpdateLenderInput;
}>;


export type UpdateLenderMutation = { updateLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type ActivateLenderMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ActivateLenderMutation = { activateLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type PauseLenderMutationVariables = Exact<{
  id: string | number;
  reason: string;
  expectedVersion: number;
}>;


export type PauseLenderMutation = { pauseLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type ResumeLenderMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ResumeLenderMutation = { resumeLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type ArchiveLenderMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ArchiveLenderMutation = { archiveLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type InviteLenderUserMutationVariables = Exact<{
  lenderId: string | number;
  email: string;
}>;


export type InviteLenderUserMutation = { inviteLenderUser: { id: string, email: string, status: UserStatus } };

export type ResendLenderInviteMutationVariables = Exact<{
  userId: string | number;
}>;


export type ResendLenderInviteMutation = { resendLenderInvite: { id: string, status: UserStatus } };

export type DisableLenderUserMutationVariables = Exact<{
  userId: string | number;
  confirmNoOneLeft?: boolean | null | undefined;
}>;


export type DisableLenderUserMutation = { disableLenderUser: { id: string, status: UserStatus } };

export type RevokeLenderAccessMutationVariables = Exact<{
  lenderId: string | number;
  password: string;
  reason: string;
}>;


export type RevokeLenderAccessMutation = { revokeLenderAccess: number };

export type LenderScoreboardQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderScoreboardQuery = { lenderScoreboard: Array<{ lenderId: string, shares: number, responded: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null, fundedVolumeCents: number, fallThroughs: Array<{ reason: string, count: number }> }>, lenders: { items: Array<{ id: string, legalName: string, displayName: string, status: LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> }, lateSubmissions: Array<{ submissionId: string, lenderId: string, lenderName: string, applicationId: string, number: string | null, slaDueAt: unknown, lastNudgedAt: unknown }> };

export type ScoreboardNudgeMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type ScoreboardNudgeMutation = { nudgeLender: { applicationId: string } };

export type LenderSubmissionsQueryVariables = Exact<{
  lenderId: string | number;
  page?: number | null | undefined;
}>;


export type LenderSubmissionsQuery = { lenderSubmissions: { totalCount: number, page: number, pageSize: number, items: Array<{ submissionId: string, applicationId: string, number: string | null, businessName: string, status: string, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, offerAmountCents: number | null }> } };

export type LenderFundingsQueryVariables = Exact<{
  lenderId: string | number;
  page?: number | null | undefined;
}>;


export type LenderFundingsQuery = { lenderFundings: { totalCount: number, page: number, pageSize: number, items: Array<{ fundingId: string, applicationId: string, number: string | null, businessName: string, fundedOn: string, fundedAmountCents: number, expectedPaybackCents: number, paidToDateCents: number, remainingCents: number, status: string }> } };

export type LenderAccessLogQueryVariables = Exact<{
  lenderId: string | number;
  page?: number | null | undefined;
}>;


export type LenderAccessLogQuery = { lenderAccessLog: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, at: unknown, userName: string, action: string, documentName: string | null, applicationId: string, number: string | null }> } };

export type LenderDetailPerformanceQueryVariables = Exact<{
  lenderId: string | number;
}>;


export type LenderDetailPerformanceQuery = { lenderPerformance: { lenderId: string, windowDays: number, shares: number, responded: number, offered: number, won: number, accepted: number, funded: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null, pullThrough: number | null, fundedVolumeCents: number, fallThroughs: Array<{ reason: string, count: number }> } };

export type LenderListPerformancesQueryVariables = Exact<{
  lenderIds: Array<string | number> | string | number;
}>;


export type LenderListPerformancesQuery = { lenderPerformances: Array<{ lenderId: string, offered: number, fundedVolumeCents: number, medianFirstResponseHours: number | null }> };

export type LenderInfoRequestFieldsFragment = { id: string, status: InfoRequestStatus, dueAt: string, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type LenderInfoRequestsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderInfoRequestsQuery = { lenderInfoRequests: Array<{ id: string, status: InfoRequestStatus, dueAt: string, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type RequestLenderInfoMutationVariables = Exact<{
  applicationId: string | number;
  input: LenderInfoRequestInput;
}>;


export type RequestLenderInfoMutation = { requestLenderInfo: { id: string, status: InfoRequestStatus, dueAt: string, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export type RequestCriteriaChangeMutationVariables = Exact<{
  input: CriteriaChangeRequestInput;
}>;


export type RequestCriteriaChangeMutation = { requestCriteriaChange: { id: string, programName: string | null } };

export type LenderFileCardFieldsFragment = { submissionId: string, applicationId: string, number: string | null, status: SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null };

export type LenderFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderFilesQuery = { lenderFiles: Array<{ submissionId: string, applicationId: string, number: string | null, status: SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null }> };

export type OpenLenderFileMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type OpenLenderFileMutation = { openLenderFile: { card: { submissionId: string, applicationId: string, number: string | null, status: SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null }, documents: Array<{ id: string, label: string, docType: string, status: string, fileName: string | null }> } };

export type LenderDeclineReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderDeclineReasonsQuery = { lenderDeclineReasons: Array<{ code: string, label: string }> };

export type DeclineLenderFileMutationVariables = Exact<{
  applicationId: string | number;
  input: LenderDeclineInput;
}>;


export type DeclineLenderFileMutation = { declineLenderFile: Array<{ submissionId: string, applicationId: string, number: string | null, status: SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null }> };

export type MyLenderProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLenderProgramsQuery = { myLenderPrograms: Array<{ id: string, name: string, product: string, status: string, version: number | null, description: string | null }> };

export type MyLenderProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLenderProfileQuery = { myLender: { id: string, displayName: string, status: LenderStatus, pausedReason: string | null, slaHours: number } };

export type LenderPortalPerformanceQueryVariables = Exact<{
  lenderId: string | number;
}>;


export type LenderPortalPerformanceQuery = { lenderPerformance: { lenderId: string, windowDays: number, shares: number, responded: number, offered: number, won: number, accepted: number, funded: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null, pullThrough: number | null } };

export type LenderOfferFieldsFragment = { id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } };

export type LenderFileOffersQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderFileOffersQuery = { applicationOffers: Array<{ id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } }> };

export type LenderWithdrawOfferMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type LenderWithdrawOfferMutation = { withdrawOffer: { id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderMarkContractSentMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
}>;


export type LenderMarkContractSentMutation = { markContractSent: { id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type MyLenderFundingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLenderFundingsQuery = { myLenderFundings: Array<{ id: string, applicationId: string, applicationNumber: string, businessName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, expectedPaybackCents: number, paidToDateCents: number, remainingCents: number, percentPaidBps: number, status: FundingStatus, paymentText: string }> };

export type LenderOfferPreviewFiguresFragment = { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } };

export type LenderOfferPreviewQueryVariables = Exact<{
  applicationId: string | number;
  terms: OfferTermsInput;
}>;


export type LenderOfferPreviewQuery = { offerPreview: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } };

export type LenderMakeOfferMutationVariables = Exact<{
  applicationId: string | number;
  terms: OfferTermsInput;
}>;


export type LenderMakeOfferMutation = { makeOffer: { id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderReportFellThroughMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  reason: FellThroughReason;
  note?: string | null | undefined;
}>;


export type LenderReportFellThroughMutation = { reportOfferFellThrough: { id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderReviseOfferMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  terms: OfferTermsInput;
}>;


export type LenderReviseOfferMutation = { reviseOffer: { id: string, applicationId: string, status: OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderPostPaymentMutationVariables = Exact<{
  fundingId: string | number;
  input: FundingTransactionInput;
}>;


export type LenderPostPaymentMutation = { postFundingPayment: { id: string, paidToDateCents: number, remainingCents: number, percentPaidBps: number, version: number } };

export type LenderFileTimelineQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderFileTimelineQuery = { lenderFileTimeline: Array<{ at: unknown, actorName: string, text: string }> };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, createdAt: unknown } };

export type ApplyForNetBuilderMutationVariables = Exact<{
  input: NetBuilderApplicationInput;
}>;


export type ApplyForNetBuilderMutation = { applyForNetBuilder: { id: string, reference: string, program: CreditProgram, status: CreditApplicationStatus, createdAt: unknown } };

export type ApplyForNet30MutationVariables = Exact<{
  input: Net30ApplicationInput;
}>;


export type ApplyForNet30Mutation = { applyForNet30: { id: string, reference: string, program: CreditProgram, status: CreditApplicationStatus, createdAt: unknown, claimPath: string | null } };

export type Net30AdminAccountFragment = { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number };

export type Net30AdminInvoiceRowFragment = { id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: AgingBucket, version: number };

export type Net30AdminFeeBoxFragment = { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> };

export type Net30AdminAgingRowFragment = { accountId: string | null, businessName: string, current: number, days1to30: number, days31to60: number, days61to90: number, days91plus: number, total: number };

export type Net30AdminBatchFragment = { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string };

export type Net30AdminRecordFragment = { id: string, batchId: string, sourceType: string, sourceId: string, businessName: string, asOf: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, lastSaleOn: string | null, lastPaymentOn: string | null, mannerOfPayment: string, status: string, correctsRecordId: string | null };

export type Net30AdminAccountsQueryVariables = Exact<{
  status?: Net30AccountStatus | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type Net30AdminAccountsQuery = { net30Accounts: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number }> } };

export type Net30AdminInvoicesQueryVariables = Exact<{
  status?: Net30InvoiceStatus | null | undefined;
  bucket?: AgingBucket | null | undefined;
  accountId?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type Net30AdminInvoicesQuery = { net30Invoices: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: AgingBucket, version: number }> } };

export type Net30AdminAgingQueryVariables = Exact<{ [key: string]: never; }>;


export type Net30AdminAgingQuery = { net30Aging: { asOf: string, totals: { accountId: string | null, businessName: string, current: number, days1to30: number, days31to60: number, days61to90: number, days91plus: number, total: number }, rows: Array<{ accountId: string | null, businessName: string, current: number, days1to30: number, days31to60: number, days61to90: number, days91plus: number, total: number }> } };

export type Net30AdminFeeBoxQueryVariables = Exact<{ [key: string]: never; }>;


export type Net30AdminFeeBoxQuery = { net30FeeBox: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } };

export type UpdateNet30SettingsMutationVariables = Exact<{
  input: Net30SettingsInput;
}>;


export type UpdateNet30SettingsMutation = { updateNet30Settings: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } };

export type CreateNet30InvoiceMutationVariables = Exact<{
  accountId: string | number;
  lines: Array<Net30InvoiceLineInput> | Net30InvoiceLineInput;
}>;


export type CreateNet30InvoiceMutation = { createNet30Invoice: { id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: AgingBucket, version: number } };

export type RecordNet30PaymentMutationVariables = Exact<{
  invoiceId: string | number;
  input: Net30PaymentInput;
}>;


export type RecordNet30PaymentMutation = { recordNet30Payment: { id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: AgingBucket, version: number } };

export type ChangeNet30LimitMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
  creditLimitCents: number;
  reason: string;
}>;


export type ChangeNet30LimitMutation = { changeNet30Limit: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type HoldNet30AccountMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type HoldNet30AccountMutation = { holdNet30Account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type ReleaseNet30AccountMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
}>;


export type ReleaseNet30AccountMutation = { releaseNet30Account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type CloseNet30AccountMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
}>;


export type CloseNet30AccountMutation = { closeNet30Account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type Net30AdminBatchesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type Net30AdminBatchesQuery = { furnishingBatches: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string }> } };

export type Net30AdminBatchRecordsQueryVariables = Exact<{
  batchId: string | number;
}>;


export type Net30AdminBatchRecordsQuery = { furnishingBatchRecords: Array<{ id: string, batchId: string, sourceType: string, sourceId: string, businessName: string, asOf: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, lastSaleOn: string | null, lastPaymentOn: string | null, mannerOfPayment: string, status: string, correctsRecordId: string | null }> };

export type GenerateFurnishingBatchMutationVariables = Exact<{
  bureau: string;
  periodMonth: string;
}>;


export type GenerateFurnishingBatchMutation = { generateFurnishingBatch: { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string } };

export type MarkFurnishingBatchSubmittedMutationVariables = Exact<{
  batchId: string | number;
}>;


export type MarkFurnishingBatchSubmittedMutation = { markFurnishingBatchSubmitted: { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string } };

export type RecordFurnishingBatchResponseMutationVariables = Exact<{
  input: RecordFurnishingBatchResponseInput;
}>;


export type RecordFurnishingBatchResponseMutation = { recordFurnishingBatchResponse: { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string } };

export type Net30AdminDisputesQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type Net30AdminDisputesQuery = { furnishingDisputes: Array<{ id: string, recordId: string, reason: string, text: string, status: string, resolution: string | null, dueAt: unknown, createdAt: unknown, resolvedAt: unknown, bureau: string, periodMonth: string, businessName: string, clientId: string, clientName: string, clientEmail: string, record: { id: string, batchId: string, sourceType: string, sourceId: string, businessName: string, asOf: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, lastSaleOn: string | null, lastPaymentOn: string | null, mannerOfPayment: string, status: string, correctsRecordId: string | null } }> };

export type ResolveFurnishingDisputeMutationVariables = Exact<{
  input: ResolveFurnishingDisputeInput;
}>;


export type ResolveFurnishingDisputeMutation = { resolveFurnishingDispute: { id: string, status: string, resolution: string | null, resolvedAt: unknown } };

export type Net30ApplicationFieldsFragment = { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number };

export type MyNet30ApplicationQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MyNet30ApplicationQuery = { myNet30Application: { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } | null };

export type AnswerNet30ApplicationInfoMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type AnswerNet30ApplicationInfoMutation = { answerNet30ApplicationInfo: { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type ClaimNet30ApplicationMutationVariables = Exact<{
  token: string;
}>;


export type ClaimNet30ApplicationMutation = { claimNet30Application: { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type Net30ApplicationsQueryVariables = Exact<{
  status?: Net30ApplicationStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type Net30ApplicationsQuery = { net30Applications: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, reference: string, status: Net30ApplicationStatus, businessName: string, ein: string | null, applicantName: string, email: string, businessStartYear: number, monthsInBusiness: number, annualRevenue: number, requestedLimitCents: number, suggestedLimitCents: number, intendedUse: string | null, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, approvedLimitCents: number | null, netDays: number | null, version: number, tradeReferences: Array<{ company: string, contact: string, phoneOrEmail: string }>, netBuilder: { plan: string | null, status: string | null, paidMonths: number } | null }> } };

export type ApproveNet30ApplicationMutationVariables = Exact<{
  input: ApproveNet30ApplicationInput;
}>;


export type ApproveNet30ApplicationMutation = { approveNet30Application: { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type DeclineNet30ApplicationMutationVariables = Exact<{
  input: DeclineNet30ApplicationInput;
}>;


export type DeclineNet30ApplicationMutation = { declineNet30Application: { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type RequestNet30ApplicationInfoMutationVariables = Exact<{
  input: RequestNet30ApplicationInfoInput;
}>;


export type RequestNet30ApplicationInfoMutation = { requestNet30ApplicationInfo: { id: string, reference: string, status: Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type MemberNet30FurnishingLogQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MemberNet30FurnishingLogQuery = { myFurnishingRecords: Array<{ bureau: string, periodMonth: string, batchStatus: string, record: { id: string, sourceType: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, mannerOfPayment: string, status: string }, dispute: { id: string, reason: string, status: string, resolution: string | null, dueAt: unknown } | null }> };

export type MemberDisputeNet30FurnishingRecordMutationVariables = Exact<{
  input: DisputeFurnishingRecordInput;
}>;


export type MemberDisputeNet30FurnishingRecordMutation = { disputeFurnishingRecord: { id: string, recordId: string, reason: string, text: string, status: string, dueAt: unknown } };

export type MemberNet30StatementsQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
}>;


export type MemberNet30StatementsQuery = { net30Statements: Array<{ id: string, accountId: string, periodStart: string, periodEnd: string, opening: number, charges: number, payments: number, fees: number, closing: number, downloadUrl: string }> };

export type MemberNet30AccountFieldsFragment = { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number };

export type MemberNet30InvoiceRowFragment = { id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null };

export type MemberNet30FeeBoxFieldsFragment = { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> };

export type MemberNet30InvoiceDetailFragment = { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Net30PaymentMethod, status: Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> };

export type MemberNet30DashboardQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MemberNet30DashboardQuery = { net30Dashboard: { account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } | null, openInvoices: Array<{ id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null }>, closedInvoices: Array<{ id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null }>, feeBox: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } } };

export type MemberNet30AccountChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MemberNet30AccountChoicesQuery = { net30Accounts: { totalCount: number, items: Array<{ id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, status: Net30AccountStatus, balanceCents: number }> } };

export type MemberNet30InvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberNet30InvoiceQuery = { net30Invoice: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Net30PaymentMethod, status: Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberPayNet30InvoiceMutationVariables = Exact<{
  invoiceId: string | number;
  amountCents: number;
  idempotencyKey: string;
}>;


export type MemberPayNet30InvoiceMutation = { payNet30Invoice: { url: string, paymentId: string } };

export type MemberRecordNet30PaymentMutationVariables = Exact<{
  invoiceId: string | number;
  input: Net30PaymentInput;
}>;


export type MemberRecordNet30PaymentMutation = { recordNet30Payment: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Net30PaymentMethod, status: Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberVoidNet30InvoiceMutationVariables = Exact<{
  invoiceId: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type MemberVoidNet30InvoiceMutation = { voidNet30Invoice: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Net30PaymentMethod, status: Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberWaiveNet30FeeMutationVariables = Exact<{
  feeId: string | number;
  reason: string;
}>;


export type MemberWaiveNet30FeeMutation = { waiveNet30Fee: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Net30PaymentMethod, status: Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberNet30SandboxQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MemberNet30SandboxQuery = { net30Dashboard: { account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } | null, feeBox: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } } };

export type MemberPlaceNet30TestOrderMutationVariables = Exact<{
  items: Array<Net30OrderItemInput> | Net30OrderItemInput;
  clientId?: string | number | null | undefined;
}>;


export type MemberPlaceNet30TestOrderMutation = { placeNet30TestOrder: { id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null } };

export type MemberAdvanceNet30ClockMutationVariables = Exact<{
  accountId: string | number;
  days: number;
}>;


export type MemberAdvanceNet30ClockMutation = { advanceNet30Clock: { effects: Array<string>, account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Net30AccountSource, status: Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } } };

export type PaymentConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigQuery = { paymentConfig: { mode: PaymentMode, publishableKey: string | null } };

export type NetbuilderPlanFieldsFragment = { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> };

export type NetbuilderPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type NetbuilderPlansQuery = { netbuilderPlans: Array<{ id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> }> };

export type NetbuilderSubscriptionFieldsFragment = { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } };

export type NetbuilderSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type NetbuilderSubscriptionQuery = { netbuilderSubscription: { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } } | null };

export type NetbuilderReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type NetbuilderReportsQuery = { reports: Array<{ id: string, reportMonth: string, paymentAmount: number, paymentStatus: string, bureaus: Array<string> }> };

export type CheckoutMutationVariables = Exact<{
  plan: string;
}>;


export type CheckoutMutation = { checkout: { sessionId: string, url: string } };

export type CancelNetbuilderSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelNetbuilderSubscriptionMutation = { cancelNetbuilderSubscription: { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } } };

export type ResumeNetbuilderSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeNetbuilderSubscriptionMutation = { resumeNetbuilderSubscription: { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } } };

export type CreditBuilderReportingDayQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditBuilderReportingDayQuery = { net30FeeBox: { reportingDay: number } };

export type OfferFieldsFragment = { id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } };

export type OfferFiguresFieldsFragment = { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } };

export type ApplicationOffersQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationOffersQuery = { applicationOffers: Array<{ id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } }> };

export type AcceptOfferMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
}>;


export type AcceptOfferMutation = { acceptOffer: { id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } } };

export type DeclineOfferMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  reason?: string | null | undefined;
}>;


export type DeclineOfferMutation = { declineOffer: { id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } } };

export type OfferPreviewQueryVariables = Exact<{
  applicationId: string | number;
  terms: OfferTermsInput;
}>;


export type OfferPreviewQuery = { offerPreview: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } };

export type EnterOfferMutationVariables = Exact<{
  applicationId: string | number;
  lenderId: string | number;
  terms: OfferTermsInput;
  evidenceDocumentId: string | number;
}>;


export type EnterOfferMutation = { enterOffer: { id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } } };

export type AcceptOfferForClientMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  consent: OfferConsentInput;
}>;


export type AcceptOfferForClientMutation = { acceptOfferForClient: { id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } } };

export type ReportOfferFellThroughMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  reason: FellThroughReason;
  note?: string | null | undefined;
}>;


export type ReportOfferFellThroughMutation = { reportOfferFellThrough: { id: string, applicationId: string, lenderId: string, lenderName: string, product: string, status: OfferStatus, statusReason: string | null, badges: Array<OfferBadge>, prepayment: string, conditions: Array<string>, expiresAt: unknown, createdAt: unknown, acceptedAt: unknown, contractSentAt: unknown, enteredByNetFund: boolean, supersedesId: string | null, version: number, figures: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } } };

export type StaffApplicationClientsQueryVariables = Exact<{
  search: string;
}>;


export type StaffApplicationClientsQuery = { staffApplicationClients: Array<{ id: string, username: string, email: string, firstName: string | null, lastName: string | null }> };

export type StaffApplicationDraftFragment = { id: string, number: string | null, version: number, workflowStatus: WorkflowStatus, updatedAt: unknown };

export type SaveApplicationDraftMutationVariables = Exact<{
  input: StaffApplicationInput;
}>;


export type SaveApplicationDraftMutation = { saveApplicationDraft: { id: string, number: string | null, version: number, workflowStatus: WorkflowStatus, updatedAt: unknown } };

export type SubmitApplicationDraftMutationVariables = Exact<{
  input: SubmitStaffApplicationInput;
}>;


export type SubmitApplicationDraftMutation = { submitApplicationDraft: { id: string, number: string | null, version: number, workflowStatus: WorkflowStatus, updatedAt: unknown } };

export type StaffApplicationDraftFormQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffApplicationDraftFormQuery = { adminApplication: { id: string, number: string | null, version: number, workflowStatus: WorkflowStatus, source: string, updatedAt: unknown, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, useOfFunds: string | null, useOfFundsNote: string | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null } } };

export type RenewedFundingQueryVariables = Exact<{
  id: string | number;
}>;


export type RenewedFundingQuery = { funding: { id: string, applicationId: string, applicationNumber: string, businessName: string } };

export const WorkspaceDocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}}]}}]} as unknown as DocumentNode;
export const WorkspaceInfoRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const WorkspaceSubmissionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;
export const WorkspaceMatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"newSinceVersion"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withinTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;
export const WorkspaceBusinessFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}}]} as unknown as DocumentNode;
export const WorkspaceApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}}]} as unknown as DocumentNode;
export const ApplicationResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;
export const ClientWorkflowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode;
export const ClientDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode;
export const ClientInfoRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const ClientApplicationLendersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;
export const ArticleSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export const ProgramRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export const ProgramDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;
export const FundingDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const LenderRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const LenderDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;
export const LenderInfoRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const LenderFileCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;
export const LenderOfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;
export const LenderOfferPreviewFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferPreviewFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;
export const Net30AdminAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const Net30AdminInvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const Net30AdminFeeBoxFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminFeeBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const Net30AdminAgingRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAgingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30AgingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"}},{"kind":"Field","name":{"kind":"Name","value":"days91plus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode;
export const Net30AdminBatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;
export const Net30AdminRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"lastSaleOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctsRecordId"}}]}}]} as unknown as DocumentNode;
export const Net30ApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const MemberNet30AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const MemberNet30FeeBoxFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const MemberNet30InvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]} as unknown as DocumentNode;
export const MemberNet30InvoiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]} as unknown as DocumentNode;
export const NetbuilderPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const NetbuilderSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const OfferFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;
export const OfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;
export const StaffApplicationDraftFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const DashboardQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardQueueQuery__
 *
 * To run a query within a React component, call `useDashboardQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardQueueQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardQueueQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardQueueQuery, DashboardQueueQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardQueueQuery, DashboardQueueQueryVariables>(DashboardQueueDocument, options);
      }
export function useDashboardQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardQueueQuery, DashboardQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardQueueQuery, DashboardQueueQueryVariables>(DashboardQueueDocument, options);
        }
export type DashboardQueueQueryHookResult = ReturnType<typeof useDashboardQueueQuery>;
export type DashboardQueueLazyQueryHookResult = ReturnType<typeof useDashboardQueueLazyQuery>;
export type DashboardQueueQueryResult = ApolloReactCommon.QueryResult<DashboardQueueQuery, DashboardQueueQueryVariables>;
export const DashboardResolveChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardResolveChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCriteriaChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardResolveChangeRequestMutation__
 *
 * To run a mutation, you first call `useDashboardResolveChangeRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardResolveChangeRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardResolveChangeRequestMutation, { data, loading, error }] = useDashboardResolveChangeRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDashboardResolveChangeRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardResolveChangeRequestMutation, DashboardResolveChangeRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardResolveChangeRequestMutation, DashboardResolveChangeRequestMutationVariables>(DashboardResolveChangeRequestDocument, options);
      }
export type DashboardResolveChangeRequestMutationHookResult = ReturnType<typeof useDashboardResolveChangeRequestMutation>;
export type DashboardResolveChangeRequestMutationResult = ApolloReactCommon.MutationResult<DashboardResolveChangeRequestMutation>;
export const DashboardKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardKpis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardKpis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplications"}},{"kind":"Field","name":{"kind":"Name","value":"submittedCount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeToDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decidedCount"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"p90Hours"}},{"kind":"Field","name":{"kind":"Name","value":"within24hCount"}},{"kind":"Field","name":{"kind":"Name","value":"within24hPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationsOverTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardKpisQuery__
 *
 * To run a query within a React component, call `useDashboardKpisQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardKpisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardKpisQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useDashboardKpisQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DashboardKpisQuery, DashboardKpisQueryVariables> & ({ variables: DashboardKpisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardKpisQuery, DashboardKpisQueryVariables>(DashboardKpisDocument, options);
      }
export function useDashboardKpisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardKpisQuery, DashboardKpisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardKpisQuery, DashboardKpisQueryVariables>(DashboardKpisDocument, options);
        }
export type DashboardKpisQueryHookResult = ReturnType<typeof useDashboardKpisQuery>;
export type DashboardKpisLazyQueryHookResult = ReturnType<typeof useDashboardKpisLazyQuery>;
export type DashboardKpisQueryResult = ApolloReactCommon.QueryResult<DashboardKpisQuery, DashboardKpisQueryVariables>;
export const DashboardActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardActivityQuery__
 *
 * To run a query within a React component, call `useDashboardActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardActivityQuery({
 *   variables: {
 *      after: // value for 'after'
 *   },
 * });
 */
export function useDashboardActivityQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
      }
export function useDashboardActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
        }
export type DashboardActivityQueryHookResult = ReturnType<typeof useDashboardActivityQuery>;
export type DashboardActivityLazyQueryHookResult = ReturnType<typeof useDashboardActivityLazyQuery>;
export type DashboardActivityQueryResult = ApolloReactCommon.QueryResult<DashboardActivityQuery, DashboardActivityQueryVariables>;
export const DashboardAssignToMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardAssignToMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardAssignToMeMutation__
 *
 * To run a mutation, you first call `useDashboardAssignToMeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardAssignToMeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardAssignToMeMutation, { data, loading, error }] = useDashboardAssignToMeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      assigneeId: // value for 'assigneeId'
 *   },
 * });
 */
export function useDashboardAssignToMeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>(DashboardAssignToMeDocument, options);
      }
export type DashboardAssignToMeMutationHookResult = ReturnType<typeof useDashboardAssignToMeMutation>;
export type DashboardAssignToMeMutationResult = ApolloReactCommon.MutationResult<DashboardAssignToMeMutation>;
export const MarketplaceKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceKpis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceKpis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolume"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"byMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthToDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorMonthToDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pullThrough"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"fellThrough"}},{"kind":"Field","name":{"kind":"Name","value":"pullThroughPercent"}},{"kind":"Field","name":{"kind":"Name","value":"fallThroughs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offersPerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"withEligible"}},{"kind":"Field","name":{"kind":"Name","value":"coveragePercent"}},{"kind":"Field","name":{"kind":"Name","value":"blockingCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lenderResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarketplaceKpisQuery__
 *
 * To run a query within a React component, call `useMarketplaceKpisQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketplaceKpisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketplaceKpisQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useMarketplaceKpisQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MarketplaceKpisQuery, MarketplaceKpisQueryVariables> & ({ variables: MarketplaceKpisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>(MarketplaceKpisDocument, options);
      }
export function useMarketplaceKpisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>(MarketplaceKpisDocument, options);
        }
export type MarketplaceKpisQueryHookResult = ReturnType<typeof useMarketplaceKpisQuery>;
export type MarketplaceKpisLazyQueryHookResult = ReturnType<typeof useMarketplaceKpisLazyQuery>;
export type MarketplaceKpisQueryResult = ApolloReactCommon.QueryResult<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>;
export const DashboardOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"textBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"smtpConfigured"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardOutboxQuery__
 *
 * To run a query within a React component, call `useDashboardOutboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardOutboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardOutboxQuery({
 *   variables: {
 *      status: // value for 'status'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useDashboardOutboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardOutboxQuery, DashboardOutboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardOutboxQuery, DashboardOutboxQueryVariables>(DashboardOutboxDocument, options);
      }
export function useDashboardOutboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardOutboxQuery, DashboardOutboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardOutboxQuery, DashboardOutboxQueryVariables>(DashboardOutboxDocument, options);
        }
export type DashboardOutboxQueryHookResult = ReturnType<typeof useDashboardOutboxQuery>;
export type DashboardOutboxLazyQueryHookResult = ReturnType<typeof useDashboardOutboxLazyQuery>;
export type DashboardOutboxQueryResult = ApolloReactCommon.QueryResult<DashboardOutboxQuery, DashboardOutboxQueryVariables>;
export const DashboardResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardResendEmailMutation__
 *
 * To run a mutation, you first call `useDashboardResendEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardResendEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardResendEmailMutation, { data, loading, error }] = useDashboardResendEmailMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDashboardResendEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardResendEmailMutation, DashboardResendEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardResendEmailMutation, DashboardResendEmailMutationVariables>(DashboardResendEmailDocument, options);
      }
export type DashboardResendEmailMutationHookResult = ReturnType<typeof useDashboardResendEmailMutation>;
export type DashboardResendEmailMutationResult = ApolloReactCommon.MutationResult<DashboardResendEmailMutation>;
export const WorkspaceDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceDocument"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceDocumentsQuery__
 *
 * To run a query within a React component, call `useWorkspaceDocumentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceDocumentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceDocumentsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useWorkspaceDocumentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables> & ({ variables: WorkspaceDocumentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>(WorkspaceDocumentsDocument, options);
      }
export function useWorkspaceDocumentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>(WorkspaceDocumentsDocument, options);
        }
export type WorkspaceDocumentsQueryHookResult = ReturnType<typeof useWorkspaceDocumentsQuery>;
export type WorkspaceDocumentsLazyQueryHookResult = ReturnType<typeof useWorkspaceDocumentsLazyQuery>;
export type WorkspaceDocumentsQueryResult = ApolloReactCommon.QueryResult<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>;
export const WorkspaceInfoRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceInfoRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"infoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceInfoRequestsQuery__
 *
 * To run a query within a React component, call `useWorkspaceInfoRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceInfoRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceInfoRequestsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useWorkspaceInfoRequestsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables> & ({ variables: WorkspaceInfoRequestsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>(WorkspaceInfoRequestsDocument, options);
      }
export function useWorkspaceInfoRequestsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>(WorkspaceInfoRequestsDocument, options);
        }
export type WorkspaceInfoRequestsQueryHookResult = ReturnType<typeof useWorkspaceInfoRequestsQuery>;
export type WorkspaceInfoRequestsLazyQueryHookResult = ReturnType<typeof useWorkspaceInfoRequestsLazyQuery>;
export type WorkspaceInfoRequestsQueryResult = ApolloReactCommon.QueryResult<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>;
export const WorkspaceRequestInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceRequestInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceRequestInfoMutation__
 *
 * To run a mutation, you first call `useWorkspaceRequestInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceRequestInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceRequestInfoMutation, { data, loading, error }] = useWorkspaceRequestInfoMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWorkspaceRequestInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceRequestInfoMutation, WorkspaceRequestInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceRequestInfoMutation, WorkspaceRequestInfoMutationVariables>(WorkspaceRequestInfoDocument, options);
      }
export type WorkspaceRequestInfoMutationHookResult = ReturnType<typeof useWorkspaceRequestInfoMutation>;
export type WorkspaceRequestInfoMutationResult = ApolloReactCommon.MutationResult<WorkspaceRequestInfoMutation>;
export const WorkspaceReviewDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceReviewDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceDocument"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceReviewDocumentMutation__
 *
 * To run a mutation, you first call `useWorkspaceReviewDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceReviewDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceReviewDocumentMutation, { data, loading, error }] = useWorkspaceReviewDocumentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWorkspaceReviewDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceReviewDocumentMutation, WorkspaceReviewDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceReviewDocumentMutation, WorkspaceReviewDocumentMutationVariables>(WorkspaceReviewDocumentDocument, options);
      }
export type WorkspaceReviewDocumentMutationHookResult = ReturnType<typeof useWorkspaceReviewDocumentMutation>;
export type WorkspaceReviewDocumentMutationResult = ApolloReactCommon.MutationResult<WorkspaceReviewDocumentMutation>;
export const WorkspaceCancelInfoRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCancelInfoRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInfoRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceCancelInfoRequestMutation__
 *
 * To run a mutation, you first call `useWorkspaceCancelInfoRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceCancelInfoRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceCancelInfoRequestMutation, { data, loading, error }] = useWorkspaceCancelInfoRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWorkspaceCancelInfoRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceCancelInfoRequestMutation, WorkspaceCancelInfoRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceCancelInfoRequestMutation, WorkspaceCancelInfoRequestMutationVariables>(WorkspaceCancelInfoRequestDocument, options);
      }
export type WorkspaceCancelInfoRequestMutationHookResult = ReturnType<typeof useWorkspaceCancelInfoRequestMutation>;
export type WorkspaceCancelInfoRequestMutationResult = ApolloReactCommon.MutationResult<WorkspaceCancelInfoRequestMutation>;
export const ApplicationSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationSubmissionsQuery__
 *
 * To run a query within a React component, call `useApplicationSubmissionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationSubmissionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationSubmissionsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationSubmissionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables> & ({ variables: ApplicationSubmissionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>(ApplicationSubmissionsDocument, options);
      }
export function useApplicationSubmissionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>(ApplicationSubmissionsDocument, options);
        }
export type ApplicationSubmissionsQueryHookResult = ReturnType<typeof useApplicationSubmissionsQuery>;
export type ApplicationSubmissionsLazyQueryHookResult = ReturnType<typeof useApplicationSubmissionsLazyQuery>;
export type ApplicationSubmissionsQueryResult = ApolloReactCommon.QueryResult<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>;
export const ShareableProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareablePrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShareableProgramsQuery__
 *
 * To run a query within a React component, call `useShareableProgramsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShareableProgramsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShareableProgramsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShareableProgramsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShareableProgramsQuery, ShareableProgramsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShareableProgramsQuery, ShareableProgramsQueryVariables>(ShareableProgramsDocument, options);
      }
export function useShareableProgramsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShareableProgramsQuery, ShareableProgramsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShareableProgramsQuery, ShareableProgramsQueryVariables>(ShareableProgramsDocument, options);
        }
export type ShareableProgramsQueryHookResult = ReturnType<typeof useShareableProgramsQuery>;
export type ShareableProgramsLazyQueryHookResult = ReturnType<typeof useShareableProgramsLazyQuery>;
export type ShareableProgramsQueryResult = ApolloReactCommon.QueryResult<ShareableProgramsQuery, ShareableProgramsQueryVariables>;
export const ProposeToClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProposeToClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramChoiceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposeToClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProposeToClientMutation__
 *
 * To run a mutation, you first call `useProposeToClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useProposeToClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [proposeToClientMutation, { data, loading, error }] = useProposeToClientMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      programs: // value for 'programs'
 *   },
 * });
 */
export function useProposeToClientMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ProposeToClientMutation, ProposeToClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ProposeToClientMutation, ProposeToClientMutationVariables>(ProposeToClientDocument, options);
      }
export type ProposeToClientMutationHookResult = ReturnType<typeof useProposeToClientMutation>;
export type ProposeToClientMutationResult = ApolloReactCommon.MutationResult<ProposeToClientMutation>;
export const ShareWithLendersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareWithLenders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramChoiceInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareWithLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programs"}}},{"kind":"Argument","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShareWithLendersMutation__
 *
 * To run a mutation, you first call `useShareWithLendersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShareWithLendersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shareWithLendersMutation, { data, loading, error }] = useShareWithLendersMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      programs: // value for 'programs'
 *      consent: // value for 'consent'
 *   },
 * });
 */
export function useShareWithLendersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShareWithLendersMutation, ShareWithLendersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShareWithLendersMutation, ShareWithLendersMutationVariables>(ShareWithLendersDocument, options);
      }
export type ShareWithLendersMutationHookResult = ReturnType<typeof useShareWithLendersMutation>;
export type ShareWithLendersMutationResult = ApolloReactCommon.MutationResult<ShareWithLendersMutation>;
export const RevokeSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeSubmissionMutation__
 *
 * To run a mutation, you first call `useRevokeSubmissionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeSubmissionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeSubmissionMutation, { data, loading, error }] = useRevokeSubmissionMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRevokeSubmissionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeSubmissionMutation, RevokeSubmissionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeSubmissionMutation, RevokeSubmissionMutationVariables>(RevokeSubmissionDocument, options);
      }
export type RevokeSubmissionMutationHookResult = ReturnType<typeof useRevokeSubmissionMutation>;
export type RevokeSubmissionMutationResult = ApolloReactCommon.MutationResult<RevokeSubmissionMutation>;
export const NudgeLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NudgeLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nudgeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNudgeLenderMutation__
 *
 * To run a mutation, you first call `useNudgeLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useNudgeLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [nudgeLenderMutation, { data, loading, error }] = useNudgeLenderMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useNudgeLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<NudgeLenderMutation, NudgeLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<NudgeLenderMutation, NudgeLenderMutationVariables>(NudgeLenderDocument, options);
      }
export type NudgeLenderMutationHookResult = ReturnType<typeof useNudgeLenderMutation>;
export type NudgeLenderMutationResult = ApolloReactCommon.MutationResult<NudgeLenderMutation>;
export const MarkSubmissionExpiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSubmissionExpired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSubmissionExpired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkSubmissionExpiredMutation__
 *
 * To run a mutation, you first call `useMarkSubmissionExpiredMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkSubmissionExpiredMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markSubmissionExpiredMutation, { data, loading, error }] = useMarkSubmissionExpiredMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useMarkSubmissionExpiredMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkSubmissionExpiredMutation, MarkSubmissionExpiredMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkSubmissionExpiredMutation, MarkSubmissionExpiredMutationVariables>(MarkSubmissionExpiredDocument, options);
      }
export type MarkSubmissionExpiredMutationHookResult = ReturnType<typeof useMarkSubmissionExpiredMutation>;
export type MarkSubmissionExpiredMutationResult = ApolloReactCommon.MutationResult<MarkSubmissionExpiredMutation>;
export const WorkspaceAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceAccessLogQuery__
 *
 * To run a query within a React component, call `useWorkspaceAccessLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceAccessLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceAccessLogQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useWorkspaceAccessLogQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables> & ({ variables: WorkspaceAccessLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>(WorkspaceAccessLogDocument, options);
      }
export function useWorkspaceAccessLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>(WorkspaceAccessLogDocument, options);
        }
export type WorkspaceAccessLogQueryHookResult = ReturnType<typeof useWorkspaceAccessLogQuery>;
export type WorkspaceAccessLogLazyQueryHookResult = ReturnType<typeof useWorkspaceAccessLogLazyQuery>;
export type WorkspaceAccessLogQueryResult = ApolloReactCommon.QueryResult<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>;
export const ApplicationMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceMatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"newSinceVersion"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withinTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationMatchesQuery__
 *
 * To run a query within a React component, call `useApplicationMatchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationMatchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationMatchesQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationMatchesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationMatchesQuery, ApplicationMatchesQueryVariables> & ({ variables: ApplicationMatchesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>(ApplicationMatchesDocument, options);
      }
export function useApplicationMatchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>(ApplicationMatchesDocument, options);
        }
export type ApplicationMatchesQueryHookResult = ReturnType<typeof useApplicationMatchesQuery>;
export type ApplicationMatchesLazyQueryHookResult = ReturnType<typeof useApplicationMatchesLazyQuery>;
export type ApplicationMatchesQueryResult = ApolloReactCommon.QueryResult<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>;
export const RematchApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RematchApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rematchApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceMatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"newSinceVersion"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withinTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRematchApplicationMutation__
 *
 * To run a mutation, you first call `useRematchApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRematchApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rematchApplicationMutation, { data, loading, error }] = useRematchApplicationMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useRematchApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RematchApplicationMutation, RematchApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RematchApplicationMutation, RematchApplicationMutationVariables>(RematchApplicationDocument, options);
      }
export type RematchApplicationMutationHookResult = ReturnType<typeof useRematchApplicationMutation>;
export type RematchApplicationMutationResult = ApolloReactCommon.MutationResult<RematchApplicationMutation>;
export const WorkspaceApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceApplicationQuery__
 *
 * To run a query within a React component, call `useWorkspaceApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceApplicationQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useWorkspaceApplicationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceApplicationQuery, WorkspaceApplicationQueryVariables> & ({ variables: WorkspaceApplicationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceApplicationQuery, WorkspaceApplicationQueryVariables>(WorkspaceApplicationDocument, options);
      }
export function useWorkspaceApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceApplicationQuery, WorkspaceApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceApplicationQuery, WorkspaceApplicationQueryVariables>(WorkspaceApplicationDocument, options);
        }
export type WorkspaceApplicationQueryHookResult = ReturnType<typeof useWorkspaceApplicationQuery>;
export type WorkspaceApplicationLazyQueryHookResult = ReturnType<typeof useWorkspaceApplicationLazyQuery>;
export type WorkspaceApplicationQueryResult = ApolloReactCommon.QueryResult<WorkspaceApplicationQuery, WorkspaceApplicationQueryVariables>;
export const WorkspaceBusinessActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceBusinessActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"StringValue","value":"business","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceBusinessActivityQuery__
 *
 * To run a query within a React component, call `useWorkspaceBusinessActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceBusinessActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceBusinessActivityQuery({
 *   variables: {
 *      businessId: // value for 'businessId'
 *   },
 * });
 */
export function useWorkspaceBusinessActivityQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceBusinessActivityQuery, WorkspaceBusinessActivityQueryVariables> & ({ variables: WorkspaceBusinessActivityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceBusinessActivityQuery, WorkspaceBusinessActivityQueryVariables>(WorkspaceBusinessActivityDocument, options);
      }
export function useWorkspaceBusinessActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceBusinessActivityQuery, WorkspaceBusinessActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceBusinessActivityQuery, WorkspaceBusinessActivityQueryVariables>(WorkspaceBusinessActivityDocument, options);
        }
export type WorkspaceBusinessActivityQueryHookResult = ReturnType<typeof useWorkspaceBusinessActivityQuery>;
export type WorkspaceBusinessActivityLazyQueryHookResult = ReturnType<typeof useWorkspaceBusinessActivityLazyQuery>;
export type WorkspaceBusinessActivityQueryResult = ApolloReactCommon.QueryResult<WorkspaceBusinessActivityQuery, WorkspaceBusinessActivityQueryVariables>;
export const WorkspaceStaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceStaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceStaffMembersQuery__
 *
 * To run a query within a React component, call `useWorkspaceStaffMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceStaffMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceStaffMembersQuery({
 *   variables: {
 *   },
 * });
 */
export function useWorkspaceStaffMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WorkspaceStaffMembersQuery, WorkspaceStaffMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceStaffMembersQuery, WorkspaceStaffMembersQueryVariables>(WorkspaceStaffMembersDocument, options);
      }
export function useWorkspaceStaffMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceStaffMembersQuery, WorkspaceStaffMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceStaffMembersQuery, WorkspaceStaffMembersQueryVariables>(WorkspaceStaffMembersDocument, options);
        }
export type WorkspaceStaffMembersQueryHookResult = ReturnType<typeof useWorkspaceStaffMembersQuery>;
export type WorkspaceStaffMembersLazyQueryHookResult = ReturnType<typeof useWorkspaceStaffMembersLazyQuery>;
export type WorkspaceStaffMembersQueryResult = ApolloReactCommon.QueryResult<WorkspaceStaffMembersQuery, WorkspaceStaffMembersQueryVariables>;
export const WorkspaceDeclineNoticePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDeclineNoticePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reasonCodes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineReasonCode"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineNoticePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reasonCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reasonCodes"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceDeclineNoticePreviewQuery__
 *
 * To run a query within a React component, call `useWorkspaceDeclineNoticePreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceDeclineNoticePreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceDeclineNoticePreviewQuery({
 *   variables: {
 *      id: // value for 'id'
 *      reasonCodes: // value for 'reasonCodes'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useWorkspaceDeclineNoticePreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceDeclineNoticePreviewQuery, WorkspaceDeclineNoticePreviewQueryVariables> & ({ variables: WorkspaceDeclineNoticePreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceDeclineNoticePreviewQuery, WorkspaceDeclineNoticePreviewQueryVariables>(WorkspaceDeclineNoticePreviewDocument, options);
      }
export function useWorkspaceDeclineNoticePreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceDeclineNoticePreviewQuery, WorkspaceDeclineNoticePreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceDeclineNoticePreviewQuery, WorkspaceDeclineNoticePreviewQueryVariables>(WorkspaceDeclineNoticePreviewDocument, options);
        }
export type WorkspaceDeclineNoticePreviewQueryHookResult = ReturnType<typeof useWorkspaceDeclineNoticePreviewQuery>;
export type WorkspaceDeclineNoticePreviewLazyQueryHookResult = ReturnType<typeof useWorkspaceDeclineNoticePreviewLazyQuery>;
export type WorkspaceDeclineNoticePreviewQueryResult = ApolloReactCommon.QueryResult<WorkspaceDeclineNoticePreviewQuery, WorkspaceDeclineNoticePreviewQueryVariables>;
export const WorkspaceStartReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceStartReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceStartReviewMutation__
 *
 * To run a mutation, you first call `useWorkspaceStartReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceStartReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceStartReviewMutation, { data, loading, error }] = useWorkspaceStartReviewMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useWorkspaceStartReviewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceStartReviewMutation, WorkspaceStartReviewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceStartReviewMutation, WorkspaceStartReviewMutationVariables>(WorkspaceStartReviewDocument, options);
      }
export type WorkspaceStartReviewMutationHookResult = ReturnType<typeof useWorkspaceStartReviewMutation>;
export type WorkspaceStartReviewMutationResult = ApolloReactCommon.MutationResult<WorkspaceStartReviewMutation>;
export const WorkspaceAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceAssignMutation__
 *
 * To run a mutation, you first call `useWorkspaceAssignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceAssignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceAssignMutation, { data, loading, error }] = useWorkspaceAssignMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      assigneeId: // value for 'assigneeId'
 *   },
 * });
 */
export function useWorkspaceAssignMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceAssignMutation, WorkspaceAssignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceAssignMutation, WorkspaceAssignMutationVariables>(WorkspaceAssignDocument, options);
      }
export type WorkspaceAssignMutationHookResult = ReturnType<typeof useWorkspaceAssignMutation>;
export type WorkspaceAssignMutationResult = ApolloReactCommon.MutationResult<WorkspaceAssignMutation>;
export const WorkspaceDeclineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceDecline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceDeclineMutation__
 *
 * To run a mutation, you first call `useWorkspaceDeclineMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceDeclineMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceDeclineMutation, { data, loading, error }] = useWorkspaceDeclineMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWorkspaceDeclineMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceDeclineMutation, WorkspaceDeclineMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceDeclineMutation, WorkspaceDeclineMutationVariables>(WorkspaceDeclineDocument, options);
      }
export type WorkspaceDeclineMutationHookResult = ReturnType<typeof useWorkspaceDeclineMutation>;
export type WorkspaceDeclineMutationResult = ApolloReactCommon.MutationResult<WorkspaceDeclineMutation>;
export const WorkspaceCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceCloseMutation__
 *
 * To run a mutation, you first call `useWorkspaceCloseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceCloseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceCloseMutation, { data, loading, error }] = useWorkspaceCloseMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWorkspaceCloseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceCloseMutation, WorkspaceCloseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceCloseMutation, WorkspaceCloseMutationVariables>(WorkspaceCloseDocument, options);
      }
export type WorkspaceCloseMutationHookResult = ReturnType<typeof useWorkspaceCloseMutation>;
export type WorkspaceCloseMutationResult = ApolloReactCommon.MutationResult<WorkspaceCloseMutation>;
export const WorkspaceReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceApplication"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceApplication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statusReasonCodes"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfFundingId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toWorkflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceReopenMutation__
 *
 * To run a mutation, you first call `useWorkspaceReopenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceReopenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceReopenMutation, { data, loading, error }] = useWorkspaceReopenMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWorkspaceReopenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceReopenMutation, WorkspaceReopenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceReopenMutation, WorkspaceReopenMutationVariables>(WorkspaceReopenDocument, options);
      }
export type WorkspaceReopenMutationHookResult = ReturnType<typeof useWorkspaceReopenMutation>;
export type WorkspaceReopenMutationResult = ApolloReactCommon.MutationResult<WorkspaceReopenMutation>;
export const WorkspaceWithdrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceWithdrawMutation__
 *
 * To run a mutation, you first call `useWorkspaceWithdrawMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceWithdrawMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceWithdrawMutation, { data, loading, error }] = useWorkspaceWithdrawMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWorkspaceWithdrawMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceWithdrawMutation, WorkspaceWithdrawMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceWithdrawMutation, WorkspaceWithdrawMutationVariables>(WorkspaceWithdrawDocument, options);
      }
export type WorkspaceWithdrawMutationHookResult = ReturnType<typeof useWorkspaceWithdrawMutation>;
export type WorkspaceWithdrawMutationResult = ApolloReactCommon.MutationResult<WorkspaceWithdrawMutation>;
export const WorkspaceEditFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceEditFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditBusinessFactsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editBusinessFacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceBusiness"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceBusiness"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Business"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceEditFactsMutation__
 *
 * To run a mutation, you first call `useWorkspaceEditFactsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceEditFactsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceEditFactsMutation, { data, loading, error }] = useWorkspaceEditFactsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWorkspaceEditFactsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceEditFactsMutation, WorkspaceEditFactsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceEditFactsMutation, WorkspaceEditFactsMutationVariables>(WorkspaceEditFactsDocument, options);
      }
export type WorkspaceEditFactsMutationHookResult = ReturnType<typeof useWorkspaceEditFactsMutation>;
export type WorkspaceEditFactsMutationResult = ApolloReactCommon.MutationResult<WorkspaceEditFactsMutation>;
export const ApplicationResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationResultQuery__
 *
 * To run a query within a React component, call `useApplicationResultQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationResultQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationResultQuery({
 *   variables: {
 *      id: // value for 'id'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useApplicationResultQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationResultQuery, ApplicationResultQueryVariables> & ({ variables: ApplicationResultQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationResultQuery, ApplicationResultQueryVariables>(ApplicationResultDocument, options);
      }
export function useApplicationResultLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationResultQuery, ApplicationResultQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationResultQuery, ApplicationResultQueryVariables>(ApplicationResultDocument, options);
        }
export type ApplicationResultQueryHookResult = ReturnType<typeof useApplicationResultQuery>;
export type ApplicationResultLazyQueryHookResult = ReturnType<typeof useApplicationResultLazyQuery>;
export type ApplicationResultQueryResult = ApolloReactCommon.QueryResult<ApplicationResultQuery, ApplicationResultQueryVariables>;
export const MyApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyApplicationsQuery__
 *
 * To run a query within a React component, call `useMyApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApplicationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyApplicationsQuery, MyApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApplicationsQuery, MyApplicationsQueryVariables>(MyApplicationsDocument, options);
      }
export function useMyApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApplicationsQuery, MyApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApplicationsQuery, MyApplicationsQueryVariables>(MyApplicationsDocument, options);
        }
export type MyApplicationsQueryHookResult = ReturnType<typeof useMyApplicationsQuery>;
export type MyApplicationsLazyQueryHookResult = ReturnType<typeof useMyApplicationsLazyQuery>;
export type MyApplicationsQueryResult = ApolloReactCommon.QueryResult<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const ClientApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWorkflowFields"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientApplicationQuery__
 *
 * To run a query within a React component, call `useClientApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientApplicationQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useClientApplicationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ClientApplicationQuery, ClientApplicationQueryVariables> & ({ variables: ClientApplicationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientApplicationQuery, ClientApplicationQueryVariables>(ClientApplicationDocument, options);
      }
export function useClientApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientApplicationQuery, ClientApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientApplicationQuery, ClientApplicationQueryVariables>(ClientApplicationDocument, options);
        }
export type ClientApplicationQueryHookResult = ReturnType<typeof useClientApplicationQuery>;
export type ClientApplicationLazyQueryHookResult = ReturnType<typeof useClientApplicationLazyQuery>;
export type ClientApplicationQueryResult = ApolloReactCommon.QueryResult<ClientApplicationQuery, ClientApplicationQueryVariables>;
export const WithdrawApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWorkflowFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWithdrawApplicationMutation__
 *
 * To run a mutation, you first call `useWithdrawApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWithdrawApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [withdrawApplicationMutation, { data, loading, error }] = useWithdrawApplicationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWithdrawApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>(WithdrawApplicationDocument, options);
      }
export type WithdrawApplicationMutationHookResult = ReturnType<typeof useWithdrawApplicationMutation>;
export type WithdrawApplicationMutationResult = ApolloReactCommon.MutationResult<WithdrawApplicationMutation>;
export const ClaimApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimApplicationMutation__
 *
 * To run a mutation, you first call `useClaimApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimApplicationMutation, { data, loading, error }] = useClaimApplicationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useClaimApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimApplicationMutation, ClaimApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimApplicationMutation, ClaimApplicationMutationVariables>(ClaimApplicationDocument, options);
      }
export type ClaimApplicationMutationHookResult = ReturnType<typeof useClaimApplicationMutation>;
export type ClaimApplicationMutationResult = ApolloReactCommon.MutationResult<ClaimApplicationMutation>;
export const MyApplicationActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplicationActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lendersWithAccess"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsToApprove"}},{"kind":"Field","name":{"kind":"Name","value":"offersToReview"}},{"kind":"Field","name":{"kind":"Name","value":"offersExpireAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedOffer"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyApplicationActivityQuery__
 *
 * To run a query within a React component, call `useMyApplicationActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApplicationActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApplicationActivityQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyApplicationActivityQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>(MyApplicationActivityDocument, options);
      }
export function useMyApplicationActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>(MyApplicationActivityDocument, options);
        }
export type MyApplicationActivityQueryHookResult = ReturnType<typeof useMyApplicationActivityQuery>;
export type MyApplicationActivityLazyQueryHookResult = ReturnType<typeof useMyApplicationActivityLazyQuery>;
export type MyApplicationActivityQueryResult = ApolloReactCommon.QueryResult<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>;
export const MyCreditBuildingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCreditBuilding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCreditBuilding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeTradeMonths"}},{"kind":"Field","name":{"kind":"Name","value":"insight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fitsNow"}},{"kind":"Field","name":{"kind":"Name","value":"ficoTarget"}},{"kind":"Field","name":{"kind":"Name","value":"ficoOpens"}},{"kind":"Field","name":{"kind":"Name","value":"moreTradeMonths"}},{"kind":"Field","name":{"kind":"Name","value":"tradeMonthsOpens"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net30Application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyCreditBuildingQuery__
 *
 * To run a query within a React component, call `useMyCreditBuildingQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCreditBuildingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCreditBuildingQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCreditBuildingQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>(MyCreditBuildingDocument, options);
      }
export function useMyCreditBuildingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>(MyCreditBuildingDocument, options);
        }
export type MyCreditBuildingQueryHookResult = ReturnType<typeof useMyCreditBuildingQuery>;
export type MyCreditBuildingLazyQueryHookResult = ReturnType<typeof useMyCreditBuildingLazyQuery>;
export type MyCreditBuildingQueryResult = ApolloReactCommon.QueryResult<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>;
export const MyActionItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyActionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyActionItemsQuery__
 *
 * To run a query within a React component, call `useMyActionItemsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyActionItemsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyActionItemsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyActionItemsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyActionItemsQuery, MyActionItemsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyActionItemsQuery, MyActionItemsQueryVariables>(MyActionItemsDocument, options);
      }
export function useMyActionItemsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyActionItemsQuery, MyActionItemsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyActionItemsQuery, MyActionItemsQueryVariables>(MyActionItemsDocument, options);
        }
export type MyActionItemsQueryHookResult = ReturnType<typeof useMyActionItemsQuery>;
export type MyActionItemsLazyQueryHookResult = ReturnType<typeof useMyActionItemsLazyQuery>;
export type MyActionItemsQueryResult = ApolloReactCommon.QueryResult<MyActionItemsQuery, MyActionItemsQueryVariables>;
export const ApplicationTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"infoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationTasksQuery__
 *
 * To run a query within a React component, call `useApplicationTasksQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationTasksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationTasksQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationTasksQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationTasksQuery, ApplicationTasksQueryVariables> & ({ variables: ApplicationTasksQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationTasksQuery, ApplicationTasksQueryVariables>(ApplicationTasksDocument, options);
      }
export function useApplicationTasksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationTasksQuery, ApplicationTasksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationTasksQuery, ApplicationTasksQueryVariables>(ApplicationTasksDocument, options);
        }
export type ApplicationTasksQueryHookResult = ReturnType<typeof useApplicationTasksQuery>;
export type ApplicationTasksLazyQueryHookResult = ReturnType<typeof useApplicationTasksLazyQuery>;
export type ApplicationTasksQueryResult = ApolloReactCommon.QueryResult<ApplicationTasksQuery, ApplicationTasksQueryVariables>;
export const AnswerInfoRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerInfoRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerInfoRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerInfoRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnswerInfoRequestMutation__
 *
 * To run a mutation, you first call `useAnswerInfoRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerInfoRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerInfoRequestMutation, { data, loading, error }] = useAnswerInfoRequestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAnswerInfoRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>(AnswerInfoRequestDocument, options);
      }
export type AnswerInfoRequestMutationHookResult = ReturnType<typeof useAnswerInfoRequestMutation>;
export type AnswerInfoRequestMutationResult = ApolloReactCommon.MutationResult<AnswerInfoRequestMutation>;
export const MyApplicationLendersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationLenders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplicationLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyApplicationLendersQuery__
 *
 * To run a query within a React component, call `useMyApplicationLendersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApplicationLendersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApplicationLendersQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useMyApplicationLendersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyApplicationLendersQuery, MyApplicationLendersQueryVariables> & ({ variables: MyApplicationLendersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>(MyApplicationLendersDocument, options);
      }
export function useMyApplicationLendersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>(MyApplicationLendersDocument, options);
        }
export type MyApplicationLendersQueryHookResult = ReturnType<typeof useMyApplicationLendersQuery>;
export type MyApplicationLendersLazyQueryHookResult = ReturnType<typeof useMyApplicationLendersLazyQuery>;
export type MyApplicationLendersQueryResult = ApolloReactCommon.QueryResult<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>;
export const RespondToProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRespondToProposalMutation__
 *
 * To run a mutation, you first call `useRespondToProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRespondToProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [respondToProposalMutation, { data, loading, error }] = useRespondToProposalMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *      approve: // value for 'approve'
 *   },
 * });
 */
export function useRespondToProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RespondToProposalMutation, RespondToProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RespondToProposalMutation, RespondToProposalMutationVariables>(RespondToProposalDocument, options);
      }
export type RespondToProposalMutationHookResult = ReturnType<typeof useRespondToProposalMutation>;
export type RespondToProposalMutationResult = ApolloReactCommon.MutationResult<RespondToProposalMutation>;
export const RevokeLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeLenderMutation__
 *
 * To run a mutation, you first call `useRevokeLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeLenderMutation, { data, loading, error }] = useRevokeLenderMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useRevokeLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeLenderMutation, RevokeLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeLenderMutation, RevokeLenderMutationVariables>(RevokeLenderDocument, options);
      }
export type RevokeLenderMutationHookResult = ReturnType<typeof useRevokeLenderMutation>;
export type RevokeLenderMutationResult = ApolloReactCommon.MutationResult<RevokeLenderMutation>;
export const SetAutoSharePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAutoSharePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAutoSharePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetAutoSharePolicyMutation__
 *
 * To run a mutation, you first call `useSetAutoSharePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAutoSharePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAutoSharePolicyMutation, { data, loading, error }] = useSetAutoSharePolicyMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      enabled: // value for 'enabled'
 *   },
 * });
 */
export function useSetAutoSharePolicyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetAutoSharePolicyMutation, SetAutoSharePolicyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetAutoSharePolicyMutation, SetAutoSharePolicyMutationVariables>(SetAutoSharePolicyDocument, options);
      }
export type SetAutoSharePolicyMutationHookResult = ReturnType<typeof useSetAutoSharePolicyMutation>;
export type SetAutoSharePolicyMutationResult = ApolloReactCommon.MutationResult<SetAutoSharePolicyMutation>;
export const ApplicationMatchSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMatchSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationMatchSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fitsNow"}},{"kind":"Field","name":{"kind":"Name","value":"withinReach"}},{"kind":"Field","name":{"kind":"Name","value":"needInformation"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationMatchSummaryQuery__
 *
 * To run a query within a React component, call `useApplicationMatchSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationMatchSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationMatchSummaryQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationMatchSummaryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables> & ({ variables: ApplicationMatchSummaryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>(ApplicationMatchSummaryDocument, options);
      }
export function useApplicationMatchSummaryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>(ApplicationMatchSummaryDocument, options);
        }
export type ApplicationMatchSummaryQueryHookResult = ReturnType<typeof useApplicationMatchSummaryQuery>;
export type ApplicationMatchSummaryLazyQueryHookResult = ReturnType<typeof useApplicationMatchSummaryLazyQuery>;
export type ApplicationMatchSummaryQueryResult = ApolloReactCommon.QueryResult<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeQueryResult = ApolloReactCommon.QueryResult<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = ApolloReactCommon.MutationResult<LogoutMutation>;
export const ArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Articles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticlesQuery__
 *
 * To run a query within a React component, call `useArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticlesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useArticlesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ArticlesQuery, ArticlesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
      }
export function useArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticlesQuery, ArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
        }
export type ArticlesQueryHookResult = ReturnType<typeof useArticlesQuery>;
export type ArticlesLazyQueryHookResult = ReturnType<typeof useArticlesLazyQuery>;
export type ArticlesQueryResult = ApolloReactCommon.QueryResult<ArticlesQuery, ArticlesQueryVariables>;
export const ArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleSummary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleQuery__
 *
 * To run a query within a React component, call `useArticleQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useArticleQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticleQuery, ArticleQueryVariables> & ({ variables: ArticleQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
      }
export function useArticleLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleQuery, ArticleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
        }
export type ArticleQueryHookResult = ReturnType<typeof useArticleQuery>;
export type ArticleLazyQueryHookResult = ReturnType<typeof useArticleLazyQuery>;
export type ArticleQueryResult = ApolloReactCommon.QueryResult<ArticleQuery, ArticleQueryVariables>;
export const ClientOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClientOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}},{"kind":"Field","name":{"kind":"Name","value":"newClients30d"}},{"kind":"Field","name":{"kind":"Name","value":"clientsWithOpenApplications"}},{"kind":"Field","name":{"kind":"Name","value":"unclaimedApplications"}},{"kind":"Field","name":{"kind":"Name","value":"documentsAwaitingReview"}},{"kind":"Field","name":{"kind":"Name","value":"creditBuilderApplications"}},{"kind":"Field","name":{"kind":"Name","value":"net30ApplicationsPending"}},{"kind":"Field","name":{"kind":"Name","value":"hasAnything"}},{"kind":"Field","name":{"kind":"Name","value":"unclaimed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linksSentToday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientOverviewQuery__
 *
 * To run a query within a React component, call `useClientOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useClientOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClientOverviewQuery, ClientOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientOverviewQuery, ClientOverviewQueryVariables>(ClientOverviewDocument, options);
      }
export function useClientOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientOverviewQuery, ClientOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientOverviewQuery, ClientOverviewQueryVariables>(ClientOverviewDocument, options);
        }
export type ClientOverviewQueryHookResult = ReturnType<typeof useClientOverviewQuery>;
export type ClientOverviewLazyQueryHookResult = ReturnType<typeof useClientOverviewLazyQuery>;
export type ClientOverviewQueryResult = ApolloReactCommon.QueryResult<ClientOverviewQuery, ClientOverviewQueryVariables>;
export const ResendClaimLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendClaimLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendClaimLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"sentToday"}},{"kind":"Field","name":{"kind":"Name","value":"remainingToday"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendClaimLinkMutation__
 *
 * To run a mutation, you first call `useResendClaimLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendClaimLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendClaimLinkMutation, { data, loading, error }] = useResendClaimLinkMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useResendClaimLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendClaimLinkMutation, ResendClaimLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendClaimLinkMutation, ResendClaimLinkMutationVariables>(ResendClaimLinkDocument, options);
      }
export type ResendClaimLinkMutationHookResult = ReturnType<typeof useResendClaimLinkMutation>;
export type ResendClaimLinkMutationResult = ApolloReactCommon.MutationResult<ResendClaimLinkMutation>;
export const ClientListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"netbuilderPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientListQuery__
 *
 * To run a query within a React component, call `useClientListQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useClientListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClientListQuery, ClientListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientListQuery, ClientListQueryVariables>(ClientListDocument, options);
      }
export function useClientListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientListQuery, ClientListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientListQuery, ClientListQueryVariables>(ClientListDocument, options);
        }
export type ClientListQueryHookResult = ReturnType<typeof useClientListQuery>;
export type ClientListLazyQueryHookResult = ReturnType<typeof useClientListLazyQuery>;
export type ClientListQueryResult = ApolloReactCommon.QueryResult<ClientListQuery, ClientListQueryVariables>;
export const ClientManagementApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientManagementApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientManagementApplicationsQuery__
 *
 * To run a query within a React component, call `useClientManagementApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientManagementApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientManagementApplicationsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useClientManagementApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>(ClientManagementApplicationsDocument, options);
      }
export function useClientManagementApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>(ClientManagementApplicationsDocument, options);
        }
export type ClientManagementApplicationsQueryHookResult = ReturnType<typeof useClientManagementApplicationsQuery>;
export type ClientManagementApplicationsLazyQueryHookResult = ReturnType<typeof useClientManagementApplicationsLazyQuery>;
export type ClientManagementApplicationsQueryResult = ApolloReactCommon.QueryResult<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>;
export const ClientDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"netbuilderPlan"}},{"kind":"Field","name":{"kind":"Name","value":"netbuilderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"businesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientDetailQuery__
 *
 * To run a query within a React component, call `useClientDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useClientDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ClientDetailQuery, ClientDetailQueryVariables> & ({ variables: ClientDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientDetailQuery, ClientDetailQueryVariables>(ClientDetailDocument, options);
      }
export function useClientDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientDetailQuery, ClientDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientDetailQuery, ClientDetailQueryVariables>(ClientDetailDocument, options);
        }
export type ClientDetailQueryHookResult = ReturnType<typeof useClientDetailQuery>;
export type ClientDetailLazyQueryHookResult = ReturnType<typeof useClientDetailLazyQuery>;
export type ClientDetailQueryResult = ApolloReactCommon.QueryResult<ClientDetailQuery, ClientDetailQueryVariables>;
export const AddClientNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClientNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addClientNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddClientNoteMutation__
 *
 * To run a mutation, you first call `useAddClientNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddClientNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addClientNoteMutation, { data, loading, error }] = useAddClientNoteMutation({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      body: // value for 'body'
 *   },
 * });
 */
export function useAddClientNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddClientNoteMutation, AddClientNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddClientNoteMutation, AddClientNoteMutationVariables>(AddClientNoteDocument, options);
      }
export type AddClientNoteMutationHookResult = ReturnType<typeof useAddClientNoteMutation>;
export type AddClientNoteMutationResult = ApolloReactCommon.MutationResult<AddClientNoteMutation>;
export const ProgramListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramListQuery__
 *
 * To run a query within a React component, call `useProgramListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useProgramListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProgramListQuery, ProgramListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramListQuery, ProgramListQueryVariables>(ProgramListDocument, options);
      }
export function useProgramListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramListQuery, ProgramListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramListQuery, ProgramListQueryVariables>(ProgramListDocument, options);
        }
export type ProgramListQueryHookResult = ReturnType<typeof useProgramListQuery>;
export type ProgramListLazyQueryHookResult = ReturnType<typeof useProgramListLazyQuery>;
export type ProgramListQueryResult = ApolloReactCommon.QueryResult<ProgramListQuery, ProgramListQueryVariables>;
export const ProgramDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramDetailQuery__
 *
 * To run a query within a React component, call `useProgramDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProgramDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramDetailQuery, ProgramDetailQueryVariables> & ({ variables: ProgramDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramDetailQuery, ProgramDetailQueryVariables>(ProgramDetailDocument, options);
      }
export function useProgramDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramDetailQuery, ProgramDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramDetailQuery, ProgramDetailQueryVariables>(ProgramDetailDocument, options);
        }
export type ProgramDetailQueryHookResult = ReturnType<typeof useProgramDetailQuery>;
export type ProgramDetailLazyQueryHookResult = ReturnType<typeof useProgramDetailLazyQuery>;
export type ProgramDetailQueryResult = ApolloReactCommon.QueryResult<ProgramDetailQuery, ProgramDetailQueryVariables>;
export const ProgramLenderOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramLenderOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramLenderOptionsQuery__
 *
 * To run a query within a React component, call `useProgramLenderOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramLenderOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramLenderOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useProgramLenderOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>(ProgramLenderOptionsDocument, options);
      }
export function useProgramLenderOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>(ProgramLenderOptionsDocument, options);
        }
export type ProgramLenderOptionsQueryHookResult = ReturnType<typeof useProgramLenderOptionsQuery>;
export type ProgramLenderOptionsLazyQueryHookResult = ReturnType<typeof useProgramLenderOptionsLazyQuery>;
export type ProgramLenderOptionsQueryResult = ApolloReactCommon.QueryResult<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>;
export const ProgramCriteriaPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramCriteriaPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"criteria"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramCriteria"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programCriteriaPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"criteria"},"value":{"kind":"Variable","name":{"kind":"Name","value":"criteria"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramCriteriaPreviewQuery__
 *
 * To run a query within a React component, call `useProgramCriteriaPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramCriteriaPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramCriteriaPreviewQuery({
 *   variables: {
 *      criteria: // value for 'criteria'
 *   },
 * });
 */
export function useProgramCriteriaPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables> & ({ variables: ProgramCriteriaPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>(ProgramCriteriaPreviewDocument, options);
      }
export function useProgramCriteriaPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>(ProgramCriteriaPreviewDocument, options);
        }
export type ProgramCriteriaPreviewQueryHookResult = ReturnType<typeof useProgramCriteriaPreviewQuery>;
export type ProgramCriteriaPreviewLazyQueryHookResult = ReturnType<typeof useProgramCriteriaPreviewLazyQuery>;
export type ProgramCriteriaPreviewQueryResult = ApolloReactCommon.QueryResult<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>;
export const CoverageHeatmapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoverageHeatmap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverageHeatmap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ficoBands"}},{"kind":"Field","name":{"kind":"Name","value":"monthsBands"}},{"kind":"Field","name":{"kind":"Name","value":"gapCount"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ficoBand"}},{"kind":"Field","name":{"kind":"Name","value":"monthsBand"}},{"kind":"Field","name":{"kind":"Name","value":"programCount"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCoverageHeatmapQuery__
 *
 * To run a query within a React component, call `useCoverageHeatmapQuery` and pass it any options that fit your needs.
 * When your component renders, `useCoverageHeatmapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCoverageHeatmapQuery({
 *   variables: {
 *      product: // value for 'product'
 *      amountCents: // value for 'amountCents'
 *   },
 * });
 */
export function useCoverageHeatmapQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CoverageHeatmapQuery, CoverageHeatmapQueryVariables> & ({ variables: CoverageHeatmapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>(CoverageHeatmapDocument, options);
      }
export function useCoverageHeatmapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>(CoverageHeatmapDocument, options);
        }
export type CoverageHeatmapQueryHookResult = ReturnType<typeof useCoverageHeatmapQuery>;
export type CoverageHeatmapLazyQueryHookResult = ReturnType<typeof useCoverageHeatmapLazyQuery>;
export type CoverageHeatmapQueryResult = ApolloReactCommon.QueryResult<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>;
export const ProgramWhatIfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramWhatIf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramWhatIfInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programWhatIf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramWhatIfQuery__
 *
 * To run a query within a React component, call `useProgramWhatIfQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramWhatIfQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramWhatIfQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useProgramWhatIfQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramWhatIfQuery, ProgramWhatIfQueryVariables> & ({ variables: ProgramWhatIfQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>(ProgramWhatIfDocument, options);
      }
export function useProgramWhatIfLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>(ProgramWhatIfDocument, options);
        }
export type ProgramWhatIfQueryHookResult = ReturnType<typeof useProgramWhatIfQuery>;
export type ProgramWhatIfLazyQueryHookResult = ReturnType<typeof useProgramWhatIfLazyQuery>;
export type ProgramWhatIfQueryResult = ApolloReactCommon.QueryResult<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateProgramMutation__
 *
 * To run a mutation, you first call `useCreateProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProgramMutation, { data, loading, error }] = useCreateProgramMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProgramMutation, CreateProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProgramMutation, CreateProgramMutationVariables>(CreateProgramDocument, options);
      }
export type CreateProgramMutationHookResult = ReturnType<typeof useCreateProgramMutation>;
export type CreateProgramMutationResult = ApolloReactCommon.MutationResult<CreateProgramMutation>;
export const UpdateProgramDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgramDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProgramDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgramDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateProgramDraftMutation__
 *
 * To run a mutation, you first call `useUpdateProgramDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProgramDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProgramDraftMutation, { data, loading, error }] = useUpdateProgramDraftMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProgramDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProgramDraftMutation, UpdateProgramDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProgramDraftMutation, UpdateProgramDraftMutationVariables>(UpdateProgramDraftDocument, options);
      }
export type UpdateProgramDraftMutationHookResult = ReturnType<typeof useUpdateProgramDraftMutation>;
export type UpdateProgramDraftMutationResult = ApolloReactCommon.MutationResult<UpdateProgramDraftMutation>;
export const PublishProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublishProgramMutation__
 *
 * To run a mutation, you first call `usePublishProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishProgramMutation, { data, loading, error }] = usePublishProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function usePublishProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishProgramMutation, PublishProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishProgramMutation, PublishProgramMutationVariables>(PublishProgramDocument, options);
      }
export type PublishProgramMutationHookResult = ReturnType<typeof usePublishProgramMutation>;
export type PublishProgramMutationResult = ApolloReactCommon.MutationResult<PublishProgramMutation>;
export const RestoreProgramVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreProgramVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreProgramVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRestoreProgramVersionMutation__
 *
 * To run a mutation, you first call `useRestoreProgramVersionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRestoreProgramVersionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [restoreProgramVersionMutation, { data, loading, error }] = useRestoreProgramVersionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useRestoreProgramVersionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RestoreProgramVersionMutation, RestoreProgramVersionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RestoreProgramVersionMutation, RestoreProgramVersionMutationVariables>(RestoreProgramVersionDocument, options);
      }
export type RestoreProgramVersionMutationHookResult = ReturnType<typeof useRestoreProgramVersionMutation>;
export type RestoreProgramVersionMutationResult = ApolloReactCommon.MutationResult<RestoreProgramVersionMutation>;
export const PauseProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePauseProgramMutation__
 *
 * To run a mutation, you first call `usePauseProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePauseProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pauseProgramMutation, { data, loading, error }] = usePauseProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function usePauseProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PauseProgramMutation, PauseProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PauseProgramMutation, PauseProgramMutationVariables>(PauseProgramDocument, options);
      }
export type PauseProgramMutationHookResult = ReturnType<typeof usePauseProgramMutation>;
export type PauseProgramMutationResult = ApolloReactCommon.MutationResult<PauseProgramMutation>;
export const ResumeProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResumeProgramMutation__
 *
 * To run a mutation, you first call `useResumeProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeProgramMutation, { data, loading, error }] = useResumeProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useResumeProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResumeProgramMutation, ResumeProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResumeProgramMutation, ResumeProgramMutationVariables>(ResumeProgramDocument, options);
      }
export type ResumeProgramMutationHookResult = ReturnType<typeof useResumeProgramMutation>;
export type ResumeProgramMutationResult = ApolloReactCommon.MutationResult<ResumeProgramMutation>;
export const ArchiveProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useArchiveProgramMutation__
 *
 * To run a mutation, you first call `useArchiveProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArchiveProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [archiveProgramMutation, { data, loading, error }] = useArchiveProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useArchiveProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArchiveProgramMutation, ArchiveProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArchiveProgramMutation, ArchiveProgramMutationVariables>(ArchiveProgramDocument, options);
      }
export type ArchiveProgramMutationHookResult = ReturnType<typeof useArchiveProgramMutation>;
export type ArchiveProgramMutationResult = ApolloReactCommon.MutationResult<ArchiveProgramMutation>;
export const DuplicateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDuplicateProgramMutation__
 *
 * To run a mutation, you first call `useDuplicateProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDuplicateProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [duplicateProgramMutation, { data, loading, error }] = useDuplicateProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useDuplicateProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DuplicateProgramMutation, DuplicateProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DuplicateProgramMutation, DuplicateProgramMutationVariables>(DuplicateProgramDocument, options);
      }
export type DuplicateProgramMutationHookResult = ReturnType<typeof useDuplicateProgramMutation>;
export type DuplicateProgramMutationResult = ApolloReactCommon.MutationResult<DuplicateProgramMutation>;
export const ProgramPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"viewed"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"fundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"blockingCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramPerformanceQuery__
 *
 * To run a query within a React component, call `useProgramPerformanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramPerformanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramPerformanceQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProgramPerformanceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramPerformanceQuery, ProgramPerformanceQueryVariables> & ({ variables: ProgramPerformanceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>(ProgramPerformanceDocument, options);
      }
export function useProgramPerformanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>(ProgramPerformanceDocument, options);
        }
export type ProgramPerformanceQueryHookResult = ReturnType<typeof useProgramPerformanceQuery>;
export type ProgramPerformanceLazyQueryHookResult = ReturnType<typeof useProgramPerformanceLazyQuery>;
export type ProgramPerformanceQueryResult = ApolloReactCommon.QueryResult<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>;
export const FundingDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useFundingDetailQuery__
 *
 * To run a query within a React component, call `useFundingDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useFundingDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFundingDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFundingDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FundingDetailQuery, FundingDetailQueryVariables> & ({ variables: FundingDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FundingDetailQuery, FundingDetailQueryVariables>(FundingDetailDocument, options);
      }
export function useFundingDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FundingDetailQuery, FundingDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FundingDetailQuery, FundingDetailQueryVariables>(FundingDetailDocument, options);
        }
export type FundingDetailQueryHookResult = ReturnType<typeof useFundingDetailQuery>;
export type FundingDetailLazyQueryHookResult = ReturnType<typeof useFundingDetailLazyQuery>;
export type FundingDetailQueryResult = ApolloReactCommon.QueryResult<FundingDetailQuery, FundingDetailQueryVariables>;
export const ApplicationFundingIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFundingId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationFundingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationFundingIdQuery__
 *
 * To run a query within a React component, call `useApplicationFundingIdQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationFundingIdQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationFundingIdQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationFundingIdQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables> & ({ variables: ApplicationFundingIdQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>(ApplicationFundingIdDocument, options);
      }
export function useApplicationFundingIdLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>(ApplicationFundingIdDocument, options);
        }
export type ApplicationFundingIdQueryHookResult = ReturnType<typeof useApplicationFundingIdQuery>;
export type ApplicationFundingIdLazyQueryHookResult = ReturnType<typeof useApplicationFundingIdLazyQuery>;
export type ApplicationFundingIdQueryResult = ApolloReactCommon.QueryResult<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>;
export const AddFundingTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFundingTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFundingTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddFundingTransactionMutation__
 *
 * To run a mutation, you first call `useAddFundingTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddFundingTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addFundingTransactionMutation, { data, loading, error }] = useAddFundingTransactionMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddFundingTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddFundingTransactionMutation, AddFundingTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddFundingTransactionMutation, AddFundingTransactionMutationVariables>(AddFundingTransactionDocument, options);
      }
export type AddFundingTransactionMutationHookResult = ReturnType<typeof useAddFundingTransactionMutation>;
export type AddFundingTransactionMutationResult = ApolloReactCommon.MutationResult<AddFundingTransactionMutation>;
export const PreviewFundingImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewFundingImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewFundingImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePreviewFundingImportMutation__
 *
 * To run a mutation, you first call `usePreviewFundingImportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePreviewFundingImportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [previewFundingImportMutation, { data, loading, error }] = usePreviewFundingImportMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      csv: // value for 'csv'
 *   },
 * });
 */
export function usePreviewFundingImportMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PreviewFundingImportMutation, PreviewFundingImportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PreviewFundingImportMutation, PreviewFundingImportMutationVariables>(PreviewFundingImportDocument, options);
      }
export type PreviewFundingImportMutationHookResult = ReturnType<typeof usePreviewFundingImportMutation>;
export type PreviewFundingImportMutationResult = ApolloReactCommon.MutationResult<PreviewFundingImportMutation>;
export const ImportFundingTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportFundingTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFundingTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useImportFundingTransactionsMutation__
 *
 * To run a mutation, you first call `useImportFundingTransactionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportFundingTransactionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importFundingTransactionsMutation, { data, loading, error }] = useImportFundingTransactionsMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      csv: // value for 'csv'
 *   },
 * });
 */
export function useImportFundingTransactionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ImportFundingTransactionsMutation, ImportFundingTransactionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ImportFundingTransactionsMutation, ImportFundingTransactionsMutationVariables>(ImportFundingTransactionsDocument, options);
      }
export type ImportFundingTransactionsMutationHookResult = ReturnType<typeof useImportFundingTransactionsMutation>;
export type ImportFundingTransactionsMutationResult = ApolloReactCommon.MutationResult<ImportFundingTransactionsMutation>;
export const ReverseFundingTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseFundingTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseFundingTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useReverseFundingTransactionMutation__
 *
 * To run a mutation, you first call `useReverseFundingTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReverseFundingTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reverseFundingTransactionMutation, { data, loading, error }] = useReverseFundingTransactionMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useReverseFundingTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReverseFundingTransactionMutation, ReverseFundingTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReverseFundingTransactionMutation, ReverseFundingTransactionMutationVariables>(ReverseFundingTransactionDocument, options);
      }
export type ReverseFundingTransactionMutationHookResult = ReturnType<typeof useReverseFundingTransactionMutation>;
export type ReverseFundingTransactionMutationResult = ApolloReactCommon.MutationResult<ReverseFundingTransactionMutation>;
export const MarkFundingCommissionReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFundingCommissionReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receivedOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFundingCommissionReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"receivedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receivedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkFundingCommissionReceivedMutation__
 *
 * To run a mutation, you first call `useMarkFundingCommissionReceivedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkFundingCommissionReceivedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markFundingCommissionReceivedMutation, { data, loading, error }] = useMarkFundingCommissionReceivedMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      expectedVersion: // value for 'expectedVersion'
 *      receivedOn: // value for 'receivedOn'
 *   },
 * });
 */
export function useMarkFundingCommissionReceivedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkFundingCommissionReceivedMutation, MarkFundingCommissionReceivedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkFundingCommissionReceivedMutation, MarkFundingCommissionReceivedMutationVariables>(MarkFundingCommissionReceivedDocument, options);
      }
export type MarkFundingCommissionReceivedMutationHookResult = ReturnType<typeof useMarkFundingCommissionReceivedMutation>;
export type MarkFundingCommissionReceivedMutationResult = ApolloReactCommon.MutationResult<MarkFundingCommissionReceivedMutation>;
export const ChangeFundingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeFundingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeFundingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeFundingStatusMutation__
 *
 * To run a mutation, you first call `useChangeFundingStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeFundingStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeFundingStatusMutation, { data, loading, error }] = useChangeFundingStatusMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      expectedVersion: // value for 'expectedVersion'
 *      status: // value for 'status'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useChangeFundingStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeFundingStatusMutation, ChangeFundingStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeFundingStatusMutation, ChangeFundingStatusMutationVariables>(ChangeFundingStatusDocument, options);
      }
export type ChangeFundingStatusMutationHookResult = ReturnType<typeof useChangeFundingStatusMutation>;
export type ChangeFundingStatusMutationResult = ApolloReactCommon.MutationResult<ChangeFundingStatusMutation>;
export const OffersForFundingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OffersForFunding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOffersForFundingQuery__
 *
 * To run a query within a React component, call `useOffersForFundingQuery` and pass it any options that fit your needs.
 * When your component renders, `useOffersForFundingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOffersForFundingQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useOffersForFundingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OffersForFundingQuery, OffersForFundingQueryVariables> & ({ variables: OffersForFundingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OffersForFundingQuery, OffersForFundingQueryVariables>(OffersForFundingDocument, options);
      }
export function useOffersForFundingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OffersForFundingQuery, OffersForFundingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OffersForFundingQuery, OffersForFundingQueryVariables>(OffersForFundingDocument, options);
        }
export type OffersForFundingQueryHookResult = ReturnType<typeof useOffersForFundingQuery>;
export type OffersForFundingLazyQueryHookResult = ReturnType<typeof useOffersForFundingLazyQuery>;
export type OffersForFundingQueryResult = ApolloReactCommon.QueryResult<OffersForFundingQuery, OffersForFundingQueryVariables>;
export const MarkFundedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFunded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkFundedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFunded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkFundedMutation__
 *
 * To run a mutation, you first call `useMarkFundedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkFundedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markFundedMutation, { data, loading, error }] = useMarkFundedMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useMarkFundedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkFundedMutation, MarkFundedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkFundedMutation, MarkFundedMutationVariables>(MarkFundedDocument, options);
      }
export type MarkFundedMutationHookResult = ReturnType<typeof useMarkFundedMutation>;
export type MarkFundedMutationResult = ApolloReactCommon.MutationResult<MarkFundedMutation>;
export const MemberPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberPlanQuery__
 *
 * To run a query within a React component, call `useMemberPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberPlanQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberPlanQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberPlanQuery, MemberPlanQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberPlanQuery, MemberPlanQueryVariables>(MemberPlanDocument, options);
      }
export function useMemberPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberPlanQuery, MemberPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberPlanQuery, MemberPlanQueryVariables>(MemberPlanDocument, options);
        }
export type MemberPlanQueryHookResult = ReturnType<typeof useMemberPlanQuery>;
export type MemberPlanLazyQueryHookResult = ReturnType<typeof useMemberPlanLazyQuery>;
export type MemberPlanQueryResult = ApolloReactCommon.QueryResult<MemberPlanQuery, MemberPlanQueryVariables>;
export const AcceptLenderInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLenderInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptLenderInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLenderInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useAcceptLenderInviteMutation__
 *
 * To run a mutation, you first call `useAcceptLenderInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptLenderInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptLenderInviteMutation, { data, loading, error }] = useAcceptLenderInviteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAcceptLenderInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptLenderInviteMutation, AcceptLenderInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptLenderInviteMutation, AcceptLenderInviteMutationVariables>(AcceptLenderInviteDocument, options);
      }
export type AcceptLenderInviteMutationHookResult = ReturnType<typeof useAcceptLenderInviteMutation>;
export type AcceptLenderInviteMutationResult = ApolloReactCommon.MutationResult<AcceptLenderInviteMutation>;
export const LenderOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"active"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"active"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"paused"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"paused"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"onboarding"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"onboarding"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"createdAt_asc"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"activeLenders"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"active"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderOverviewQuery__
 *
 * To run a query within a React component, call `useLenderOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderOverviewQuery, LenderOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderOverviewQuery, LenderOverviewQueryVariables>(LenderOverviewDocument, options);
      }
export function useLenderOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderOverviewQuery, LenderOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderOverviewQuery, LenderOverviewQueryVariables>(LenderOverviewDocument, options);
        }
export type LenderOverviewQueryHookResult = ReturnType<typeof useLenderOverviewQuery>;
export type LenderOverviewLazyQueryHookResult = ReturnType<typeof useLenderOverviewLazyQuery>;
export type LenderOverviewQueryResult = ApolloReactCommon.QueryResult<LenderOverviewQuery, LenderOverviewQueryVariables>;
export const LenderListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderListQuery__
 *
 * To run a query within a React component, call `useLenderListQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useLenderListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderListQuery, LenderListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderListQuery, LenderListQueryVariables>(LenderListDocument, options);
      }
export function useLenderListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderListQuery, LenderListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderListQuery, LenderListQueryVariables>(LenderListDocument, options);
        }
export type LenderListQueryHookResult = ReturnType<typeof useLenderListQuery>;
export type LenderListLazyQueryHookResult = ReturnType<typeof useLenderListLazyQuery>;
export type LenderListQueryResult = ApolloReactCommon.QueryResult<LenderListQuery, LenderListQueryVariables>;
export const LenderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderDetailQuery__
 *
 * To run a query within a React component, call `useLenderDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLenderDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderDetailQuery, LenderDetailQueryVariables> & ({ variables: LenderDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderDetailQuery, LenderDetailQueryVariables>(LenderDetailDocument, options);
      }
export function useLenderDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderDetailQuery, LenderDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderDetailQuery, LenderDetailQueryVariables>(LenderDetailDocument, options);
        }
export type LenderDetailQueryHookResult = ReturnType<typeof useLenderDetailQuery>;
export type LenderDetailLazyQueryHookResult = ReturnType<typeof useLenderDetailLazyQuery>;
export type LenderDetailQueryResult = ApolloReactCommon.QueryResult<LenderDetailQuery, LenderDetailQueryVariables>;
export const LenderProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderProgramsQuery__
 *
 * To run a query within a React component, call `useLenderProgramsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderProgramsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderProgramsQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *   },
 * });
 */
export function useLenderProgramsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderProgramsQuery, LenderProgramsQueryVariables> & ({ variables: LenderProgramsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderProgramsQuery, LenderProgramsQueryVariables>(LenderProgramsDocument, options);
      }
export function useLenderProgramsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderProgramsQuery, LenderProgramsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderProgramsQuery, LenderProgramsQueryVariables>(LenderProgramsDocument, options);
        }
export type LenderProgramsQueryHookResult = ReturnType<typeof useLenderProgramsQuery>;
export type LenderProgramsLazyQueryHookResult = ReturnType<typeof useLenderProgramsLazyQuery>;
export type LenderProgramsQueryResult = ApolloReactCommon.QueryResult<LenderProgramsQuery, LenderProgramsQueryVariables>;
export const LenderActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"StringValue","value":"lender","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderActivityQuery__
 *
 * To run a query within a React component, call `useLenderActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderActivityQuery({
 *   variables: {
 *      entityId: // value for 'entityId'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useLenderActivityQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderActivityQuery, LenderActivityQueryVariables> & ({ variables: LenderActivityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderActivityQuery, LenderActivityQueryVariables>(LenderActivityDocument, options);
      }
export function useLenderActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderActivityQuery, LenderActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderActivityQuery, LenderActivityQueryVariables>(LenderActivityDocument, options);
        }
export type LenderActivityQueryHookResult = ReturnType<typeof useLenderActivityQuery>;
export type LenderActivityLazyQueryHookResult = ReturnType<typeof useLenderActivityLazyQuery>;
export type LenderActivityQueryResult = ApolloReactCommon.QueryResult<LenderActivityQuery, LenderActivityQueryVariables>;
export const CreateLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLenderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateLenderMutation__
 *
 * To run a mutation, you first call `useCreateLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLenderMutation, { data, loading, error }] = useCreateLenderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLenderMutation, CreateLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLenderMutation, CreateLenderMutationVariables>(CreateLenderDocument, options);
      }
export type CreateLenderMutationHookResult = ReturnType<typeof useCreateLenderMutation>;
export type CreateLenderMutationResult = ApolloReactCommon.MutationResult<CreateLenderMutation>;
export const UpdateLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLenderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateLenderMutation__
 *
 * To run a mutation, you first call `useUpdateLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLenderMutation, { data, loading, error }] = useUpdateLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLenderMutation, UpdateLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLenderMutation, UpdateLenderMutationVariables>(UpdateLenderDocument, options);
      }
export type UpdateLenderMutationHookResult = ReturnType<typeof useUpdateLenderMutation>;
export type UpdateLenderMutationResult = ApolloReactCommon.MutationResult<UpdateLenderMutation>;
export const ActivateLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useActivateLenderMutation__
 *
 * To run a mutation, you first call `useActivateLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useActivateLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [activateLenderMutation, { data, loading, error }] = useActivateLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useActivateLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ActivateLenderMutation, ActivateLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ActivateLenderMutation, ActivateLenderMutationVariables>(ActivateLenderDocument, options);
      }
export type ActivateLenderMutationHookResult = ReturnType<typeof useActivateLenderMutation>;
export type ActivateLenderMutationResult = ApolloReactCommon.MutationResult<ActivateLenderMutation>;
export const PauseLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePauseLenderMutation__
 *
 * To run a mutation, you first call `usePauseLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePauseLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pauseLenderMutation, { data, loading, error }] = usePauseLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function usePauseLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PauseLenderMutation, PauseLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PauseLenderMutation, PauseLenderMutationVariables>(PauseLenderDocument, options);
      }
export type PauseLenderMutationHookResult = ReturnType<typeof usePauseLenderMutation>;
export type PauseLenderMutationResult = ApolloReactCommon.MutationResult<PauseLenderMutation>;
export const ResumeLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResumeLenderMutation__
 *
 * To run a mutation, you first call `useResumeLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeLenderMutation, { data, loading, error }] = useResumeLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useResumeLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResumeLenderMutation, ResumeLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResumeLenderMutation, ResumeLenderMutationVariables>(ResumeLenderDocument, options);
      }
export type ResumeLenderMutationHookResult = ReturnType<typeof useResumeLenderMutation>;
export type ResumeLenderMutationResult = ApolloReactCommon.MutationResult<ResumeLenderMutation>;
export const ArchiveLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useArchiveLenderMutation__
 *
 * To run a mutation, you first call `useArchiveLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArchiveLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [archiveLenderMutation, { data, loading, error }] = useArchiveLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useArchiveLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArchiveLenderMutation, ArchiveLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArchiveLenderMutation, ArchiveLenderMutationVariables>(ArchiveLenderDocument, options);
      }
export type ArchiveLenderMutationHookResult = ReturnType<typeof useArchiveLenderMutation>;
export type ArchiveLenderMutationResult = ApolloReactCommon.MutationResult<ArchiveLenderMutation>;
export const InviteLenderUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteLenderUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteLenderUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInviteLenderUserMutation__
 *
 * To run a mutation, you first call `useInviteLenderUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInviteLenderUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [inviteLenderUserMutation, { data, loading, error }] = useInviteLenderUserMutation({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      email: // value for 'email'
 *   },
 * });
 */
export function useInviteLenderUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InviteLenderUserMutation, InviteLenderUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InviteLenderUserMutation, InviteLenderUserMutationVariables>(InviteLenderUserDocument, options);
      }
export type InviteLenderUserMutationHookResult = ReturnType<typeof useInviteLenderUserMutation>;
export type InviteLenderUserMutationResult = ApolloReactCommon.MutationResult<InviteLenderUserMutation>;
export const ResendLenderInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendLenderInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendLenderInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendLenderInviteMutation__
 *
 * To run a mutation, you first call `useResendLenderInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendLenderInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendLenderInviteMutation, { data, loading, error }] = useResendLenderInviteMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useResendLenderInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendLenderInviteMutation, ResendLenderInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendLenderInviteMutation, ResendLenderInviteMutationVariables>(ResendLenderInviteDocument, options);
      }
export type ResendLenderInviteMutationHookResult = ReturnType<typeof useResendLenderInviteMutation>;
export type ResendLenderInviteMutationResult = ApolloReactCommon.MutationResult<ResendLenderInviteMutation>;
export const DisableLenderUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableLenderUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmNoOneLeft"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableLenderUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmNoOneLeft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmNoOneLeft"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDisableLenderUserMutation__
 *
 * To run a mutation, you first call `useDisableLenderUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisableLenderUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disableLenderUserMutation, { data, loading, error }] = useDisableLenderUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      confirmNoOneLeft: // value for 'confirmNoOneLeft'
 *   },
 * });
 */
export function useDisableLenderUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DisableLenderUserMutation, DisableLenderUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DisableLenderUserMutation, DisableLenderUserMutationVariables>(DisableLenderUserDocument, options);
      }
export type DisableLenderUserMutationHookResult = ReturnType<typeof useDisableLenderUserMutation>;
export type DisableLenderUserMutationResult = ApolloReactCommon.MutationResult<DisableLenderUserMutation>;
export const RevokeLenderAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeLenderAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeLenderAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeLenderAccessMutation__
 *
 * To run a mutation, you first call `useRevokeLenderAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeLenderAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeLenderAccessMutation, { data, loading, error }] = useRevokeLenderAccessMutation({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      password: // value for 'password'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRevokeLenderAccessMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeLenderAccessMutation, RevokeLenderAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeLenderAccessMutation, RevokeLenderAccessMutationVariables>(RevokeLenderAccessDocument, options);
      }
export type RevokeLenderAccessMutationHookResult = ReturnType<typeof useRevokeLenderAccessMutation>;
export type RevokeLenderAccessMutationResult = ApolloReactCommon.MutationResult<RevokeLenderAccessMutation>;
export const LenderScoreboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderScoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderScoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolumeCents"}},{"kind":"Field","name":{"kind":"Name","value":"fallThroughs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"lenders"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderScoreboardQuery__
 *
 * To run a query within a React component, call `useLenderScoreboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderScoreboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderScoreboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderScoreboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderScoreboardQuery, LenderScoreboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderScoreboardQuery, LenderScoreboardQueryVariables>(LenderScoreboardDocument, options);
      }
export function useLenderScoreboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderScoreboardQuery, LenderScoreboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderScoreboardQuery, LenderScoreboardQueryVariables>(LenderScoreboardDocument, options);
        }
export type LenderScoreboardQueryHookResult = ReturnType<typeof useLenderScoreboardQuery>;
export type LenderScoreboardLazyQueryHookResult = ReturnType<typeof useLenderScoreboardLazyQuery>;
export type LenderScoreboardQueryResult = ApolloReactCommon.QueryResult<LenderScoreboardQuery, LenderScoreboardQueryVariables>;
export const ScoreboardNudgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScoreboardNudge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nudgeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useScoreboardNudgeMutation__
 *
 * To run a mutation, you first call `useScoreboardNudgeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useScoreboardNudgeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [scoreboardNudgeMutation, { data, loading, error }] = useScoreboardNudgeMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useScoreboardNudgeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ScoreboardNudgeMutation, ScoreboardNudgeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ScoreboardNudgeMutation, ScoreboardNudgeMutationVariables>(ScoreboardNudgeDocument, options);
      }
export type ScoreboardNudgeMutationHookResult = ReturnType<typeof useScoreboardNudgeMutation>;
export type ScoreboardNudgeMutationResult = ApolloReactCommon.MutationResult<ScoreboardNudgeMutation>;
export const LenderSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerAmountCents"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderSubmissionsQuery__
 *
 * To run a query within a React component, call `useLenderSubmissionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderSubmissionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderSubmissionsQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLenderSubmissionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderSubmissionsQuery, LenderSubmissionsQueryVariables> & ({ variables: LenderSubmissionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>(LenderSubmissionsDocument, options);
      }
export function useLenderSubmissionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>(LenderSubmissionsDocument, options);
        }
export type LenderSubmissionsQueryHookResult = ReturnType<typeof useLenderSubmissionsQuery>;
export type LenderSubmissionsLazyQueryHookResult = ReturnType<typeof useLenderSubmissionsLazyQuery>;
export type LenderSubmissionsQueryResult = ApolloReactCommon.QueryResult<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>;
export const LenderFundingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFundings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFundings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFundingsQuery__
 *
 * To run a query within a React component, call `useLenderFundingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFundingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFundingsQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLenderFundingsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFundingsQuery, LenderFundingsQueryVariables> & ({ variables: LenderFundingsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFundingsQuery, LenderFundingsQueryVariables>(LenderFundingsDocument, options);
      }
export function useLenderFundingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFundingsQuery, LenderFundingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFundingsQuery, LenderFundingsQueryVariables>(LenderFundingsDocument, options);
        }
export type LenderFundingsQueryHookResult = ReturnType<typeof useLenderFundingsQuery>;
export type LenderFundingsLazyQueryHookResult = ReturnType<typeof useLenderFundingsLazyQuery>;
export type LenderFundingsQueryResult = ApolloReactCommon.QueryResult<LenderFundingsQuery, LenderFundingsQueryVariables>;
export const LenderAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderAccessLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderAccessLogQuery__
 *
 * To run a query within a React component, call `useLenderAccessLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderAccessLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderAccessLogQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLenderAccessLogQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderAccessLogQuery, LenderAccessLogQueryVariables> & ({ variables: LenderAccessLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderAccessLogQuery, LenderAccessLogQueryVariables>(LenderAccessLogDocument, options);
      }
export function useLenderAccessLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderAccessLogQuery, LenderAccessLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderAccessLogQuery, LenderAccessLogQueryVariables>(LenderAccessLogDocument, options);
        }
export type LenderAccessLogQueryHookResult = ReturnType<typeof useLenderAccessLogQuery>;
export type LenderAccessLogLazyQueryHookResult = ReturnType<typeof useLenderAccessLogLazyQuery>;
export type LenderAccessLogQueryResult = ApolloReactCommon.QueryResult<LenderAccessLogQuery, LenderAccessLogQueryVariables>;
export const LenderDetailPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderDetailPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"pullThrough"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolumeCents"}},{"kind":"Field","name":{"kind":"Name","value":"fallThroughs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderDetailPerformanceQuery__
 *
 * To run a query within a React component, call `useLenderDetailPerformanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderDetailPerformanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderDetailPerformanceQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *   },
 * });
 */
export function useLenderDetailPerformanceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables> & ({ variables: LenderDetailPerformanceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>(LenderDetailPerformanceDocument, options);
      }
export function useLenderDetailPerformanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>(LenderDetailPerformanceDocument, options);
        }
export type LenderDetailPerformanceQueryHookResult = ReturnType<typeof useLenderDetailPerformanceQuery>;
export type LenderDetailPerformanceLazyQueryHookResult = ReturnType<typeof useLenderDetailPerformanceLazyQuery>;
export type LenderDetailPerformanceQueryResult = ApolloReactCommon.QueryResult<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>;
export const LenderListPerformancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderListPerformances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderPerformances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolumeCents"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderListPerformancesQuery__
 *
 * To run a query within a React component, call `useLenderListPerformancesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderListPerformancesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderListPerformancesQuery({
 *   variables: {
 *      lenderIds: // value for 'lenderIds'
 *   },
 * });
 */
export function useLenderListPerformancesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderListPerformancesQuery, LenderListPerformancesQueryVariables> & ({ variables: LenderListPerformancesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>(LenderListPerformancesDocument, options);
      }
export function useLenderListPerformancesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>(LenderListPerformancesDocument, options);
        }
export type LenderListPerformancesQueryHookResult = ReturnType<typeof useLenderListPerformancesQuery>;
export type LenderListPerformancesLazyQueryHookResult = ReturnType<typeof useLenderListPerformancesLazyQuery>;
export type LenderListPerformancesQueryResult = ApolloReactCommon.QueryResult<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>;
export const LenderInfoRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderInfoRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderInfoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderInfoRequestsQuery__
 *
 * To run a query within a React component, call `useLenderInfoRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderInfoRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderInfoRequestsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderInfoRequestsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables> & ({ variables: LenderInfoRequestsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>(LenderInfoRequestsDocument, options);
      }
export function useLenderInfoRequestsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>(LenderInfoRequestsDocument, options);
        }
export type LenderInfoRequestsQueryHookResult = ReturnType<typeof useLenderInfoRequestsQuery>;
export type LenderInfoRequestsLazyQueryHookResult = ReturnType<typeof useLenderInfoRequestsLazyQuery>;
export type LenderInfoRequestsQueryResult = ApolloReactCommon.QueryResult<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>;
export const RequestLenderInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLenderInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderInfoRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLenderInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestLenderInfoMutation__
 *
 * To run a mutation, you first call `useRequestLenderInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestLenderInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestLenderInfoMutation, { data, loading, error }] = useRequestLenderInfoMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestLenderInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestLenderInfoMutation, RequestLenderInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestLenderInfoMutation, RequestLenderInfoMutationVariables>(RequestLenderInfoDocument, options);
      }
export type RequestLenderInfoMutationHookResult = ReturnType<typeof useRequestLenderInfoMutation>;
export type RequestLenderInfoMutationResult = ApolloReactCommon.MutationResult<RequestLenderInfoMutation>;
export const RequestCriteriaChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCriteriaChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriteriaChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCriteriaChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestCriteriaChangeMutation__
 *
 * To run a mutation, you first call `useRequestCriteriaChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestCriteriaChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestCriteriaChangeMutation, { data, loading, error }] = useRequestCriteriaChangeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestCriteriaChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestCriteriaChangeMutation, RequestCriteriaChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestCriteriaChangeMutation, RequestCriteriaChangeMutationVariables>(RequestCriteriaChangeDocument, options);
      }
export type RequestCriteriaChangeMutationHookResult = ReturnType<typeof useRequestCriteriaChangeMutation>;
export type RequestCriteriaChangeMutationResult = ApolloReactCommon.MutationResult<RequestCriteriaChangeMutation>;
export const LenderFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFilesQuery__
 *
 * To run a query within a React component, call `useLenderFilesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFilesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFilesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderFilesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderFilesQuery, LenderFilesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFilesQuery, LenderFilesQueryVariables>(LenderFilesDocument, options);
      }
export function useLenderFilesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFilesQuery, LenderFilesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFilesQuery, LenderFilesQueryVariables>(LenderFilesDocument, options);
        }
export type LenderFilesQueryHookResult = ReturnType<typeof useLenderFilesQuery>;
export type LenderFilesLazyQueryHookResult = ReturnType<typeof useLenderFilesLazyQuery>;
export type LenderFilesQueryResult = ApolloReactCommon.QueryResult<LenderFilesQuery, LenderFilesQueryVariables>;
export const OpenLenderFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenLenderFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openLenderFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOpenLenderFileMutation__
 *
 * To run a mutation, you first call `useOpenLenderFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOpenLenderFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [openLenderFileMutation, { data, loading, error }] = useOpenLenderFileMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useOpenLenderFileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<OpenLenderFileMutation, OpenLenderFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<OpenLenderFileMutation, OpenLenderFileMutationVariables>(OpenLenderFileDocument, options);
      }
export type OpenLenderFileMutationHookResult = ReturnType<typeof useOpenLenderFileMutation>;
export type OpenLenderFileMutationResult = ApolloReactCommon.MutationResult<OpenLenderFileMutation>;
export const LenderDeclineReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderDeclineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderDeclineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderDeclineReasonsQuery__
 *
 * To run a query within a React component, call `useLenderDeclineReasonsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderDeclineReasonsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderDeclineReasonsQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderDeclineReasonsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>(LenderDeclineReasonsDocument, options);
      }
export function useLenderDeclineReasonsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>(LenderDeclineReasonsDocument, options);
        }
export type LenderDeclineReasonsQueryHookResult = ReturnType<typeof useLenderDeclineReasonsQuery>;
export type LenderDeclineReasonsLazyQueryHookResult = ReturnType<typeof useLenderDeclineReasonsLazyQuery>;
export type LenderDeclineReasonsQueryResult = ApolloReactCommon.QueryResult<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>;
export const DeclineLenderFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineLenderFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderDeclineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineLenderFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineLenderFileMutation__
 *
 * To run a mutation, you first call `useDeclineLenderFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineLenderFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineLenderFileMutation, { data, loading, error }] = useDeclineLenderFileMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDeclineLenderFileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineLenderFileMutation, DeclineLenderFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineLenderFileMutation, DeclineLenderFileMutationVariables>(DeclineLenderFileDocument, options);
      }
export type DeclineLenderFileMutationHookResult = ReturnType<typeof useDeclineLenderFileMutation>;
export type DeclineLenderFileMutationResult = ApolloReactCommon.MutationResult<DeclineLenderFileMutation>;
export const MyLenderProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLenderPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLenderPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLenderProgramsQuery__
 *
 * To run a query within a React component, call `useMyLenderProgramsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLenderProgramsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLenderProgramsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLenderProgramsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>(MyLenderProgramsDocument, options);
      }
export function useMyLenderProgramsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>(MyLenderProgramsDocument, options);
        }
export type MyLenderProgramsQueryHookResult = ReturnType<typeof useMyLenderProgramsQuery>;
export type MyLenderProgramsLazyQueryHookResult = ReturnType<typeof useMyLenderProgramsLazyQuery>;
export type MyLenderProgramsQueryResult = ApolloReactCommon.QueryResult<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>;
export const MyLenderProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLenderProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLenderProfileQuery__
 *
 * To run a query within a React component, call `useMyLenderProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLenderProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLenderProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLenderProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLenderProfileQuery, MyLenderProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLenderProfileQuery, MyLenderProfileQueryVariables>(MyLenderProfileDocument, options);
      }
export function useMyLenderProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLenderProfileQuery, MyLenderProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLenderProfileQuery, MyLenderProfileQueryVariables>(MyLenderProfileDocument, options);
        }
export type MyLenderProfileQueryHookResult = ReturnType<typeof useMyLenderProfileQuery>;
export type MyLenderProfileLazyQueryHookResult = ReturnType<typeof useMyLenderProfileLazyQuery>;
export type MyLenderProfileQueryResult = ApolloReactCommon.QueryResult<MyLenderProfileQuery, MyLenderProfileQueryVariables>;
export const LenderPortalPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderPortalPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"pullThrough"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderPortalPerformanceQuery__
 *
 * To run a query within a React component, call `useLenderPortalPerformanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderPortalPerformanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderPortalPerformanceQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *   },
 * });
 */
export function useLenderPortalPerformanceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables> & ({ variables: LenderPortalPerformanceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>(LenderPortalPerformanceDocument, options);
      }
export function useLenderPortalPerformanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>(LenderPortalPerformanceDocument, options);
        }
export type LenderPortalPerformanceQueryHookResult = ReturnType<typeof useLenderPortalPerformanceQuery>;
export type LenderPortalPerformanceLazyQueryHookResult = ReturnType<typeof useLenderPortalPerformanceLazyQuery>;
export type LenderPortalPerformanceQueryResult = ApolloReactCommon.QueryResult<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>;
export const LenderFileOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFileOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFileOffersQuery__
 *
 * To run a query within a React component, call `useLenderFileOffersQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFileOffersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFileOffersQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderFileOffersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFileOffersQuery, LenderFileOffersQueryVariables> & ({ variables: LenderFileOffersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFileOffersQuery, LenderFileOffersQueryVariables>(LenderFileOffersDocument, options);
      }
export function useLenderFileOffersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFileOffersQuery, LenderFileOffersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFileOffersQuery, LenderFileOffersQueryVariables>(LenderFileOffersDocument, options);
        }
export type LenderFileOffersQueryHookResult = ReturnType<typeof useLenderFileOffersQuery>;
export type LenderFileOffersLazyQueryHookResult = ReturnType<typeof useLenderFileOffersLazyQuery>;
export type LenderFileOffersQueryResult = ApolloReactCommon.QueryResult<LenderFileOffersQuery, LenderFileOffersQueryVariables>;
export const LenderWithdrawOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderWithdrawOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderWithdrawOfferMutation__
 *
 * To run a mutation, you first call `useLenderWithdrawOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderWithdrawOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderWithdrawOfferMutation, { data, loading, error }] = useLenderWithdrawOfferMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useLenderWithdrawOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderWithdrawOfferMutation, LenderWithdrawOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderWithdrawOfferMutation, LenderWithdrawOfferMutationVariables>(LenderWithdrawOfferDocument, options);
      }
export type LenderWithdrawOfferMutationHookResult = ReturnType<typeof useLenderWithdrawOfferMutation>;
export type LenderWithdrawOfferMutationResult = ApolloReactCommon.MutationResult<LenderWithdrawOfferMutation>;
export const LenderMarkContractSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderMarkContractSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markContractSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderMarkContractSentMutation__
 *
 * To run a mutation, you first call `useLenderMarkContractSentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderMarkContractSentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderMarkContractSentMutation, { data, loading, error }] = useLenderMarkContractSentMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useLenderMarkContractSentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderMarkContractSentMutation, LenderMarkContractSentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderMarkContractSentMutation, LenderMarkContractSentMutationVariables>(LenderMarkContractSentDocument, options);
      }
export type LenderMarkContractSentMutationHookResult = ReturnType<typeof useLenderMarkContractSentMutation>;
export type LenderMarkContractSentMutationResult = ApolloReactCommon.MutationResult<LenderMarkContractSentMutation>;
export const MyLenderFundingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLenderFundings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLenderFundings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLenderFundingsQuery__
 *
 * To run a query within a React component, call `useMyLenderFundingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLenderFundingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLenderFundingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLenderFundingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>(MyLenderFundingsDocument, options);
      }
export function useMyLenderFundingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>(MyLenderFundingsDocument, options);
        }
export type MyLenderFundingsQueryHookResult = ReturnType<typeof useMyLenderFundingsQuery>;
export type MyLenderFundingsLazyQueryHookResult = ReturnType<typeof useMyLenderFundingsLazyQuery>;
export type MyLenderFundingsQueryResult = ApolloReactCommon.QueryResult<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>;
export const LenderOfferPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderOfferPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferPreviewFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferPreviewFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderOfferPreviewQuery__
 *
 * To run a query within a React component, call `useLenderOfferPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderOfferPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderOfferPreviewQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useLenderOfferPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables> & ({ variables: LenderOfferPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>(LenderOfferPreviewDocument, options);
      }
export function useLenderOfferPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>(LenderOfferPreviewDocument, options);
        }
export type LenderOfferPreviewQueryHookResult = ReturnType<typeof useLenderOfferPreviewQuery>;
export type LenderOfferPreviewLazyQueryHookResult = ReturnType<typeof useLenderOfferPreviewLazyQuery>;
export type LenderOfferPreviewQueryResult = ApolloReactCommon.QueryResult<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>;
export const LenderMakeOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderMakeOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderMakeOfferMutation__
 *
 * To run a mutation, you first call `useLenderMakeOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderMakeOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderMakeOfferMutation, { data, loading, error }] = useLenderMakeOfferMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useLenderMakeOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderMakeOfferMutation, LenderMakeOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderMakeOfferMutation, LenderMakeOfferMutationVariables>(LenderMakeOfferDocument, options);
      }
export type LenderMakeOfferMutationHookResult = ReturnType<typeof useLenderMakeOfferMutation>;
export type LenderMakeOfferMutationResult = ApolloReactCommon.MutationResult<LenderMakeOfferMutation>;
export const LenderReportFellThroughDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderReportFellThrough"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FellThroughReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportOfferFellThrough"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderReportFellThroughMutation__
 *
 * To run a mutation, you first call `useLenderReportFellThroughMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderReportFellThroughMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderReportFellThroughMutation, { data, loading, error }] = useLenderReportFellThroughMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useLenderReportFellThroughMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderReportFellThroughMutation, LenderReportFellThroughMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderReportFellThroughMutation, LenderReportFellThroughMutationVariables>(LenderReportFellThroughDocument, options);
      }
export type LenderReportFellThroughMutationHookResult = ReturnType<typeof useLenderReportFellThroughMutation>;
export type LenderReportFellThroughMutationResult = ApolloReactCommon.MutationResult<LenderReportFellThroughMutation>;
export const LenderReviseOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderReviseOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviseOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderReviseOfferMutation__
 *
 * To run a mutation, you first call `useLenderReviseOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderReviseOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderReviseOfferMutation, { data, loading, error }] = useLenderReviseOfferMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useLenderReviseOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderReviseOfferMutation, LenderReviseOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderReviseOfferMutation, LenderReviseOfferMutationVariables>(LenderReviseOfferDocument, options);
      }
export type LenderReviseOfferMutationHookResult = ReturnType<typeof useLenderReviseOfferMutation>;
export type LenderReviseOfferMutationResult = ApolloReactCommon.MutationResult<LenderReviseOfferMutation>;
export const LenderPostPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderPostPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postFundingPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderPostPaymentMutation__
 *
 * To run a mutation, you first call `useLenderPostPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderPostPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderPostPaymentMutation, { data, loading, error }] = useLenderPostPaymentMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLenderPostPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderPostPaymentMutation, LenderPostPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderPostPaymentMutation, LenderPostPaymentMutationVariables>(LenderPostPaymentDocument, options);
      }
export type LenderPostPaymentMutationHookResult = ReturnType<typeof useLenderPostPaymentMutation>;
export type LenderPostPaymentMutationResult = ApolloReactCommon.MutationResult<LenderPostPaymentMutation>;
export const LenderFileTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFileTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFileTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFileTimelineQuery__
 *
 * To run a query within a React component, call `useLenderFileTimelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFileTimelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFileTimelineQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderFileTimelineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFileTimelineQuery, LenderFileTimelineQueryVariables> & ({ variables: LenderFileTimelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>(LenderFileTimelineDocument, options);
      }
export function useLenderFileTimelineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>(LenderFileTimelineDocument, options);
        }
export type LenderFileTimelineQueryHookResult = ReturnType<typeof useLenderFileTimelineQuery>;
export type LenderFileTimelineLazyQueryHookResult = ReturnType<typeof useLenderFileTimelineLazyQuery>;
export type LenderFileTimelineQueryResult = ApolloReactCommon.QueryResult<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendContactMessageMutation__
 *
 * To run a mutation, you first call `useSendContactMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendContactMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendContactMessageMutation, { data, loading, error }] = useSendContactMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendContactMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendContactMessageMutation, SendContactMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendContactMessageMutation, SendContactMessageMutationVariables>(SendContactMessageDocument, options);
      }
export type SendContactMessageMutationHookResult = ReturnType<typeof useSendContactMessageMutation>;
export type SendContactMessageMutationResult = ApolloReactCommon.MutationResult<SendContactMessageMutation>;
export const ApplyForNetBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForNetBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NetBuilderApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForNetBuilder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplyForNetBuilderMutation__
 *
 * To run a mutation, you first call `useApplyForNetBuilderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyForNetBuilderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyForNetBuilderMutation, { data, loading, error }] = useApplyForNetBuilderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApplyForNetBuilderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyForNetBuilderMutation, ApplyForNetBuilderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyForNetBuilderMutation, ApplyForNetBuilderMutationVariables>(ApplyForNetBuilderDocument, options);
      }
export type ApplyForNetBuilderMutationHookResult = ReturnType<typeof useApplyForNetBuilderMutation>;
export type ApplyForNetBuilderMutationResult = ApolloReactCommon.MutationResult<ApplyForNetBuilderMutation>;
export const ApplyForNet30Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForNet30"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForNet30"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimPath"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplyForNet30Mutation__
 *
 * To run a mutation, you first call `useApplyForNet30Mutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyForNet30Mutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyForNet30Mutation, { data, loading, error }] = useApplyForNet30Mutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApplyForNet30Mutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyForNet30Mutation, ApplyForNet30MutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyForNet30Mutation, ApplyForNet30MutationVariables>(ApplyForNet30Document, options);
      }
export type ApplyForNet30MutationHookResult = ReturnType<typeof useApplyForNet30Mutation>;
export type ApplyForNet30MutationResult = ApolloReactCommon.MutationResult<ApplyForNet30Mutation>;
export const Net30AdminAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30AccountStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminAccountsQuery__
 *
 * To run a query within a React component, call `useNet30AdminAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminAccountsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNet30AdminAccountsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>(Net30AdminAccountsDocument, options);
      }
export function useNet30AdminAccountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>(Net30AdminAccountsDocument, options);
        }
export type Net30AdminAccountsQueryHookResult = ReturnType<typeof useNet30AdminAccountsQuery>;
export type Net30AdminAccountsLazyQueryHookResult = ReturnType<typeof useNet30AdminAccountsLazyQuery>;
export type Net30AdminAccountsQueryResult = ApolloReactCommon.QueryResult<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>;
export const Net30AdminInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgingBucket"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminInvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminInvoicesQuery__
 *
 * To run a query within a React component, call `useNet30AdminInvoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminInvoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminInvoicesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      bucket: // value for 'bucket'
 *      accountId: // value for 'accountId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNet30AdminInvoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>(Net30AdminInvoicesDocument, options);
      }
export function useNet30AdminInvoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>(Net30AdminInvoicesDocument, options);
        }
export type Net30AdminInvoicesQueryHookResult = ReturnType<typeof useNet30AdminInvoicesQuery>;
export type Net30AdminInvoicesLazyQueryHookResult = ReturnType<typeof useNet30AdminInvoicesLazyQuery>;
export type Net30AdminInvoicesQueryResult = ApolloReactCommon.QueryResult<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>;
export const Net30AdminAgingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminAging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Aging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAgingRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAgingRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAgingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30AgingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"}},{"kind":"Field","name":{"kind":"Name","value":"days91plus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminAgingQuery__
 *
 * To run a query within a React component, call `useNet30AdminAgingQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminAgingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminAgingQuery({
 *   variables: {
 *   },
 * });
 */
export function useNet30AdminAgingQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>(Net30AdminAgingDocument, options);
      }
export function useNet30AdminAgingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>(Net30AdminAgingDocument, options);
        }
export type Net30AdminAgingQueryHookResult = ReturnType<typeof useNet30AdminAgingQuery>;
export type Net30AdminAgingLazyQueryHookResult = ReturnType<typeof useNet30AdminAgingLazyQuery>;
export type Net30AdminAgingQueryResult = ApolloReactCommon.QueryResult<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>;
export const Net30AdminFeeBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminFeeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30FeeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminFeeBox"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminFeeBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminFeeBoxQuery__
 *
 * To run a query within a React component, call `useNet30AdminFeeBoxQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminFeeBoxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminFeeBoxQuery({
 *   variables: {
 *   },
 * });
 */
export function useNet30AdminFeeBoxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>(Net30AdminFeeBoxDocument, options);
      }
export function useNet30AdminFeeBoxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>(Net30AdminFeeBoxDocument, options);
        }
export type Net30AdminFeeBoxQueryHookResult = ReturnType<typeof useNet30AdminFeeBoxQuery>;
export type Net30AdminFeeBoxLazyQueryHookResult = ReturnType<typeof useNet30AdminFeeBoxLazyQuery>;
export type Net30AdminFeeBoxQueryResult = ApolloReactCommon.QueryResult<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>;
export const UpdateNet30SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNet30Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNet30Settings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminFeeBox"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminFeeBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateNet30SettingsMutation__
 *
 * To run a mutation, you first call `useUpdateNet30SettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNet30SettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNet30SettingsMutation, { data, loading, error }] = useUpdateNet30SettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateNet30SettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateNet30SettingsMutation, UpdateNet30SettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateNet30SettingsMutation, UpdateNet30SettingsMutationVariables>(UpdateNet30SettingsDocument, options);
      }
export type UpdateNet30SettingsMutationHookResult = ReturnType<typeof useUpdateNet30SettingsMutation>;
export type UpdateNet30SettingsMutationResult = ApolloReactCommon.MutationResult<UpdateNet30SettingsMutation>;
export const CreateNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30InvoiceLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNet30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminInvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateNet30InvoiceMutation__
 *
 * To run a mutation, you first call `useCreateNet30InvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNet30InvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNet30InvoiceMutation, { data, loading, error }] = useCreateNet30InvoiceMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      lines: // value for 'lines'
 *   },
 * });
 */
export function useCreateNet30InvoiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateNet30InvoiceMutation, CreateNet30InvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateNet30InvoiceMutation, CreateNet30InvoiceMutationVariables>(CreateNet30InvoiceDocument, options);
      }
export type CreateNet30InvoiceMutationHookResult = ReturnType<typeof useCreateNet30InvoiceMutation>;
export type CreateNet30InvoiceMutationResult = ApolloReactCommon.MutationResult<CreateNet30InvoiceMutation>;
export const RecordNet30PaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordNet30Payment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordNet30Payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminInvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordNet30PaymentMutation__
 *
 * To run a mutation, you first call `useRecordNet30PaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordNet30PaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordNet30PaymentMutation, { data, loading, error }] = useRecordNet30PaymentMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRecordNet30PaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordNet30PaymentMutation, RecordNet30PaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordNet30PaymentMutation, RecordNet30PaymentMutationVariables>(RecordNet30PaymentDocument, options);
      }
export type RecordNet30PaymentMutationHookResult = ReturnType<typeof useRecordNet30PaymentMutation>;
export type RecordNet30PaymentMutationResult = ApolloReactCommon.MutationResult<RecordNet30PaymentMutation>;
export const ChangeNet30LimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeNet30Limit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creditLimitCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeNet30Limit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"creditLimitCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creditLimitCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeNet30LimitMutation__
 *
 * To run a mutation, you first call `useChangeNet30LimitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeNet30LimitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeNet30LimitMutation, { data, loading, error }] = useChangeNet30LimitMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *      creditLimitCents: // value for 'creditLimitCents'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useChangeNet30LimitMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeNet30LimitMutation, ChangeNet30LimitMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeNet30LimitMutation, ChangeNet30LimitMutationVariables>(ChangeNet30LimitDocument, options);
      }
export type ChangeNet30LimitMutationHookResult = ReturnType<typeof useChangeNet30LimitMutation>;
export type ChangeNet30LimitMutationResult = ApolloReactCommon.MutationResult<ChangeNet30LimitMutation>;
export const HoldNet30AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldNet30Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdNet30Account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useHoldNet30AccountMutation__
 *
 * To run a mutation, you first call `useHoldNet30AccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHoldNet30AccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [holdNet30AccountMutation, { data, loading, error }] = useHoldNet30AccountMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useHoldNet30AccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<HoldNet30AccountMutation, HoldNet30AccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<HoldNet30AccountMutation, HoldNet30AccountMutationVariables>(HoldNet30AccountDocument, options);
      }
export type HoldNet30AccountMutationHookResult = ReturnType<typeof useHoldNet30AccountMutation>;
export type HoldNet30AccountMutationResult = ApolloReactCommon.MutationResult<HoldNet30AccountMutation>;
export const ReleaseNet30AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseNet30Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseNet30Account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useReleaseNet30AccountMutation__
 *
 * To run a mutation, you first call `useReleaseNet30AccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReleaseNet30AccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [releaseNet30AccountMutation, { data, loading, error }] = useReleaseNet30AccountMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useReleaseNet30AccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReleaseNet30AccountMutation, ReleaseNet30AccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReleaseNet30AccountMutation, ReleaseNet30AccountMutationVariables>(ReleaseNet30AccountDocument, options);
      }
export type ReleaseNet30AccountMutationHookResult = ReturnType<typeof useReleaseNet30AccountMutation>;
export type ReleaseNet30AccountMutationResult = ApolloReactCommon.MutationResult<ReleaseNet30AccountMutation>;
export const CloseNet30AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseNet30Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeNet30Account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useCloseNet30AccountMutation__
 *
 * To run a mutation, you first call `useCloseNet30AccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCloseNet30AccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [closeNet30AccountMutation, { data, loading, error }] = useCloseNet30AccountMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useCloseNet30AccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CloseNet30AccountMutation, CloseNet30AccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CloseNet30AccountMutation, CloseNet30AccountMutationVariables>(CloseNet30AccountDocument, options);
      }
export type CloseNet30AccountMutationHookResult = ReturnType<typeof useCloseNet30AccountMutation>;
export type CloseNet30AccountMutationResult = ApolloReactCommon.MutationResult<CloseNet30AccountMutation>;
export const Net30AdminBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminBatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"furnishingBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminBatchesQuery__
 *
 * To run a query within a React component, call `useNet30AdminBatchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminBatchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminBatchesQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useNet30AdminBatchesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>(Net30AdminBatchesDocument, options);
      }
export function useNet30AdminBatchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>(Net30AdminBatchesDocument, options);
        }
export type Net30AdminBatchesQueryHookResult = ReturnType<typeof useNet30AdminBatchesQuery>;
export type Net30AdminBatchesLazyQueryHookResult = ReturnType<typeof useNet30AdminBatchesLazyQuery>;
export type Net30AdminBatchesQueryResult = ApolloReactCommon.QueryResult<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>;
export const Net30AdminBatchRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminBatchRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"furnishingBatchRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"lastSaleOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctsRecordId"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminBatchRecordsQuery__
 *
 * To run a query within a React component, call `useNet30AdminBatchRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminBatchRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminBatchRecordsQuery({
 *   variables: {
 *      batchId: // value for 'batchId'
 *   },
 * });
 */
export function useNet30AdminBatchRecordsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables> & ({ variables: Net30AdminBatchRecordsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>(Net30AdminBatchRecordsDocument, options);
      }
export function useNet30AdminBatchRecordsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>(Net30AdminBatchRecordsDocument, options);
        }
export type Net30AdminBatchRecordsQueryHookResult = ReturnType<typeof useNet30AdminBatchRecordsQuery>;
export type Net30AdminBatchRecordsLazyQueryHookResult = ReturnType<typeof useNet30AdminBatchRecordsLazyQuery>;
export type Net30AdminBatchRecordsQueryResult = ApolloReactCommon.QueryResult<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>;
export const GenerateFurnishingBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateFurnishingBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bureau"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateFurnishingBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bureau"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bureau"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useGenerateFurnishingBatchMutation__
 *
 * To run a mutation, you first call `useGenerateFurnishingBatchMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGenerateFurnishingBatchMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generateFurnishingBatchMutation, { data, loading, error }] = useGenerateFurnishingBatchMutation({
 *   variables: {
 *      bureau: // value for 'bureau'
 *      periodMonth: // value for 'periodMonth'
 *   },
 * });
 */
export function useGenerateFurnishingBatchMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<GenerateFurnishingBatchMutation, GenerateFurnishingBatchMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<GenerateFurnishingBatchMutation, GenerateFurnishingBatchMutationVariables>(GenerateFurnishingBatchDocument, options);
      }
export type GenerateFurnishingBatchMutationHookResult = ReturnType<typeof useGenerateFurnishingBatchMutation>;
export type GenerateFurnishingBatchMutationResult = ApolloReactCommon.MutationResult<GenerateFurnishingBatchMutation>;
export const MarkFurnishingBatchSubmittedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFurnishingBatchSubmitted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFurnishingBatchSubmitted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkFurnishingBatchSubmittedMutation__
 *
 * To run a mutation, you first call `useMarkFurnishingBatchSubmittedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkFurnishingBatchSubmittedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markFurnishingBatchSubmittedMutation, { data, loading, error }] = useMarkFurnishingBatchSubmittedMutation({
 *   variables: {
 *      batchId: // value for 'batchId'
 *   },
 * });
 */
export function useMarkFurnishingBatchSubmittedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkFurnishingBatchSubmittedMutation, MarkFurnishingBatchSubmittedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkFurnishingBatchSubmittedMutation, MarkFurnishingBatchSubmittedMutationVariables>(MarkFurnishingBatchSubmittedDocument, options);
      }
export type MarkFurnishingBatchSubmittedMutationHookResult = ReturnType<typeof useMarkFurnishingBatchSubmittedMutation>;
export type MarkFurnishingBatchSubmittedMutationResult = ApolloReactCommon.MutationResult<MarkFurnishingBatchSubmittedMutation>;
export const RecordFurnishingBatchResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordFurnishingBatchResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordFurnishingBatchResponseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFurnishingBatchResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordFurnishingBatchResponseMutation__
 *
 * To run a mutation, you first call `useRecordFurnishingBatchResponseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordFurnishingBatchResponseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordFurnishingBatchResponseMutation, { data, loading, error }] = useRecordFurnishingBatchResponseMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRecordFurnishingBatchResponseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordFurnishingBatchResponseMutation, RecordFurnishingBatchResponseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordFurnishingBatchResponseMutation, RecordFurnishingBatchResponseMutationVariables>(RecordFurnishingBatchResponseDocument, options);
      }
export type RecordFurnishingBatchResponseMutationHookResult = ReturnType<typeof useRecordFurnishingBatchResponseMutation>;
export type RecordFurnishingBatchResponseMutationResult = ApolloReactCommon.MutationResult<RecordFurnishingBatchResponseMutation>;
export const Net30AdminDisputesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminDisputes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"furnishingDisputes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"lastSaleOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctsRecordId"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminDisputesQuery__
 *
 * To run a query within a React component, call `useNet30AdminDisputesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminDisputesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminDisputesQuery({
 *   variables: {
 *      status: // value for 'status'
 *   },
 * });
 */
export function useNet30AdminDisputesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>(Net30AdminDisputesDocument, options);
      }
export function useNet30AdminDisputesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>(Net30AdminDisputesDocument, options);
        }
export type Net30AdminDisputesQueryHookResult = ReturnType<typeof useNet30AdminDisputesQuery>;
export type Net30AdminDisputesLazyQueryHookResult = ReturnType<typeof useNet30AdminDisputesLazyQuery>;
export type Net30AdminDisputesQueryResult = ApolloReactCommon.QueryResult<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>;
export const ResolveFurnishingDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveFurnishingDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveFurnishingDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveFurnishingDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResolveFurnishingDisputeMutation__
 *
 * To run a mutation, you first call `useResolveFurnishingDisputeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResolveFurnishingDisputeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resolveFurnishingDisputeMutation, { data, loading, error }] = useResolveFurnishingDisputeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useResolveFurnishingDisputeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResolveFurnishingDisputeMutation, ResolveFurnishingDisputeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResolveFurnishingDisputeMutation, ResolveFurnishingDisputeMutationVariables>(ResolveFurnishingDisputeDocument, options);
      }
export type ResolveFurnishingDisputeMutationHookResult = ReturnType<typeof useResolveFurnishingDisputeMutation>;
export type ResolveFurnishingDisputeMutationResult = ApolloReactCommon.MutationResult<ResolveFurnishingDisputeMutation>;
export const MyNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyNet30ApplicationQuery__
 *
 * To run a query within a React component, call `useMyNet30ApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyNet30ApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyNet30ApplicationQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMyNet30ApplicationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>(MyNet30ApplicationDocument, options);
      }
export function useMyNet30ApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>(MyNet30ApplicationDocument, options);
        }
export type MyNet30ApplicationQueryHookResult = ReturnType<typeof useMyNet30ApplicationQuery>;
export type MyNet30ApplicationLazyQueryHookResult = ReturnType<typeof useMyNet30ApplicationLazyQuery>;
export type MyNet30ApplicationQueryResult = ApolloReactCommon.QueryResult<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>;
export const AnswerNet30ApplicationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerNet30ApplicationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerNet30ApplicationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useAnswerNet30ApplicationInfoMutation__
 *
 * To run a mutation, you first call `useAnswerNet30ApplicationInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerNet30ApplicationInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerNet30ApplicationInfoMutation, { data, loading, error }] = useAnswerNet30ApplicationInfoMutation({
 *   variables: {
 *      id: // value for 'id'
 *      text: // value for 'text'
 *   },
 * });
 */
export function useAnswerNet30ApplicationInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnswerNet30ApplicationInfoMutation, AnswerNet30ApplicationInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnswerNet30ApplicationInfoMutation, AnswerNet30ApplicationInfoMutationVariables>(AnswerNet30ApplicationInfoDocument, options);
      }
export type AnswerNet30ApplicationInfoMutationHookResult = ReturnType<typeof useAnswerNet30ApplicationInfoMutation>;
export type AnswerNet30ApplicationInfoMutationResult = ApolloReactCommon.MutationResult<AnswerNet30ApplicationInfoMutation>;
export const ClaimNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimNet30ApplicationMutation__
 *
 * To run a mutation, you first call `useClaimNet30ApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimNet30ApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimNet30ApplicationMutation, { data, loading, error }] = useClaimNet30ApplicationMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useClaimNet30ApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimNet30ApplicationMutation, ClaimNet30ApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimNet30ApplicationMutation, ClaimNet30ApplicationMutationVariables>(ClaimNet30ApplicationDocument, options);
      }
export type ClaimNet30ApplicationMutationHookResult = ReturnType<typeof useClaimNet30ApplicationMutation>;
export type ClaimNet30ApplicationMutationResult = ApolloReactCommon.MutationResult<ClaimNet30ApplicationMutation>;
export const Net30ApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30Applications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30ApplicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"ein"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessStartYear"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"intendedUse"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tradeReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneOrEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netBuilder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidMonths"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30ApplicationsQuery__
 *
 * To run a query within a React component, call `useNet30ApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30ApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30ApplicationsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNet30ApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>(Net30ApplicationsDocument, options);
      }
export function useNet30ApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>(Net30ApplicationsDocument, options);
        }
export type Net30ApplicationsQueryHookResult = ReturnType<typeof useNet30ApplicationsQuery>;
export type Net30ApplicationsLazyQueryHookResult = ReturnType<typeof useNet30ApplicationsLazyQuery>;
export type Net30ApplicationsQueryResult = ApolloReactCommon.QueryResult<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>;
export const ApproveNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveNet30ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useApproveNet30ApplicationMutation__
 *
 * To run a mutation, you first call `useApproveNet30ApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveNet30ApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveNet30ApplicationMutation, { data, loading, error }] = useApproveNet30ApplicationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApproveNet30ApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApproveNet30ApplicationMutation, ApproveNet30ApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApproveNet30ApplicationMutation, ApproveNet30ApplicationMutationVariables>(ApproveNet30ApplicationDocument, options);
      }
export type ApproveNet30ApplicationMutationHookResult = ReturnType<typeof useApproveNet30ApplicationMutation>;
export type ApproveNet30ApplicationMutationResult = ApolloReactCommon.MutationResult<ApproveNet30ApplicationMutation>;
export const DeclineNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineNet30ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineNet30ApplicationMutation__
 *
 * To run a mutation, you first call `useDeclineNet30ApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineNet30ApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineNet30ApplicationMutation, { data, loading, error }] = useDeclineNet30ApplicationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDeclineNet30ApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineNet30ApplicationMutation, DeclineNet30ApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineNet30ApplicationMutation, DeclineNet30ApplicationMutationVariables>(DeclineNet30ApplicationDocument, options);
      }
export type DeclineNet30ApplicationMutationHookResult = ReturnType<typeof useDeclineNet30ApplicationMutation>;
export type DeclineNet30ApplicationMutationResult = ApolloReactCommon.MutationResult<DeclineNet30ApplicationMutation>;
export const RequestNet30ApplicationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestNet30ApplicationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestNet30ApplicationInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestNet30ApplicationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestNet30ApplicationInfoMutation__
 *
 * To run a mutation, you first call `useRequestNet30ApplicationInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestNet30ApplicationInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestNet30ApplicationInfoMutation, { data, loading, error }] = useRequestNet30ApplicationInfoMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestNet30ApplicationInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestNet30ApplicationInfoMutation, RequestNet30ApplicationInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestNet30ApplicationInfoMutation, RequestNet30ApplicationInfoMutationVariables>(RequestNet30ApplicationInfoDocument, options);
      }
export type RequestNet30ApplicationInfoMutationHookResult = ReturnType<typeof useRequestNet30ApplicationInfoMutation>;
export type RequestNet30ApplicationInfoMutationResult = ApolloReactCommon.MutationResult<RequestNet30ApplicationInfoMutation>;
export const MemberNet30FurnishingLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30FurnishingLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFurnishingRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"batchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30FurnishingLogQuery__
 *
 * To run a query within a React component, call `useMemberNet30FurnishingLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30FurnishingLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30FurnishingLogQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberNet30FurnishingLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>(MemberNet30FurnishingLogDocument, options);
      }
export function useMemberNet30FurnishingLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>(MemberNet30FurnishingLogDocument, options);
        }
export type MemberNet30FurnishingLogQueryHookResult = ReturnType<typeof useMemberNet30FurnishingLogQuery>;
export type MemberNet30FurnishingLogLazyQueryHookResult = ReturnType<typeof useMemberNet30FurnishingLogLazyQuery>;
export type MemberNet30FurnishingLogQueryResult = ApolloReactCommon.QueryResult<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>;
export const MemberDisputeNet30FurnishingRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDisputeNet30FurnishingRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeFurnishingRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeFurnishingRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberDisputeNet30FurnishingRecordMutation__
 *
 * To run a mutation, you first call `useMemberDisputeNet30FurnishingRecordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberDisputeNet30FurnishingRecordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberDisputeNet30FurnishingRecordMutation, { data, loading, error }] = useMemberDisputeNet30FurnishingRecordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useMemberDisputeNet30FurnishingRecordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberDisputeNet30FurnishingRecordMutation, MemberDisputeNet30FurnishingRecordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberDisputeNet30FurnishingRecordMutation, MemberDisputeNet30FurnishingRecordMutationVariables>(MemberDisputeNet30FurnishingRecordDocument, options);
      }
export type MemberDisputeNet30FurnishingRecordMutationHookResult = ReturnType<typeof useMemberDisputeNet30FurnishingRecordMutation>;
export type MemberDisputeNet30FurnishingRecordMutationResult = ApolloReactCommon.MutationResult<MemberDisputeNet30FurnishingRecordMutation>;
export const MemberNet30StatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Statements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Statements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"closing"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30StatementsQuery__
 *
 * To run a query within a React component, call `useMemberNet30StatementsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30StatementsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30StatementsQuery({
 *   variables: {
 *      accountId: // value for 'accountId'
 *   },
 * });
 */
export function useMemberNet30StatementsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>(MemberNet30StatementsDocument, options);
      }
export function useMemberNet30StatementsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>(MemberNet30StatementsDocument, options);
        }
export type MemberNet30StatementsQueryHookResult = ReturnType<typeof useMemberNet30StatementsQuery>;
export type MemberNet30StatementsLazyQueryHookResult = ReturnType<typeof useMemberNet30StatementsLazyQuery>;
export type MemberNet30StatementsQueryResult = ApolloReactCommon.QueryResult<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>;
export const MemberNet30DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30AccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30DashboardQuery__
 *
 * To run a query within a React component, call `useMemberNet30DashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30DashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30DashboardQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberNet30DashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>(MemberNet30DashboardDocument, options);
      }
export function useMemberNet30DashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>(MemberNet30DashboardDocument, options);
        }
export type MemberNet30DashboardQueryHookResult = ReturnType<typeof useMemberNet30DashboardQuery>;
export type MemberNet30DashboardLazyQueryHookResult = ReturnType<typeof useMemberNet30DashboardLazyQuery>;
export type MemberNet30DashboardQueryResult = ApolloReactCommon.QueryResult<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>;
export const MemberNet30AccountChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30AccountChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30AccountChoicesQuery__
 *
 * To run a query within a React component, call `useMemberNet30AccountChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30AccountChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30AccountChoicesQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useMemberNet30AccountChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>(MemberNet30AccountChoicesDocument, options);
      }
export function useMemberNet30AccountChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>(MemberNet30AccountChoicesDocument, options);
        }
export type MemberNet30AccountChoicesQueryHookResult = ReturnType<typeof useMemberNet30AccountChoicesQuery>;
export type MemberNet30AccountChoicesLazyQueryHookResult = ReturnType<typeof useMemberNet30AccountChoicesLazyQuery>;
export type MemberNet30AccountChoicesQueryResult = ApolloReactCommon.QueryResult<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>;
export const MemberNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30InvoiceQuery__
 *
 * To run a query within a React component, call `useMemberNet30InvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30InvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30InvoiceQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMemberNet30InvoiceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables> & ({ variables: MemberNet30InvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>(MemberNet30InvoiceDocument, options);
      }
export function useMemberNet30InvoiceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>(MemberNet30InvoiceDocument, options);
        }
export type MemberNet30InvoiceQueryHookResult = ReturnType<typeof useMemberNet30InvoiceQuery>;
export type MemberNet30InvoiceLazyQueryHookResult = ReturnType<typeof useMemberNet30InvoiceLazyQuery>;
export type MemberNet30InvoiceQueryResult = ApolloReactCommon.QueryResult<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>;
export const MemberPayNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberPayNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payNet30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberPayNet30InvoiceMutation__
 *
 * To run a mutation, you first call `useMemberPayNet30InvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberPayNet30InvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberPayNet30InvoiceMutation, { data, loading, error }] = useMemberPayNet30InvoiceMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      amountCents: // value for 'amountCents'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useMemberPayNet30InvoiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberPayNet30InvoiceMutation, MemberPayNet30InvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberPayNet30InvoiceMutation, MemberPayNet30InvoiceMutationVariables>(MemberPayNet30InvoiceDocument, options);
      }
export type MemberPayNet30InvoiceMutationHookResult = ReturnType<typeof useMemberPayNet30InvoiceMutation>;
export type MemberPayNet30InvoiceMutationResult = ApolloReactCommon.MutationResult<MemberPayNet30InvoiceMutation>;
export const MemberRecordNet30PaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberRecordNet30Payment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordNet30Payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberRecordNet30PaymentMutation__
 *
 * To run a mutation, you first call `useMemberRecordNet30PaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberRecordNet30PaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberRecordNet30PaymentMutation, { data, loading, error }] = useMemberRecordNet30PaymentMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useMemberRecordNet30PaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberRecordNet30PaymentMutation, MemberRecordNet30PaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberRecordNet30PaymentMutation, MemberRecordNet30PaymentMutationVariables>(MemberRecordNet30PaymentDocument, options);
      }
export type MemberRecordNet30PaymentMutationHookResult = ReturnType<typeof useMemberRecordNet30PaymentMutation>;
export type MemberRecordNet30PaymentMutationResult = ApolloReactCommon.MutationResult<MemberRecordNet30PaymentMutation>;
export const MemberVoidNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberVoidNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidNet30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberVoidNet30InvoiceMutation__
 *
 * To run a mutation, you first call `useMemberVoidNet30InvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberVoidNet30InvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberVoidNet30InvoiceMutation, { data, loading, error }] = useMemberVoidNet30InvoiceMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useMemberVoidNet30InvoiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberVoidNet30InvoiceMutation, MemberVoidNet30InvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberVoidNet30InvoiceMutation, MemberVoidNet30InvoiceMutationVariables>(MemberVoidNet30InvoiceDocument, options);
      }
export type MemberVoidNet30InvoiceMutationHookResult = ReturnType<typeof useMemberVoidNet30InvoiceMutation>;
export type MemberVoidNet30InvoiceMutationResult = ApolloReactCommon.MutationResult<MemberVoidNet30InvoiceMutation>;
export const MemberWaiveNet30FeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberWaiveNet30Fee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiveNet30Fee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberWaiveNet30FeeMutation__
 *
 * To run a mutation, you first call `useMemberWaiveNet30FeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberWaiveNet30FeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberWaiveNet30FeeMutation, { data, loading, error }] = useMemberWaiveNet30FeeMutation({
 *   variables: {
 *      feeId: // value for 'feeId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useMemberWaiveNet30FeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberWaiveNet30FeeMutation, MemberWaiveNet30FeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberWaiveNet30FeeMutation, MemberWaiveNet30FeeMutationVariables>(MemberWaiveNet30FeeDocument, options);
      }
export type MemberWaiveNet30FeeMutationHookResult = ReturnType<typeof useMemberWaiveNet30FeeMutation>;
export type MemberWaiveNet30FeeMutationResult = ApolloReactCommon.MutationResult<MemberWaiveNet30FeeMutation>;
export const MemberNet30SandboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Sandbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30AccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30SandboxQuery__
 *
 * To run a query within a React component, call `useMemberNet30SandboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30SandboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30SandboxQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberNet30SandboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>(MemberNet30SandboxDocument, options);
      }
export function useMemberNet30SandboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>(MemberNet30SandboxDocument, options);
        }
export type MemberNet30SandboxQueryHookResult = ReturnType<typeof useMemberNet30SandboxQuery>;
export type MemberNet30SandboxLazyQueryHookResult = ReturnType<typeof useMemberNet30SandboxLazyQuery>;
export type MemberNet30SandboxQueryResult = ApolloReactCommon.QueryResult<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>;
export const MemberPlaceNet30TestOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberPlaceNet30TestOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30OrderItemInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeNet30TestOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberPlaceNet30TestOrderMutation__
 *
 * To run a mutation, you first call `useMemberPlaceNet30TestOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberPlaceNet30TestOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberPlaceNet30TestOrderMutation, { data, loading, error }] = useMemberPlaceNet30TestOrderMutation({
 *   variables: {
 *      items: // value for 'items'
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberPlaceNet30TestOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberPlaceNet30TestOrderMutation, MemberPlaceNet30TestOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberPlaceNet30TestOrderMutation, MemberPlaceNet30TestOrderMutationVariables>(MemberPlaceNet30TestOrderDocument, options);
      }
export type MemberPlaceNet30TestOrderMutationHookResult = ReturnType<typeof useMemberPlaceNet30TestOrderMutation>;
export type MemberPlaceNet30TestOrderMutationResult = ApolloReactCommon.MutationResult<MemberPlaceNet30TestOrderMutation>;
export const MemberAdvanceNet30ClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberAdvanceNet30Clock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceNet30Clock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30AccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effects"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberAdvanceNet30ClockMutation__
 *
 * To run a mutation, you first call `useMemberAdvanceNet30ClockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberAdvanceNet30ClockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberAdvanceNet30ClockMutation, { data, loading, error }] = useMemberAdvanceNet30ClockMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      days: // value for 'days'
 *   },
 * });
 */
export function useMemberAdvanceNet30ClockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberAdvanceNet30ClockMutation, MemberAdvanceNet30ClockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberAdvanceNet30ClockMutation, MemberAdvanceNet30ClockMutationVariables>(MemberAdvanceNet30ClockDocument, options);
      }
export type MemberAdvanceNet30ClockMutationHookResult = ReturnType<typeof useMemberAdvanceNet30ClockMutation>;
export type MemberAdvanceNet30ClockMutationResult = ApolloReactCommon.MutationResult<MemberAdvanceNet30ClockMutation>;
export const PaymentConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePaymentConfigQuery__
 *
 * To run a query within a React component, call `usePaymentConfigQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentConfigQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentConfigQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentConfigQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PaymentConfigQuery, PaymentConfigQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentConfigQuery, PaymentConfigQueryVariables>(PaymentConfigDocument, options);
      }
export function usePaymentConfigLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentConfigQuery, PaymentConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentConfigQuery, PaymentConfigQueryVariables>(PaymentConfigDocument, options);
        }
export type PaymentConfigQueryHookResult = ReturnType<typeof usePaymentConfigQuery>;
export type PaymentConfigLazyQueryHookResult = ReturnType<typeof usePaymentConfigLazyQuery>;
export type PaymentConfigQueryResult = ApolloReactCommon.QueryResult<PaymentConfigQuery, PaymentConfigQueryVariables>;
export const NetbuilderPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetbuilderPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netbuilderPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNetbuilderPlansQuery__
 *
 * To run a query within a React component, call `useNetbuilderPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useNetbuilderPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNetbuilderPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useNetbuilderPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>(NetbuilderPlansDocument, options);
      }
export function useNetbuilderPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>(NetbuilderPlansDocument, options);
        }
export type NetbuilderPlansQueryHookResult = ReturnType<typeof useNetbuilderPlansQuery>;
export type NetbuilderPlansLazyQueryHookResult = ReturnType<typeof useNetbuilderPlansLazyQuery>;
export type NetbuilderPlansQueryResult = ApolloReactCommon.QueryResult<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>;
export const NetbuilderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNetbuilderSubscriptionQuery__
 *
 * To run a query within a React component, call `useNetbuilderSubscriptionQuery` and pass it any options that fit your needs.
 * When your component renders, `useNetbuilderSubscriptionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNetbuilderSubscriptionQuery({
 *   variables: {
 *   },
 * });
 */
export function useNetbuilderSubscriptionQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>(NetbuilderSubscriptionDocument, options);
      }
export function useNetbuilderSubscriptionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>(NetbuilderSubscriptionDocument, options);
        }
export type NetbuilderSubscriptionQueryHookResult = ReturnType<typeof useNetbuilderSubscriptionQuery>;
export type NetbuilderSubscriptionLazyQueryHookResult = ReturnType<typeof useNetbuilderSubscriptionLazyQuery>;
export type NetbuilderSubscriptionQueryResult = ApolloReactCommon.QueryResult<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>;
export const NetbuilderReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetbuilderReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportMonth"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNetbuilderReportsQuery__
 *
 * To run a query within a React component, call `useNetbuilderReportsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNetbuilderReportsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNetbuilderReportsQuery({
 *   variables: {
 *   },
 * });
 */
export function useNetbuilderReportsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>(NetbuilderReportsDocument, options);
      }
export function useNetbuilderReportsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>(NetbuilderReportsDocument, options);
        }
export type NetbuilderReportsQueryHookResult = ReturnType<typeof useNetbuilderReportsQuery>;
export type NetbuilderReportsLazyQueryHookResult = ReturnType<typeof useNetbuilderReportsLazyQuery>;
export type NetbuilderReportsQueryResult = ApolloReactCommon.QueryResult<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckoutMutation__
 *
 * To run a mutation, you first call `useCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutMutation, { data, loading, error }] = useCheckoutMutation({
 *   variables: {
 *      plan: // value for 'plan'
 *   },
 * });
 */
export function useCheckoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutMutation, CheckoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutMutation, CheckoutMutationVariables>(CheckoutDocument, options);
      }
export type CheckoutMutationHookResult = ReturnType<typeof useCheckoutMutation>;
export type CheckoutMutationResult = ApolloReactCommon.MutationResult<CheckoutMutation>;
export const CancelNetbuilderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCancelNetbuilderSubscriptionMutation__
 *
 * To run a mutation, you first call `useCancelNetbuilderSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelNetbuilderSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelNetbuilderSubscriptionMutation, { data, loading, error }] = useCancelNetbuilderSubscriptionMutation({
 *   variables: {
 *   },
 * });
 */
export function useCancelNetbuilderSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelNetbuilderSubscriptionMutation, CancelNetbuilderSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelNetbuilderSubscriptionMutation, CancelNetbuilderSubscriptionMutationVariables>(CancelNetbuilderSubscriptionDocument, options);
      }
export type CancelNetbuilderSubscriptionMutationHookResult = ReturnType<typeof useCancelNetbuilderSubscriptionMutation>;
export type CancelNetbuilderSubscriptionMutationResult = ApolloReactCommon.MutationResult<CancelNetbuilderSubscriptionMutation>;
export const ResumeNetbuilderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResumeNetbuilderSubscriptionMutation__
 *
 * To run a mutation, you first call `useResumeNetbuilderSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeNetbuilderSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeNetbuilderSubscriptionMutation, { data, loading, error }] = useResumeNetbuilderSubscriptionMutation({
 *   variables: {
 *   },
 * });
 */
export function useResumeNetbuilderSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResumeNetbuilderSubscriptionMutation, ResumeNetbuilderSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResumeNetbuilderSubscriptionMutation, ResumeNetbuilderSubscriptionMutationVariables>(ResumeNetbuilderSubscriptionDocument, options);
      }
export type ResumeNetbuilderSubscriptionMutationHookResult = ReturnType<typeof useResumeNetbuilderSubscriptionMutation>;
export type ResumeNetbuilderSubscriptionMutationResult = ApolloReactCommon.MutationResult<ResumeNetbuilderSubscriptionMutation>;
export const CreditBuilderReportingDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditBuilderReportingDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30FeeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreditBuilderReportingDayQuery__
 *
 * To run a query within a React component, call `useCreditBuilderReportingDayQuery` and pass it any options that fit your needs.
 * When your component renders, `useCreditBuilderReportingDayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCreditBuilderReportingDayQuery({
 *   variables: {
 *   },
 * });
 */
export function useCreditBuilderReportingDayQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>(CreditBuilderReportingDayDocument, options);
      }
export function useCreditBuilderReportingDayLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>(CreditBuilderReportingDayDocument, options);
        }
export type CreditBuilderReportingDayQueryHookResult = ReturnType<typeof useCreditBuilderReportingDayQuery>;
export type CreditBuilderReportingDayLazyQueryHookResult = ReturnType<typeof useCreditBuilderReportingDayLazyQuery>;
export type CreditBuilderReportingDayQueryResult = ApolloReactCommon.QueryResult<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>;
export const ApplicationOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationOffersQuery__
 *
 * To run a query within a React component, call `useApplicationOffersQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationOffersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationOffersQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationOffersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationOffersQuery, ApplicationOffersQueryVariables> & ({ variables: ApplicationOffersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationOffersQuery, ApplicationOffersQueryVariables>(ApplicationOffersDocument, options);
      }
export function useApplicationOffersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationOffersQuery, ApplicationOffersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationOffersQuery, ApplicationOffersQueryVariables>(ApplicationOffersDocument, options);
        }
export type ApplicationOffersQueryHookResult = ReturnType<typeof useApplicationOffersQuery>;
export type ApplicationOffersLazyQueryHookResult = ReturnType<typeof useApplicationOffersLazyQuery>;
export type ApplicationOffersQueryResult = ApolloReactCommon.QueryResult<ApplicationOffersQuery, ApplicationOffersQueryVariables>;
export const AcceptOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"readTerms"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAcceptOfferMutation__
 *
 * To run a mutation, you first call `useAcceptOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptOfferMutation, { data, loading, error }] = useAcceptOfferMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useAcceptOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptOfferMutation, AcceptOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptOfferMutation, AcceptOfferMutationVariables>(AcceptOfferDocument, options);
      }
export type AcceptOfferMutationHookResult = ReturnType<typeof useAcceptOfferMutation>;
export type AcceptOfferMutationResult = ApolloReactCommon.MutationResult<AcceptOfferMutation>;
export const DeclineOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineOfferMutation__
 *
 * To run a mutation, you first call `useDeclineOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineOfferMutation, { data, loading, error }] = useDeclineOfferMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDeclineOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineOfferMutation, DeclineOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineOfferMutation, DeclineOfferMutationVariables>(DeclineOfferDocument, options);
      }
export type DeclineOfferMutationHookResult = ReturnType<typeof useDeclineOfferMutation>;
export type DeclineOfferMutationResult = ApolloReactCommon.MutationResult<DeclineOfferMutation>;
export const OfferPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOfferPreviewQuery__
 *
 * To run a query within a React component, call `useOfferPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useOfferPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOfferPreviewQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useOfferPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OfferPreviewQuery, OfferPreviewQueryVariables> & ({ variables: OfferPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OfferPreviewQuery, OfferPreviewQueryVariables>(OfferPreviewDocument, options);
      }
export function useOfferPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OfferPreviewQuery, OfferPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OfferPreviewQuery, OfferPreviewQueryVariables>(OfferPreviewDocument, options);
        }
export type OfferPreviewQueryHookResult = ReturnType<typeof useOfferPreviewQuery>;
export type OfferPreviewLazyQueryHookResult = ReturnType<typeof useOfferPreviewLazyQuery>;
export type OfferPreviewQueryResult = ApolloReactCommon.QueryResult<OfferPreviewQuery, OfferPreviewQueryVariables>;
export const EnterOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidenceDocumentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}},{"kind":"Argument","name":{"kind":"Name","value":"evidenceDocumentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidenceDocumentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEnterOfferMutation__
 *
 * To run a mutation, you first call `useEnterOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEnterOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [enterOfferMutation, { data, loading, error }] = useEnterOfferMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      lenderId: // value for 'lenderId'
 *      terms: // value for 'terms'
 *      evidenceDocumentId: // value for 'evidenceDocumentId'
 *   },
 * });
 */
export function useEnterOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EnterOfferMutation, EnterOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EnterOfferMutation, EnterOfferMutationVariables>(EnterOfferDocument, options);
      }
export type EnterOfferMutationHookResult = ReturnType<typeof useEnterOfferMutation>;
export type EnterOfferMutationResult = ApolloReactCommon.MutationResult<EnterOfferMutation>;
export const AcceptOfferForClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOfferForClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOfferForClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAcceptOfferForClientMutation__
 *
 * To run a mutation, you first call `useAcceptOfferForClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptOfferForClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptOfferForClientMutation, { data, loading, error }] = useAcceptOfferForClientMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      consent: // value for 'consent'
 *   },
 * });
 */
export function useAcceptOfferForClientMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptOfferForClientMutation, AcceptOfferForClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptOfferForClientMutation, AcceptOfferForClientMutationVariables>(AcceptOfferForClientDocument, options);
      }
export type AcceptOfferForClientMutationHookResult = ReturnType<typeof useAcceptOfferForClientMutation>;
export type AcceptOfferForClientMutationResult = ApolloReactCommon.MutationResult<AcceptOfferForClientMutation>;
export const ReportOfferFellThroughDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportOfferFellThrough"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FellThroughReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportOfferFellThrough"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByNetFund"}},{"kind":"Field","name":{"kind":"Name","value":"supersedesId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReportOfferFellThroughMutation__
 *
 * To run a mutation, you first call `useReportOfferFellThroughMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportOfferFellThroughMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportOfferFellThroughMutation, { data, loading, error }] = useReportOfferFellThroughMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useReportOfferFellThroughMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReportOfferFellThroughMutation, ReportOfferFellThroughMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReportOfferFellThroughMutation, ReportOfferFellThroughMutationVariables>(ReportOfferFellThroughDocument, options);
      }
export type ReportOfferFellThroughMutationHookResult = ReturnType<typeof useReportOfferFellThroughMutation>;
export type ReportOfferFellThroughMutationResult = ApolloReactCommon.MutationResult<ReportOfferFellThroughMutation>;
export const StaffApplicationClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicationClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApplicationClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApplicationClientsQuery__
 *
 * To run a query within a React component, call `useStaffApplicationClientsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffApplicationClientsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffApplicationClientsQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useStaffApplicationClientsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables> & ({ variables: StaffApplicationClientsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>(StaffApplicationClientsDocument, options);
      }
export function useStaffApplicationClientsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>(StaffApplicationClientsDocument, options);
        }
export type StaffApplicationClientsQueryHookResult = ReturnType<typeof useStaffApplicationClientsQuery>;
export type StaffApplicationClientsLazyQueryHookResult = ReturnType<typeof useStaffApplicationClientsLazyQuery>;
export type StaffApplicationClientsQueryResult = ApolloReactCommon.QueryResult<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>;
export const SaveApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveApplicationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationDraft"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveApplicationDraftMutation__
 *
 * To run a mutation, you first call `useSaveApplicationDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveApplicationDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveApplicationDraftMutation, { data, loading, error }] = useSaveApplicationDraftMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveApplicationDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveApplicationDraftMutation, SaveApplicationDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveApplicationDraftMutation, SaveApplicationDraftMutationVariables>(SaveApplicationDraftDocument, options);
      }
export type SaveApplicationDraftMutationHookResult = ReturnType<typeof useSaveApplicationDraftMutation>;
export type SaveApplicationDraftMutationResult = ApolloReactCommon.MutationResult<SaveApplicationDraftMutation>;
export const SubmitApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApplicationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitStaffApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationDraft"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSubmitApplicationDraftMutation__
 *
 * To run a mutation, you first call `useSubmitApplicationDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitApplicationDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitApplicationDraftMutation, { data, loading, error }] = useSubmitApplicationDraftMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubmitApplicationDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubmitApplicationDraftMutation, SubmitApplicationDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubmitApplicationDraftMutation, SubmitApplicationDraftMutationVariables>(SubmitApplicationDraftDocument, options);
      }
export type SubmitApplicationDraftMutationHookResult = ReturnType<typeof useSubmitApplicationDraftMutation>;
export type SubmitApplicationDraftMutationResult = ApolloReactCommon.MutationResult<SubmitApplicationDraftMutation>;
export const StaffApplicationDraftFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicationDraftForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFundsNote"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApplicationDraftFormQuery__
 *
 * To run a query within a React component, call `useStaffApplicationDraftFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffApplicationDraftFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffApplicationDraftFormQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStaffApplicationDraftFormQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables> & ({ variables: StaffApplicationDraftFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>(StaffApplicationDraftFormDocument, options);
      }
export function useStaffApplicationDraftFormLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>(StaffApplicationDraftFormDocument, options);
        }
export type StaffApplicationDraftFormQueryHookResult = ReturnType<typeof useStaffApplicationDraftFormQuery>;
export type StaffApplicationDraftFormLazyQueryHookResult = ReturnType<typeof useStaffApplicationDraftFormLazyQuery>;
export type StaffApplicationDraftFormQueryResult = ApolloReactCommon.QueryResult<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>;
export const RenewedFundingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenewedFunding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRenewedFundingQuery__
 *
 * To run a query within a React component, call `useRenewedFundingQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewedFundingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewedFundingQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRenewedFundingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewedFundingQuery, RenewedFundingQueryVariables> & ({ variables: RenewedFundingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewedFundingQuery, RenewedFundingQueryVariables>(RenewedFundingDocument, options);
      }
export function useRenewedFundingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewedFundingQuery, RenewedFundingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewedFundingQuery, RenewedFundingQueryVariables>(RenewedFundingDocument, options);
        }
export type RenewedFundingQueryHookResult = ReturnType<typeof useRenewedFundingQuery>;
export type RenewedFundingLazyQueryHookResult = ReturnType<typeof useRenewedFundingLazyQuery>;
export type RenewedFundingQueryResult = ApolloReactCommon.QueryResult<RenewedFundingQuery, RenewedFundingQueryVariables>;