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
export type AdminArticleFilter = {
  authorId?: string | number | null | undefined;
  /** Searches title and body */
  search?: string | null | undefined;
  status?: ArticleStatus | null | undefined;
  tag?: string | null | undefined;
};

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

/** R16 editor fields (limits and messages as BACKOFFICE R16) */
export type ArticleInput = {
  /** Markdown, at most 100,000 characters; required to publish */
  body?: string | null | undefined;
  canonicalUrl?: string | null | undefined;
  category?: string | null | undefined;
  coverAlt?: string | null | undefined;
  coverImageId?: string | number | null | undefined;
  excerpt?: string | null | undefined;
  metaDescription?: string | null | undefined;
  metaTitle?: string | null | undefined;
  noindex?: boolean | null | undefined;
  /** Empty: made from the title. ^[a-z0-9]+(-[a-z0-9]+)*$, 3–80, not new/edit/page */
  slug?: string | null | undefined;
  socialImageId?: string | number | null | undefined;
  tags?: Array<string> | null | undefined;
  /** 1–120 characters */
  title: string;
};

/** BACKOFFICE §3.5: draft → scheduled → published; draft → published; scheduled → draft; published → draft; any → archived → draft */
export const ArticleStatus = {
  Archived: 'ARCHIVED',
  Draft: 'DRAFT',
  Published: 'PUBLISHED',
  Scheduled: 'SCHEDULED'
} as const;

export type ArticleStatus = typeof ArticleStatus[keyof typeof ArticleStatus];
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
export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  newPassword: string;
  /** End every other session (default true) */
  signOutOtherSessions?: boolean | null | undefined;
};

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
/** R5 Platform: every setting (the form sends them all) */
export type PlatformSettingsInput = {
  defaultLenderSlaHours: number;
  defaultOfferExpiryDays: number;
  postalAddress: string;
  requireAdminTwoFactor: boolean;
  supportEmail: string;
  supportPhone: string;
};

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

export type RequestEmailChangeInput = {
  newEmail: string;
  /** The current password (re-authentication) */
  password: string;
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

export type RequestPasswordResetInput = {
  email: string;
};

export type ResetPasswordInput = {
  confirmPassword: string;
  newPassword: string;
  /** The token from the link /auth/reset-password?token= */
  token: string;
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

export type UpdateProfileInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Any common format; stored as E.164 (+15125550100). Empty clears it */
  phone?: string | null | undefined;
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