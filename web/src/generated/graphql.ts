/** R9 invitation: a lender user sets a password from the link e-mailed to them */
export type AcceptLenderInviteInput = {
  /** The new password again; must equal password */
  confirmPassword: string;
  /** At least 12 characters */
  password: string;
  /** The token of the set-password link */
  token: string;
};

/** What a lender user did with a file */
export const AccessAction = {
  /** Downloaded a document */
  DownloadDocument: 'download_document',
  /** Opened the application file */
  OpenFile: 'open_file',
  /** Viewed a document in the browser */
  ViewDocument: 'view_document'
} as const;

export type AccessAction = typeof AccessAction[keyof typeof AccessAction];
/** What the client has to do */
export const ActionItemKind = {
  /** Upload a requested (or rejected) document */
  Document: 'document',
  /** Answer the questions of an info request */
  InfoRequest: 'info_request'
} as const;

export type ActionItemKind = typeof ActionItemKind[keyof typeof ActionItemKind];
/** R18: which articles the admin list shows; every field left out matches all */
export type AdminArticleFilter = {
  /** Only articles by this author's user id */
  authorId?: string | number | null | undefined;
  /** Searches title and body */
  search?: string | null | undefined;
  /** Only articles in this status */
  status?: ArticleStatus | null | undefined;
  /** Only articles with this tag */
  tag?: string | null | undefined;
};

/** R19 Aging: current, 1–30, 31–60, 61–90, 91+ days past due */
export const AgingBucket = {
  /** Not past due */
  Current: 'current',
  /** 1–30 days past due */
  Days1to30: 'days1to30',
  /** 31–60 days past due */
  Days31to60: 'days31to60',
  /** 61–90 days past due */
  Days61to90: 'days61to90',
  /** 91 days or more past due */
  Days91plus: 'days91plus'
} as const;

export type AgingBucket = typeof AgingBucket[keyof typeof AgingBucket];
/** The owning client's answers to the questions of an open info request */
export type AnswerInfoRequestInput = {
  /** One answer per question item */
  answers: Array<InfoRequestAnswerInput>;
  /** The info request's id */
  id: string | number;
};

/** R11: which applications the admin list shows; every field left out matches all */
export type ApplicationListFilter = {
  /** Only those assigned to this admin's user id */
  assigneeId?: string | number | null | undefined;
  /** Only this catalogue product code */
  product?: string | null | undefined;
  /** Business name, contact e-mail, phone, application number or EIN last 4 */
  search?: string | null | undefined;
  /** Only these workflow statuses */
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
  /** Business name, A to Z */
  BusinessNameAsc: 'businessName_asc',
  /** Requested amount, smallest first */
  RequestedAmountAsc: 'requestedAmount_asc',
  /** Requested amount, largest first */
  RequestedAmountDesc: 'requestedAmount_desc',
  /** Workflow status, in the workflow's order */
  StatusAsc: 'status_asc',
  /** Submitted, oldest first */
  SubmittedAtAsc: 'submittedAt_asc',
  /** Submitted, newest first (the default) */
  SubmittedAtDesc: 'submittedAt_desc'
} as const;

export type ApplicationSort = typeof ApplicationSort[keyof typeof ApplicationSort];
/** approved (pre-approved), review (under review) or declined */
export const ApplicationStatus = {
  /** Pre-approved: an offer was made (workflow offered, accepted or funded) */
  Approved: 'approved',
  /** Declined (workflow declined); the reasons are in declineReasons */
  Declined: 'declined',
  /** Under review (workflow submitted, in_review or matched) */
  Review: 'review'
} as const;

export type ApplicationStatus = typeof ApplicationStatus[keyof typeof ApplicationStatus];
/** R19 Approve: opens the Net30 account with a limit and net terms */
export type ApproveNet30ApplicationInput = {
  /** The application's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The Net30 application's id */
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
  /** An https URL search engines should treat as the original (at most 500 characters); empty: none */
  canonicalUrl?: string | null | undefined;
  /** The category, at most 60 characters; empty: "General" */
  category?: string | null | undefined;
  /** The cover image's alternative text, at most 150 characters; required with a cover */
  coverAlt?: string | null | undefined;
  /** The cover image's upload id (from the image upload); null: no cover */
  coverImageId?: string | number | null | undefined;
  /** The summary for lists and search results, at most 300 characters */
  excerpt?: string | null | undefined;
  /** The search-result description, at most 500 characters (70–160 advised) */
  metaDescription?: string | null | undefined;
  /** The search-result title, at most 300 characters (30–60 advised) */
  metaTitle?: string | null | undefined;
  /** True asks search engines not to index it (false when left out) */
  noindex?: boolean | null | undefined;
  /** Empty: made from the title. ^[a-z0-9]+(-[a-z0-9]+)*$, 3–80, not new/edit/page */
  slug?: string | null | undefined;
  /** The social share image's upload id; null: the cover is used */
  socialImageId?: string | number | null | undefined;
  /** At most 10 tags of 2–30 characters each; stored lower case, duplicates dropped */
  tags?: Array<string> | null | undefined;
  /** 1–120 characters */
  title: string;
};

/** BACKOFFICE §3.5: draft → scheduled → published; draft → published; scheduled → draft; published → draft; any → archived → draft */
export const ArticleStatus = {
  /** Archived: off the public site; restore makes it a draft */
  Archived: 'ARCHIVED',
  /** Draft: not public (never published, unpublished, unscheduled or restored) */
  Draft: 'DRAFT',
  /** Published on The NetFund Brief */
  Published: 'PUBLISHED',
  /** Scheduled: published automatically at publishAt */
  Scheduled: 'SCHEDULED'
} as const;

export type ArticleStatus = typeof ArticleStatus[keyof typeof ArticleStatus];
/** dnb (Dun & Bradstreet), experian, equifax */
export const Bureau = {
  /** Dun & Bradstreet */
  Dnb: 'dnb',
  /** Equifax (business) */
  Equifax: 'equifax',
  /** Experian (business) */
  Experian: 'experian'
} as const;

export type Bureau = typeof Bureau[keyof typeof Bureau];
/** Legal structure of a business */
export const BusinessEntityType = {
  /** C corporation */
  CCorp: 'c_corp',
  /** Limited liability company */
  Llc: 'llc',
  /** Nonprofit organization */
  Nonprofit: 'nonprofit',
  /** A general or limited partnership */
  Partnership: 'partnership',
  /** S corporation */
  SCorp: 's_corp',
  /** A sole proprietorship: one owner, not incorporated */
  SoleProprietorship: 'sole_proprietorship'
} as const;

export type BusinessEntityType = typeof BusinessEntityType[keyof typeof BusinessEntityType];
/** R29 *Change password*: the signed-in user's current password and a new one (at least 6 characters for clients, 12 for staff and lenders; not a commonly breached password) */
export type ChangePasswordInput = {
  /** The new password again; must equal newPassword ("Passwords do not match") */
  confirmPassword: string;
  /** The password the user signs in with today (re-authentication) */
  currentPassword: string;
  /** The new password (length by role, at most 256 characters, not on the breached-passwords list) */
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
  /** Text to look for in name, e-mail, phone, EIN last 4 or application number */
  search?: string | null | undefined;
  /** Two-letter USPS code of the client's business */
  state?: string | null | undefined;
  /** True: only clients with an open application; false: only clients without one */
  withOpenApplications?: boolean | null | undefined;
};

/** How the admin list of clients is ordered */
export const ClientSort = {
  /** Fewest applications first */
  ApplicationCountAsc: 'applicationCount_asc',
  /** Most applications first */
  ApplicationCountDesc: 'applicationCount_desc',
  /** Business name, A to Z */
  BusinessNameAsc: 'businessName_asc',
  /** Business name, Z to A */
  BusinessNameDesc: 'businessName_desc',
  /** Oldest account first */
  CreatedAtAsc: 'createdAt_asc',
  /** Newest account first (the default) */
  CreatedAtDesc: 'createdAt_desc'
} as const;

export type ClientSort = typeof ClientSort[keyof typeof ClientSort];
/** pct_funded: basis points of the funded amount; flat: cents per funded deal */
export const CommissionBasis = {
  /** A flat amount per funded deal (commissionFlatCents) */
  Flat: 'flat',
  /** A percentage of the funded amount (commissionBps) */
  PctFunded: 'pct_funded'
} as const;

export type CommissionBasis = typeof CommissionBasis[keyof typeof CommissionBasis];
/** The platform's commission on a funded deal */
export const CommissionStatus = {
  /** The lender took the commission back (e.g. after an early default) */
  ClawedBack: 'clawed_back',
  /** Expected, not received yet */
  Pending: 'pending',
  /** Received (receivedOn says when) */
  Received: 'received'
} as const;

export type CommissionStatus = typeof CommissionStatus[keyof typeof CommissionStatus];
/** Where a consent was given */
export const ConsentChannel = {
  /** By e-mail */
  Email: 'email',
  /** By phone */
  Phone: 'phone',
  /** On the website */
  Web: 'web'
} as const;

export type ConsentChannel = typeof ConsentChannel[keyof typeof ConsentChannel];
/** How the consent behind a share was given (invariant 7) */
export const ConsentMode = {
  /** Under the client's auto-share policy */
  ClientAutoPolicy: 'client_auto_policy',
  /** The client approved the proposal on the website */
  ClientClick: 'client_click',
  /** The client said yes to a team member, who recorded it */
  StaffRecorded: 'staff_recorded'
} as const;

export type ConsentMode = typeof ConsentMode[keyof typeof ConsentMode];
/** A message from the contact form */
export type ContactMessageInput = {
  /** The sender's company, at most 120 characters (optional) */
  company?: string | null | undefined;
  /** The sender's e-mail address, where support answers (at most 254 characters) */
  email: string;
  /** The message, 20–5,000 characters */
  message: string;
  /** The sender's name, 2–100 characters */
  name: string;
  /** The sender's phone, US format (optional) */
  phone?: string | null | undefined;
  /** What the message is about */
  topic: ContactTopic;
};

/** What a contact message is about */
export const ContactTopic = {
  /** NetBuilder credit building */
  CreditBuilder: 'credit_builder',
  /** An application already sent */
  ExistingApplication: 'existing_application',
  /** Getting funding */
  Funding: 'funding',
  /** Anything else */
  Other: 'other',
  /** Partnering with NetFund (lenders, brokers) */
  Partnership: 'partnership'
} as const;

export type ContactTopic = typeof ContactTopic[keyof typeof ContactTopic];
/** R8 New lender: the profile, commission and the users to invite; activate: true saves and activates */
export type CreateLenderInput = {
  /** Save & activate: needs the agreement date, the data terms and an invited user */
  activate?: boolean | null | undefined;
  /** YYYY-MM-DD */
  agreementSignedOn?: string | null | undefined;
  /** How NetFund's commission is computed; null: none agreed yet */
  commissionBasis?: CommissionBasis | null | undefined;
  /** 0–1,000 basis points when the basis is pct_funded */
  commissionBps?: number | null | undefined;
  /** Cents when the basis is flat */
  commissionFlatCents?: number | null | undefined;
  /** The lender's main contact's e-mail address */
  contactEmail: string;
  /** The lender's main contact's name */
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

/** R3 New program: its lender, name and criteria (saved as a draft) */
export type CreateProgramInput = {
  /** The criteria; its product becomes the program’s product */
  criteria: unknown;
  /** A lender that is not archived */
  lenderId: string | number;
  /** 3–80 characters, unique per lender */
  name: string;
};

/** Where a NetBuilder or Net30 application is in its review */
export const CreditApplicationStatus = {
  /** Approved (no flow sets it today: a receipt always answers submitted) */
  Approved: 'approved',
  /** Declined after review (no flow sets it today: a receipt always answers submitted) */
  Declined: 'declined',
  /** Being reviewed by the NetFund team (no flow sets it today: a receipt always answers submitted) */
  InReview: 'in_review',
  /** Received, not reviewed yet */
  Submitted: 'submitted'
} as const;

export type CreditApplicationStatus = typeof CreditApplicationStatus[keyof typeof CreditApplicationStatus];
/** NetBuilder credit builder or a Net30 trade account */
export const CreditProgram = {
  /** A Net30 trade account (buy now, pay within 30 days; payments reported to the business bureaus) */
  Net30: 'net30',
  /** The NetBuilder credit builder subscription */
  Netbuilder: 'netbuilder'
} as const;

export type CreditProgram = typeof CreditProgram[keyof typeof CreditProgram];
/** R20 Criteria Request a change: 10 to 2,000 characters, about one program or the criteria in general */
export type CriteriaChangeRequestInput = {
  /** What to change and why, 10–2,000 characters */
  message: string;
  /** One of the lender's programs; empty for its criteria in general */
  programId?: string | number | null | undefined;
};

/** Per day (ranges up to 31 days) or per week from Monday */
export const DashboardBucket = {
  /** One bucket per day */
  Day: 'day',
  /** One bucket per week, from Monday */
  Week: 'week'
} as const;

export type DashboardBucket = typeof DashboardBucket[keyof typeof DashboardBucket];
/** What waits: an application submitted and unassigned for over 4 hours, an answered info request, uploaded documents, a lender's change request */
export const DashboardQueueKind = {
  /** A client uploaded documents that wait for review */
  DocumentsUploaded: 'documents_uploaded',
  /** A client answered an info request */
  InfoRequestAnswered: 'info_request_answered',
  /** A lender asked for a change of its criteria (R20 Criteria) */
  LenderChangeRequest: 'lender_change_request',
  /** An application submitted over 4 hours ago and still unassigned */
  UnassignedApplication: 'unassigned_application'
} as const;

export type DashboardQueueKind = typeof DashboardQueueKind[keyof typeof DashboardQueueKind];
/** Either days (7, 30, 90 or 365, ending today, UTC) or a custom range from–to (dates, both included, at most 2 years); 30 days when empty */
export type DashboardRangeInput = {
  /** A preset: 7, 30, 90 or 365 days ending today (UTC); leave out for from–to */
  days?: number | null | undefined;
  /** A date (YYYY-MM-DD) */
  from?: string | null | undefined;
  /** A date (YYYY-MM-DD) */
  to?: string | null | undefined;
};

/** R13 Decline: an application in review, matched or offered, and the specific reasons the client is told */
export type DeclineApplicationInput = {
  /** The application's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The application's id */
  id: string | number;
  /** Required for `other` (shown to the client verbatim); at most 2,000 characters */
  note?: string | null | undefined;
  /** At least one */
  reasonCodes: Array<DeclineReasonCode>;
};

/** R19 Decline: the business may apply again after 90 days */
export type DeclineNet30ApplicationInput = {
  /** The application's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The Net30 application's id */
  id: string | number;
  /** Why it is declined (required; told to the applicant) */
  reason: string;
};

/** Why NetFund declined an application (BACKOFFICE §3.6); `other` needs a note, shown to the client verbatim */
export const DeclineReasonCode = {
  /** Credit score below minimums: the client is told "the credit score is below our lenders' minimums" */
  CreditScoreBelowMinimums: 'credit_score_below_minimums',
  /** Duplicate application: the client is told "you already have an application with us" */
  DuplicateApplication: 'duplicate_application',
  /** Incomplete application: the client is told "we could not complete your application" */
  IncompleteApplication: 'incomplete_application',
  /** No program match: the client is told "your business does not match any of our lenders' programs" */
  NoProgramMatch: 'no_program_match',
  /** Other: the admin's note (required) is shown to the client verbatim */
  Other: 'other',
  /** Restricted industry: the client is told "our lenders do not fund businesses in your industry at this time" */
  RestrictedIndustry: 'restricted_industry',
  /** Restricted state: the client is told "our lenders do not fund businesses in your state at this time" */
  RestrictedState: 'restricted_state',
  /** Revenue below minimums: the client is told "your business's monthly revenue is below our lenders' minimums" */
  RevenueBelowMinimums: 'revenue_below_minimums',
  /** Time in business below minimums: the client is told "your business has not been operating long enough for our lenders' minimums" */
  TimeInBusinessBelowMinimums: 'time_in_business_below_minimums',
  /** Too many positions: the client is told "your business already has too many financing positions open" */
  TooManyPositions: 'too_many_positions',
  /** Unverifiable information: the client is told "we could not verify some information" */
  UnverifiableInformation: 'unverifiable_information'
} as const;

export type DeclineReasonCode = typeof DeclineReasonCode[keyof typeof DeclineReasonCode];
/** R24: a client's dispute of a record reported about them */
export type DisputeFurnishingRecordInput = {
  /** not_mine, paid_on_time, amount_wrong or other */
  reason: string;
  /** The reported record's id (from myFurnishingRecords) */
  recordId: string | number;
  /** What is wrong, in the client's words */
  text: string;
};

/** An admin's decision on an uploaded document */
export const DocumentDecision = {
  /** Accept the document */
  Accept: 'accept',
  /** Reject it with a reason; the client uploads again */
  Reject: 'reject'
} as const;

export type DocumentDecision = typeof DocumentDecision[keyof typeof DocumentDecision];
/** requested → uploaded → accepted | rejected (rejected: the client uploads again) */
export const DocumentStatus = {
  /** Reviewed and accepted */
  Accepted: 'accepted',
  /** Reviewed and rejected; waiting for a new upload */
  Rejected: 'rejected',
  /** Asked for, not uploaded yet */
  Requested: 'requested',
  /** Uploaded, waiting for review */
  Uploaded: 'uploaded'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
/** R11 Edit facts: the facts to change (left out = unchanged) and why */
export type EditBusinessFactsInput = {
  /** The business's id (ApplicationRecord.business.id) */
  businessId: string | number;
  /** The "doing business as" name; null clears it */
  dba?: string | null | undefined;
  /** The business's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** 300–850 */
  fico?: number | null | undefined;
  /** self, soft_pull or hard_pull */
  ficoSource?: string | null | undefined;
  /** The legal name; left out keeps it */
  legalName?: string | null | undefined;
  /** Whole US dollars, ≥ 0 */
  monthlyRevenue?: number | null | undefined;
  /** The NAICS code (2–6 digits); null clears it */
  naicsCode?: string | null | undefined;
  /** How many loans or advances are open now (0–50); null clears it */
  openPositions?: number | null | undefined;
  /** The business phone in any common format (stored as E.164); null clears it */
  phone?: string | null | undefined;
  /** Why the facts change (1–2,000 characters, required; kept in the audit trail) */
  reason: string;
  /** ISO date, not in the future */
  startedOn?: string | null | undefined;
  /** The two-letter USPS state code; left out keeps it */
  state?: string | null | undefined;
  /** The website; null clears it */
  website?: string | null | undefined;
};

/** Where an outgoing e-mail is: pending, sending, sent or failed */
export const EmailStatus = {
  /** Every delivery attempt failed (see lastError); resendEmail queues it again */
  Failed: 'failed',
  /** Queued, waiting for its next attempt */
  Pending: 'pending',
  /** Being handed to the SMTP server now */
  Sending: 'sending',
  /** Accepted by the SMTP server */
  Sent: 'sent'
} as const;

export type EmailStatus = typeof EmailStatus[keyof typeof EmailStatus];
/** §3.3: why an accepted deal fell through */
export const FellThroughReason = {
  /** The business's bank account could not be verified */
  BankVerificationFailed: 'bank_verification_failed',
  /** The client no longer wants the deal */
  ClientBackedOut: 'client_backed_out',
  /** The client stopped answering */
  ClientUnresponsive: 'client_unresponsive',
  /** The lender cannot fund it now */
  LenderCapacity: 'lender_capacity',
  /** Another reason (explained in the note) */
  Other: 'other',
  /** The terms had to change after acceptance */
  TermsChanged: 'terms_changed',
  /** Another verification (identity, business, documents) failed */
  VerificationFailed: 'verification_failed'
} as const;

export type FellThroughReason = typeof FellThroughReason[keyof typeof FellThroughReason];
/** What *Add transaction* and *Import CSV* record */
export const FundingEntryType = {
  /** An adjustment: credits the balance */
  Adjustment: 'adjustment',
  /** A discount: lowers the payback */
  Discount: 'discount',
  /** A fee: raises the payback */
  Fee: 'fee',
  /** A payment received: lowers the balance */
  Payment: 'payment'
} as const;

export type FundingEntryType = typeof FundingEntryType[keyof typeof FundingEntryType];
/** What importing one CSV line does */
export const FundingImportOutcome = {
  /** The line will be (or was) added to the ledger */
  Add: 'add',
  /** Skipped: its external_ref is already recorded */
  Duplicate: 'duplicate',
  /** The line cannot be read; the file imports nothing */
  Error: 'error'
} as const;

export type FundingImportOutcome = typeof FundingImportOutcome[keyof typeof FundingImportOutcome];
/** BACKOFFICE §3.5: active → paid_off | delinquent ⇄ active | defaulted → written_off; active → renewed */
export const FundingStatus = {
  /** Being repaid on schedule */
  Active: 'active',
  /** The business stopped paying (may be written off) */
  Defaulted: 'defaulted',
  /** Payments are behind (may return to active) */
  Delinquent: 'delinquent',
  /** Repaid in full (balance 0) */
  PaidOff: 'paid_off',
  /** Replaced by a renewal funding */
  Renewed: 'renewed',
  /** Written off as a loss */
  WrittenOff: 'written_off'
} as const;

export type FundingStatus = typeof FundingStatus[keyof typeof FundingStatus];
/** R14 Add transaction / R20 Post payment */
export type FundingTransactionInput = {
  /** The amount in cents, positive */
  amountCents: number;
  /** Unique per funding */
  externalRef?: string | null | undefined;
  /** A note on the row (optional) */
  note?: string | null | undefined;
  /** ISO date between the funded date and today */
  occurredOn: string;
  /** Allow an amount above the remaining balance */
  recordOverpayment?: boolean | null | undefined;
  /** What the row does: payment, fee, discount or adjustment */
  type: FundingEntryType;
};

/** Entered by NetFund, posted by the lender, or imported from a CSV file */
export const FundingTransactionSource = {
  /** Imported from a CSV file */
  Import: 'import',
  /** Posted by the lender (R20 Post payment) */
  Lender: 'lender',
  /** Entered by NetFund (R14 Add transaction) */
  Manual: 'manual'
} as const;

export type FundingTransactionSource = typeof FundingTransactionSource[keyof typeof FundingTransactionSource];
/** payment lowers the balance, fee raises the payback, discount lowers it, adjustment credits the balance; reversal undoes one row */
export const FundingTransactionType = {
  /** An adjustment: credits the balance */
  Adjustment: 'adjustment',
  /** A discount: lowers the payback */
  Discount: 'discount',
  /** A fee: raises the payback */
  Fee: 'fee',
  /** A payment received: lowers the balance */
  Payment: 'payment',
  /** Undoes one earlier row (reversesId) */
  Reversal: 'reversal'
} as const;

export type FundingTransactionType = typeof FundingTransactionType[keyof typeof FundingTransactionType];
/** The answer to one question of an info request */
export type InfoRequestAnswerInput = {
  /** The answer text (required, at most 5,000 characters) */
  answer: string;
  /** The question's position in the request's items (from 0) */
  itemIndex: number;
};

/** One thing to ask for: a document type or a question */
export type InfoRequestItemInput = {
  /** Required for a document item */
  docType?: string | null | undefined;
  /** A document to upload or a question to answer */
  kind: InfoRequestItemKind;
  /** The question, or what the document should show (at most 500 characters) */
  prompt: string;
};

/** A document to upload or a question to answer */
export const InfoRequestItemKind = {
  /** A document to upload */
  Document: 'document',
  /** A question to answer in text */
  Question: 'question'
} as const;

export type InfoRequestItemKind = typeof InfoRequestItemKind[keyof typeof InfoRequestItemKind];
/** open → answered → accepted, or cancelled */
export const InfoRequestStatus = {
  /** NetFund accepted the answers and documents */
  Accepted: 'accepted',
  /** The client answered; waiting for review */
  Answered: 'answered',
  /** Cancelled; nothing more is needed */
  Cancelled: 'cancelled',
  /** Waiting for the client */
  Open: 'open'
} as const;

export type InfoRequestStatus = typeof InfoRequestStatus[keyof typeof InfoRequestStatus];
/** R20 Decline: the reason code, a note (required for other) and what would make the lender reconsider */
export type LenderDeclineInput = {
  /** At least 10 characters for other */
  note?: string | null | undefined;
  /** A code of lenderDeclineReasons */
  reasonCode: string;
  /** "Would reconsider if…", e.g. "FICO ≥ 650" */
  reconsiderHint?: string | null | undefined;
};

/** R20 tabs that list files: inbox (shared, not opened yet, and the files whose access ended), active (viewed, info_requested, offered), offers (offered, won) */
export const LenderFileTab = {
  /** Files opened, asked about or offered on */
  Active: 'active',
  /** Files shared and not opened yet, and every file whose access ended (greyed, without facts) but a won one */
  Inbox: 'inbox',
  /** Files offered on, and won files (the accepted offer: contract and funding) */
  Offers: 'offers'
} as const;

export type LenderFileTab = typeof LenderFileTab[keyof typeof LenderFileTab];
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
  /** Text to look for in the legal or display name, the contact's e-mail or a lender user's e-mail */
  search?: string | null | undefined;
  /** A USPS code the lender is licensed in */
  state?: string | null | undefined;
  /** Only lenders in this status */
  status?: LenderStatus | null | undefined;
};

/** How the admin list of lenders is ordered */
export const LenderSort = {
  /** Oldest first */
  CreatedAtAsc: 'createdAt_asc',
  /** Newest first */
  CreatedAtDesc: 'createdAt_desc',
  /** Name, A to Z (the default) */
  NameAsc: 'name_asc',
  /** Name, Z to A */
  NameDesc: 'name_desc',
  /** By status */
  StatusAsc: 'status_asc'
} as const;

export type LenderSort = typeof LenderSort[keyof typeof LenderSort];
/** BACKOFFICE §3.5: onboarding → active ⇄ paused → archived */
export const LenderStatus = {
  /** Receives shared files */
  Active: 'active',
  /** Gone for good: no users, no shares (read only) */
  Archived: 'archived',
  /** Being set up: no shares until activated */
  Onboarding: 'onboarding',
  /** Temporarily receives no new shares (pausedReason) */
  Paused: 'paused'
} as const;

export type LenderStatus = typeof LenderStatus[keyof typeof LenderStatus];
/** SPEC §3 login payload */
export type LoginInput = {
  /** The account's password */
  password: string;
  /** The username (any case) */
  username: string;
};

/** R13/R20 Mark funded: the accepted offer, when and how much */
export type MarkFundedInput = {
  /** The offer's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The amount funded, in cents (above the offer's amount only with a note) */
  fundedAmountCents: number;
  /** ISO date, not in the future */
  fundedOn: string;
  /** The lender's own reference for the deal (optional) */
  lenderRef?: string | null | undefined;
  /** Required when the funded amount is above the offer */
  note?: string | null | undefined;
  /** The accepted offer's id */
  offerId: string | number;
};

/** Opened by an approved application or by a NetBuilder plan */
export const Net30AccountSource = {
  /** Opened by an approved Net30 application */
  Application: 'application',
  /** Opened with a NetBuilder plan */
  Netbuilder: 'netbuilder'
} as const;

export type Net30AccountSource = typeof Net30AccountSource[keyof typeof Net30AccountSource];
/** §3.5: active ⇄ on_hold; closing (plan cancelled: no new invoices) → closed */
export const Net30AccountStatus = {
  /** Open: new invoices allowed within the available credit */
  Active: 'active',
  /** Closed (at a zero balance) */
  Closed: 'closed',
  /** The plan was cancelled: no new invoices; closes once paid */
  Closing: 'closing',
  /** On hold (by an admin or past due): no new invoices until released */
  OnHold: 'on_hold'
} as const;

export type Net30AccountStatus = typeof Net30AccountStatus[keyof typeof Net30AccountStatus];
/** An application for a Net30 trade account */
export type Net30ApplicationInput = {
  /** Must be true: the applicant accepts the terms and the credit check */
  agreeToTerms: boolean;
  /** Whole US dollars */
  annualRevenue: number;
  /** The business's legal name */
  businessName: string;
  /** The year the business started (four digits, not in the future) */
  businessStartYear: number;
  /** D-U-N-S number, 9 digits */
  duns?: string | null | undefined;
  /** The business's EIN, 9 digits, e.g. 12-3456789 (optional) */
  ein?: string | null | undefined;
  /** The applicant's e-mail address */
  email: string;
  /** The business's legal structure */
  entityType: BusinessEntityType;
  /** The applicant's first name */
  firstName: string;
  /** What the business will buy on net terms, 10–2,000 characters */
  intendedUse: string;
  /** The applicant's last name */
  lastName: string;
  /** The applicant's phone, US format */
  phone: string;
  /** Whole US dollars, 500 to 50,000 (stored in cents) */
  requestedLimit: number;
  /** Two-letter US state code */
  state: string;
  /** At most 3 */
  tradeReferences?: Array<Net30TradeReferenceInput> | null | undefined;
  /** The business's website (optional) */
  website?: string | null | undefined;
};

/** §3.5: submitted ⇄ needs_info; submitted → approved (opens an account) | declined; → withdrawn */
export const Net30ApplicationStatus = {
  /** Approved: the Net30 account is open */
  Approved: 'approved',
  /** Declined; the business may apply again after 90 days */
  Declined: 'declined',
  /** The team asked a question; waiting for the applicant's answer */
  NeedsInfo: 'needs_info',
  /** Received, waiting for the team's decision */
  Submitted: 'submitted',
  /** Withdrawn by the applicant */
  Withdrawn: 'withdrawn'
} as const;

export type Net30ApplicationStatus = typeof Net30ApplicationStatus[keyof typeof Net30ApplicationStatus];
/** R19 Settings: one item of the R26 order sandbox */
export type Net30CatalogItemInput = {
  /** The item's id: 1–64 lowercase letters, digits and dashes, unique */
  id: string;
  /** The item's name, at most 120 characters */
  name: string;
  /** The unit price, in cents (at most $10,000) */
  priceCents: number;
};

/** A late fee (once per invoice) or a returned payment fee */
export const Net30FeeType = {
  /** A late fee (once per invoice, after the grace days) */
  Late: 'late',
  /** A fee for a payment that was returned */
  ReturnedPayment: 'returned_payment'
} as const;

export type Net30FeeType = typeof Net30FeeType[keyof typeof Net30FeeType];
/** R19 Create invoice: one line */
export type Net30InvoiceLineInput = {
  /** What was bought (required) */
  description: string;
  /** How many: 1 to 10,000 */
  quantity: number;
  /** The unit price, in cents */
  unitPriceCents: number;
};

/** §3.5: open → overdue → paid; open → paid; open → void */
export const Net30InvoiceStatus = {
  /** Issued, not yet due (or due today), with a balance */
  Open: 'open',
  /** Past its due date with a balance */
  Overdue: 'overdue',
  /** Paid in full */
  Paid: 'paid',
  /** Voided by an admin (no payments) */
  Void: 'void'
} as const;

export type Net30InvoiceStatus = typeof Net30InvoiceStatus[keyof typeof Net30InvoiceStatus];
/** R19 Settings: one late fee tier (1 to 10 tiers) */
export type Net30LateFeeTierInput = {
  /** The late fee for invoices in this tier, in cents */
  feeCents: number;
  /** The largest invoice total in this tier, in cents; null for the last tier (any larger) */
  upToCents?: number | null | undefined;
};

/** R26: a catalogue item and how many */
export type Net30OrderItemInput = {
  /** The catalogue item's id (Net30CatalogItem.id) */
  itemId: string;
  /** How many: 1 to 100 */
  quantity: number;
};

/** R19 Record payment (check, ACH, wire) */
export type Net30PaymentInput = {
  /** The amount received, in cents (at most the balance) */
  amountCents: number;
  /** How it was paid: check, ach or wire */
  method: Net30PaymentMethod;
  /** ISO date, not in the future */
  receivedOn: string;
  /** The check number or transfer reference, at most 100 characters (optional) */
  reference?: string | null | undefined;
};

/** online: Pay now through the payment provider; check, ach, wire: recorded by an admin */
export const Net30PaymentMethod = {
  /** An ACH transfer, recorded by an admin */
  Ach: 'ach',
  /** A check, recorded by an admin */
  Check: 'check',
  /** Pay now through the payment provider */
  Online: 'online',
  /** A wire transfer, recorded by an admin */
  Wire: 'wire'
} as const;

export type Net30PaymentMethod = typeof Net30PaymentMethod[keyof typeof Net30PaymentMethod];
/** An online payment is pending until the provider confirms it */
export const Net30PaymentStatus = {
  /** The provider refused it (failureMessage) */
  Failed: 'failed',
  /** Waiting for the provider's confirmation */
  Pending: 'pending',
  /** Received, then paid back to the payer */
  Refunded: 'refunded',
  /** Received */
  Succeeded: 'succeeded'
} as const;

export type Net30PaymentStatus = typeof Net30PaymentStatus[keyof typeof Net30PaymentStatus];
/** R19 Settings: the whole fee box */
export type Net30SettingsInput = {
  /** The yearly account fee, in cents ($0–$10,000) */
  annualFeeCents: number;
  /** The bureaus to report to (duplicates dropped) */
  bureaus: Array<Bureau>;
  /** The items of the R26 order sandbox (at most 50) */
  catalog: Array<Net30CatalogItemInput>;
  /** The fee box's version as last read (Net30FeeBox.version); a stale one is CONFLICT */
  expectedVersion: number;
  /** Days after the due date before a late fee, 0–60 */
  graceDays: number;
  /** Days past due after which the account goes on hold, 1–120 */
  holdAfterDays: number;
  /** The late fee tiers, 1 to 10 */
  lateFeeTiers: Array<Net30LateFeeTierInput>;
  /** The day of the month (1–28) the bureaus batch is made */
  reportingDay: number;
  /** The day of the month (1–28) statements are made */
  statementDay: number;
};

/** R27: a supplier who gives the business trade credit */
export type Net30TradeReferenceInput = {
  /** The supplier's name */
  company: string;
  /** The person to ask there */
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
  /** The business's legal name */
  businessName: string;
  /** The year the business started (four digits, not in the future) */
  businessStartYear: number;
  /** The business's EIN, 9 digits, e.g. 12-3456789 (optional) */
  ein?: string | null | undefined;
  /** The applicant's e-mail address */
  email: string;
  /** The business's legal structure */
  entityType: BusinessEntityType;
  /** The applicant's first name */
  firstName: string;
  /** The applicant's last name */
  lastName: string;
  /** The applicant's phone, US format */
  phone: string;
  /** The NetBuilder plan chosen */
  plan: NetBuilderPlanId;
  /** Two-letter US state code */
  state: string;
  /** The business's website (optional) */
  website?: string | null | undefined;
};

/** starter, growth or pro */
export const NetBuilderPlanId = {
  /** Growth, $59/month: up to $7,500 Net 30 credit line, reported to Dun & Bradstreet and Experian (marked Most Popular) */
  Growth: 'growth',
  /** Pro, $99/month: up to $15,000 Net 45 credit line, reported to Dun & Bradstreet, Experian and Equifax */
  Pro: 'pro',
  /** Starter, $29/month: up to $2,500 Net 15 credit line, reported to Dun & Bradstreet */
  Starter: 'starter'
} as const;

export type NetBuilderPlanId = typeof NetBuilderPlanId[keyof typeof NetBuilderPlanId];
/** R22: Lowest APR, Lowest total cost, Lowest payment (per month), among the live offers */
export const OfferBadge = {
  /** The lowest APR among the live offers */
  LowestApr: 'lowest_apr',
  /** The lowest payment per month among the live offers */
  LowestPayment: 'lowest_payment',
  /** The lowest total cost among the live offers */
  LowestTotalCost: 'lowest_total_cost'
} as const;

export type OfferBadge = typeof OfferBadge[keyof typeof OfferBadge];
/** R13 Accept offer for client: how the client agreed */
export type OfferConsentInput = {
  /** How the client told NetFund: web, phone or email */
  channel: ConsentChannel;
  /** What the client said and when (required) */
  note: string;
};

/** A factor rate (ten-thousandths) or an annual interest rate (basis points) */
export const OfferPricingType = {
  /** A factor rate (factorE4): repayment = amount × factor */
  Factor: 'factor',
  /** An annual interest rate (interestBps) on an amortizing schedule */
  Interest: 'interest'
} as const;

export type OfferPricingType = typeof OfferPricingType[keyof typeof OfferPricingType];
/** BACKOFFICE §3.3: sent → accepted | declined | withdrawn | expired | superseded | standby; standby → sent | void | expired; accepted → funded | fell_through */
export const OfferStatus = {
  /** Accepted by the client; waiting for funding */
  Accepted: 'accepted',
  /** Declined by the client */
  Declined: 'declined',
  /** Not answered before expiresAt */
  Expired: 'expired',
  /** Accepted, then the deal fell through (§3.3 reason) */
  FellThrough: 'fell_through',
  /** The lender funded the accepted offer (final) */
  Funded: 'funded',
  /** Live: the client may accept it */
  Sent: 'sent',
  /** Set aside because another offer was accepted; comes back if that one falls through */
  Standby: 'standby',
  /** Replaced by a revised offer */
  Superseded: 'superseded',
  /** Ended because another offer was funded */
  Void: 'void',
  /** Withdrawn by the lender or an admin */
  Withdrawn: 'withdrawn'
} as const;

export type OfferStatus = typeof OfferStatus[keyof typeof OfferStatus];
/** R20’s offer form: money in cents, rates in basis points, factors in ten-thousandths */
export type OfferTermsInput = {
  /** The amount offered, in cents */
  amountCents: number;
  /** Conditions / stipulations */
  conditions?: Array<string> | null | undefined;
  /** Required when the amount is above the program’s maximum */
  exceptionNote?: string | null | undefined;
  /** 1–30 days, 7 when left out */
  expiresInDays?: number | null | undefined;
  /** 10100–25000 (1.0100–2.5000) */
  factorE4?: number | null | undefined;
  /** How often a payment is due */
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
  /** Priced with a factor rate (factorE4) or an interest rate (interestBps) */
  pricingType: OfferPricingType;
  /** Catalogue product code */
  product: string;
  /** The term in business days (instead of termMonths) */
  termBusinessDays?: number | null | undefined;
  /** The term in months (or termBusinessDays) */
  termMonths?: number | null | undefined;
};

/** daily = every business day (252 a year), weekly, biweekly, monthly */
export const PaymentFrequency = {
  /** Every other week (26 a year) */
  Biweekly: 'biweekly',
  /** Every business day (252 a year) */
  Daily: 'daily',
  /** Every month (12 a year) */
  Monthly: 'monthly',
  /** Every week (52 a year) */
  Weekly: 'weekly'
} as const;

export type PaymentFrequency = typeof PaymentFrequency[keyof typeof PaymentFrequency];
/** stripe: real Stripe Checkout; demo: the local hosted checkout */
export const PaymentMode = {
  /** The built-in demo checkout (no card is charged) */
  Demo: 'demo',
  /** Stripe's hosted checkout */
  Stripe: 'stripe'
} as const;

export type PaymentMode = typeof PaymentMode[keyof typeof PaymentMode];
/** R5 Platform: every setting (the form sends them all) */
export type PlatformSettingsInput = {
  /** Response SLA of a lender onboarded without one, 1–72 hours */
  defaultLenderSlaHours: number;
  /** Days a new offer stays open when the lender names none, 1–30 */
  defaultOfferExpiryDays: number;
  /** NetFund's postal address */
  postalAddress: string;
  /** True: admins must use two-factor sign-in */
  requireAdminTwoFactor: boolean;
  /** The support e-mail address shown to users */
  supportEmail: string;
  /** The support phone number shown to users */
  supportPhone: string;
};

/** A program chosen on R13 Matches; an ineligible one needs an override reason */
export type ProgramChoiceInput = {
  /** 5–500 characters; required for a program whose latest match is ineligible */
  overrideReason?: string | null | undefined;
  /** The program's id */
  programId: string | number;
};

/** R2/R4 filters; search matches the program and lender names */
export type ProgramListFilter = {
  /** Only this lender's programs */
  lenderId?: string | number | null | undefined;
  /** The catalogue's product code */
  product?: string | null | undefined;
  /** Text to look for in program and lender names */
  search?: string | null | undefined;
  /** Only programs in this status */
  status?: ProgramStatus | null | undefined;
};

/** BACKOFFICE §3.5: draft → active (publish) ⇄ paused → archived */
export const ProgramStatus = {
  /** Published and matching new applications */
  Active: 'active',
  /** Retired for good (read only) */
  Archived: 'archived',
  /** Never published; matches nothing */
  Draft: 'draft',
  /** Published but matching nothing new until resumed */
  Paused: 'paused'
} as const;

export type ProgramStatus = typeof ProgramStatus[keyof typeof ProgramStatus];
/** R2 what-if tester: an applicant’s facts; absent facts are missing */
export type ProgramWhatIfInput = {
  /** The requested amount, in cents */
  amountCents: number;
  /** The catalogue's entity type code */
  entityType?: string | null | undefined;
  /** The owner's FICO score (300–850) */
  fico?: number | null | undefined;
  /** The FICO comes from a credit pull (default: self-reported) */
  ficoVerified?: boolean | null | undefined;
  /** The monthly revenue, in cents */
  monthlyRevenueCents?: number | null | undefined;
  /** How long the business has operated, in whole months */
  monthsInBusiness?: number | null | undefined;
  /** The NAICS industry code (2–6 digits) */
  naicsCode?: string | null | undefined;
  /** On-time reported trade months (§4.5) */
  onTimeTradeMonths?: number | null | undefined;
  /** How many loans or advances the business has open */
  openPositions?: number | null | undefined;
  /** The catalogue's product code */
  product: string;
  /** The revenue comes from bank statements (default: self-reported) */
  revenueVerified?: boolean | null | undefined;
  /** USPS code */
  state: string;
};

/** R19 Record response: the bureau's answer to a submitted batch */
export type RecordFurnishingBatchResponseInput = {
  /** The submitted batch's id */
  batchId: string | number;
  /** A note on the answer (optional) */
  note?: string | null | undefined;
  /** partially_rejected: the records the bureau rejected */
  rejectedRecordIds?: Array<string | number> | null | undefined;
  /** accepted, partially_rejected or rejected */
  status: string;
};

/** SPEC §3 registration shape */
export type RegisterInput = {
  /** The password again; must equal password */
  confirmPassword: string;
  /** The e-mail address (stored lower case) */
  email: string;
  /** The client's first name (optional) */
  firstName?: string | null | undefined;
  /** The client's last name (optional) */
  lastName?: string | null | undefined;
  /** The password, 6–256 characters */
  password: string;
  /** The username to sign in with: 3–64 letters, digits, dots, dashes and underscores, unique in any case */
  username: string;
};

/** R29 *Change e-mail*: the address to move the account to; a confirmation link is sent there */
export type RequestEmailChangeInput = {
  /** The new e-mail address; BAD_USER_INPUT when it is the current one, CONFLICT when it belongs to another account */
  newEmail: string;
  /** The current password (re-authentication) */
  password: string;
};

/** R13 Request info: what an admin asks the client for, by a due date */
export type RequestInfoInput = {
  /** The application's id */
  applicationId: string | number;
  /** A date (YYYY-MM-DD), today or later */
  dueAt: string;
  /** 1 to 10 items */
  items: Array<InfoRequestItemInput>;
  /** The note to the applicant */
  message: string;
};

/** R19 Request info: submitted → needs_info, with the team's question */
export type RequestNet30ApplicationInfoInput = {
  /** The application's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The Net30 application's id */
  id: string | number;
  /** What the team needs to know (shown and e-mailed to the applicant) */
  message: string;
};

/** *Forgot password*: the address to send a reset link to */
export type RequestPasswordResetInput = {
  /** The account's e-mail address (any case) */
  email: string;
};

/** *Reset password* from the e-mailed link: its token and the new password twice */
export type ResetPasswordInput = {
  /** The new password again; must equal newPassword */
  confirmPassword: string;
  /** The new password (length by role, at most 256 characters, not on the breached-passwords list) */
  newPassword: string;
  /** The token from the link /auth/reset-password?token= */
  token: string;
};

/** R19: an admin's answer to a client's dispute */
export type ResolveFurnishingDisputeInput = {
  /** The open dispute's id */
  disputeId: string | number;
  /** The note to the client */
  note: string;
  /** correct (correct and re-report) or uphold */
  outcome: string;
};

/** R13: an admin's decision on an uploaded document */
export type ReviewDocumentInput = {
  /** Accept or reject */
  decision: DocumentDecision;
  /** The document's id */
  id: string | number;
  /** Required to reject */
  rejectReason?: string | null | undefined;
};

/** Who ended a lender’s access: the client, or NetFund */
export const RevokedBy = {
  /** NetFund ended it */
  Admin: 'admin',
  /** The client ended it */
  Client: 'client'
} as const;

export type RevokedBy = typeof RevokedBy[keyof typeof RevokedBy];
/** What a signed-in user may do */
export const Role = {
  /** A NetFund team member: the back office */
  Admin: 'admin',
  /** A business owner: applications, NetBuilder and Net30 */
  Client: 'client',
  /** A lender's user: the lender portal */
  Lender: 'lender'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** R13 Share now: the consent it rests on */
export type ShareConsentInput = {
  /** staff_recorded: where the client said yes */
  channel?: ConsentChannel | null | undefined;
  /** What the consent is: the auto-share policy or a staff-recorded yes */
  kind: ShareConsentKind;
  /** staff_recorded: who said yes, when, how (5–1000 characters) */
  note?: string | null | undefined;
};

/** Share now under the client's auto-share policy, or with consent recorded by staff */
export const ShareConsentKind = {
  /** The client's auto-share policy (it must be on) */
  AutoSharePolicy: 'auto_share_policy',
  /** A yes the client gave a team member (channel and note required) */
  StaffRecorded: 'staff_recorded'
} as const;

export type ShareConsentKind = typeof ShareConsentKind[keyof typeof ShareConsentKind];
/** R12: a staff-entered application (a new draft, or the draft `id` at `expectedVersion`) */
export type StaffApplicationInput = {
  /** An existing client account; leave out for a new client (no account is created) */
  clientUserId?: string | number | null | undefined;
  /** The applicant's first name */
  contactFirstName: string;
  /** The applicant's last name */
  contactLastName: string;
  /** The business's "doing business as" name, if any */
  dba?: string | null | undefined;
  /** 12-3456789; only the last 4 digits are stored. Left empty on an update, the stored last 4 are kept */
  ein?: string | null | undefined;
  /** The applicant's e-mail address (where the result link is sent) */
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
  /** The business's legal name */
  legalName: string;
  /** Average monthly revenue of the last 3 months, whole US dollars */
  monthlyRevenue: number;
  /** 2 to 6 digits */
  naicsCode: string;
  /** Existing open financing positions */
  openPositions?: number | null | undefined;
  /** The applicant's phone in any common format (stored as E.164) */
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
  /** What the money is for */
  useOfFunds: UseOfFunds;
  /** Required for `other` */
  useOfFundsNote?: string | null | undefined;
};

/** BACKOFFICE §3.4: proposed → shared | refused | expired; shared → viewed ⇄ info_requested → offered | declined; open → revoked | closed; offered → won | lost */
export const SubmissionStatus = {
  /** Closed because the application ended */
  Closed: 'closed',
  /** The lender declined the file */
  Declined: 'declined',
  /** Not answered in time (5 days for a proposal, the SLA plus grace for the lender) */
  Expired: 'expired',
  /** The lender asked for more information */
  InfoRequested: 'info_requested',
  /** The lender made an offer, but another offer won */
  Lost: 'lost',
  /** The lender made an offer */
  Offered: 'offered',
  /** Proposed to the client; waiting for their consent */
  Proposed: 'proposed',
  /** The client said no to this lender */
  Refused: 'refused',
  /** Access ended by the client or NetFund */
  Revoked: 'revoked',
  /** Shared with the lender (consent given); not opened yet */
  Shared: 'shared',
  /** The lender opened the file */
  Viewed: 'viewed',
  /** The lender's offer was accepted */
  Won: 'won'
} as const;

export type SubmissionStatus = typeof SubmissionStatus[keyof typeof SubmissionStatus];
/** R12 Submit: a saved draft and the answers to its warnings */
export type SubmitStaffApplicationInput = {
  /** Submit although an open application for the same product exists */
  confirmDuplicate?: boolean | null | undefined;
  /** Why to submit although the business was declined less than 30 days ago (audited) */
  cooldownReason?: string | null | undefined;
  /** The draft's version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The draft application's id */
  id: string | number;
};

/** R9 Edit profile: the whole profile and the version as last read */
export type UpdateLenderInput = {
  /** YYYY-MM-DD */
  agreementSignedOn?: string | null | undefined;
  /** How NetFund's commission is computed; null: none agreed yet */
  commissionBasis?: CommissionBasis | null | undefined;
  /** 0–1,000 basis points when the basis is pct_funded */
  commissionBps?: number | null | undefined;
  /** Cents when the basis is flat */
  commissionFlatCents?: number | null | undefined;
  /** The lender's main contact's e-mail address */
  contactEmail: string;
  /** The lender's main contact's name */
  contactName: string;
  /** E.164, e.g. +15125550100 */
  contactPhone?: string | null | undefined;
  /** The data-handling terms are accepted (no re-marketing or resale of applicant data) */
  dataTermsAccepted?: boolean | null | undefined;
  /** The name clients see */
  displayName: string;
  /** The lender's version as last read; a stale one is CONFLICT */
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

/** R5 *My account* profile: the signed-in user's name and phone */
export type UpdateProfileInput = {
  /** The user's first name; null or left out keeps it */
  firstName?: string | null | undefined;
  /** The user's last name; null or left out keeps it */
  lastName?: string | null | undefined;
  /** Any common format; stored as E.164 (+15125550100). Empty clears it */
  phone?: string | null | undefined;
};

/** R3 Save draft of an existing program: its name and criteria */
export type UpdateProgramDraftInput = {
  /** The product must stay the program’s */
  criteria: unknown;
  /** The program's row version as last read; a stale one is CONFLICT */
  expectedVersion: number;
  /** The new name (3–80 characters, unique per lender); null keeps it */
  name?: string | null | undefined;
};

/** What the requested money is for (R12) */
export const UseOfFunds = {
  /** Buying or leasing equipment */
  Equipment: 'equipment',
  /** Growing the business (new location, hires, marketing) */
  Expansion: 'expansion',
  /** Buying inventory */
  Inventory: 'inventory',
  /** Something else (described in the note) */
  Other: 'other',
  /** Paying staff */
  Payroll: 'payroll',
  /** Buying or improving real estate */
  RealEstate: 'real_estate',
  /** Paying off existing debt */
  Refinance: 'refinance',
  /** Day-to-day operating costs */
  WorkingCapital: 'working_capital'
} as const;

export type UseOfFunds = typeof UseOfFunds[keyof typeof UseOfFunds];
/** invited: no password set yet; disabled: may not sign in */
export const UserStatus = {
  /** Has a password and can sign in */
  Active: 'active',
  /** Sign-in refused (disabled by an admin) */
  Disabled: 'disabled',
  /** Invited; has not set a password yet */
  Invited: 'invited'
} as const;

export type UserStatus = typeof UserStatus[keyof typeof UserStatus];
/** What can be done to an application (BACKOFFICE R13); availableActions lists those its status allows */
export const WorkflowAction = {
  /** Assign it to an admin or to nobody (assignApplication) */
  Assign: 'assign',
  /** Close — no acceptable offer (closeApplication), from in_review */
  Close: 'close',
  /** Decline with reason codes (declineApplication), from in_review, matched or offered */
  Decline: 'decline',
  /** Edit the business facts (editBusinessFacts) */
  EditFacts: 'edit_facts',
  /** Reopen a declined or closed application within 90 days of the decision (reopenApplication) */
  Reopen: 'reopen',
  /** Start review (startReview), from submitted */
  StartReview: 'start_review',
  /** Submit a staff-entered draft (submitApplicationDraft) */
  Submit: 'submit',
  /** Withdraw on the client's request (withdrawApplication), from any status that is not final */
  Withdraw: 'withdraw'
} as const;

export type WorkflowAction = typeof WorkflowAction[keyof typeof WorkflowAction];
/** Where an application is in the workflow (BACKOFFICE §3.2); the applicant sees the derived ApplicationStatus */
export const WorkflowStatus = {
  /** The client accepted an offer; the lender has not funded it yet */
  Accepted: 'accepted',
  /** Closed by an admin — no acceptable offer (may be reopened within 90 days) */
  Closed: 'closed',
  /** Declined by an admin with reason codes (may be reopened within 90 days) */
  Declined: 'declined',
  /** A staff-entered draft (R12): no number, invisible to the client */
  Draft: 'draft',
  /** The accepted offer was funded (final) */
  Funded: 'funded',
  /** An admin is reviewing it (Start review) */
  InReview: 'in_review',
  /** Shared with at least one lender */
  Matched: 'matched',
  /** At least one lender's offer was sent to the client */
  Offered: 'offered',
  /** Received (from the form, the API or a staff draft) and waiting for review */
  Submitted: 'submitted',
  /** Withdrawn by the client or on their request (final) */
  Withdrawn: 'withdrawn'
} as const;

export type WorkflowStatus = typeof WorkflowStatus[keyof typeof WorkflowStatus];