import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { PageOf } from '../../graphql/page-of.js';
import { SubmissionStatusEnum } from '../submissions/submissions.types.js';
import { LENDER_FILE_TABS } from './lender-portal.schemas.js';

export const LenderFileTabEnum = enumObject(LENDER_FILE_TABS);
registerEnumType(LenderFileTabEnum, {
  name: 'LenderFileTab',
  description: 'R20 tabs that list files: inbox (shared, not opened yet, and the files whose access ended), active (viewed, info_requested, offered), offers (offered, won)',
  valuesConfig: {
    inbox: { description: 'Files shared and not opened yet, and every file whose access ended (greyed, without facts) but a won one' },
    active: { description: 'Files opened, asked about or offered on' },
    offers: { description: 'Files offered on, and won files (the accepted offer: contract and funding)' },
  },
});

@ObjectType('LenderFileFacts', { description: 'R20: what a lender sees of a shared file' })
export class LenderFileFactsType {
  @Field({ description: 'The business\'s legal name' })
  businessName!: string;

  @Field({ description: 'The business\'s state, two-letter USPS code' })
  state!: string;

  @Field({ description: 'Catalogue industry code' })
  industry!: string;

  @Field(() => String, { nullable: true, description: 'The NAICS industry code (2–6 digits), if known' })
  naicsCode!: string | null;

  @Field(() => String, { nullable: true, description: 'The business\'s legal form, if known' })
  entityType!: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole months since the business started, if known' })
  monthsInBusiness!: number | null;

  @Field(() => Int, { nullable: true, description: 'The monthly revenue, in cents, if known' })
  monthlyRevenueCents!: number | null;

  @Field(() => String, { nullable: true, description: 'self, bank_statements or tax_return' })
  revenueSource!: string | null;

  @Field(() => Int, { nullable: true, description: 'The owner\'s FICO score (300–850), if known' })
  fico!: number | null;

  @Field(() => String, { nullable: true, description: 'self, soft_pull or hard_pull' })
  ficoSource!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  ficoAsOf!: string | null;

  @Field(() => Int, { nullable: true, description: 'How many loans or advances the business has open, if known' })
  openPositions!: number | null;

  @Field(() => Int, { description: 'The amount requested, in cents' })
  requestedAmountCents!: number;

  @Field({ description: 'Catalogue product code' })
  product!: string;

  @Field(() => String, { nullable: true, description: 'What the money is for, if given' })
  useOfFunds!: string | null;
}

@ObjectType('LenderFileCard', { description: 'R20: one file shared with the lender — facts while it has access, a greyed line after' })
export class LenderFileCardType {
  @Field(() => ID, { description: 'The submission (the lender\'s access grant) behind the card' })
  submissionId!: number;

  @Field(() => ID, { description: 'The application\'s id (for lenderFile, openLenderFile, makeOffer…)' })
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'NF-2026-000123' })
  number!: string | null;

  @Field(() => SubmissionStatusEnum, { description: 'Where the lender\'s access is (§3.4)' })
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the file was shared with the lender (ISO-8601 date-time, UTC)' })
  sharedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a user of the lender first opened the file (ISO-8601 date-time, UTC); null if never' })
  firstViewedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lender first answered (offer, info request or decline; ISO-8601 date-time, UTC)' })
  respondedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The answer is due by then' })
  slaDueAt!: Date | null;

  @Field(() => String, { nullable: true, description: '"Access ended by the applicant on Nov 3, 2026", "Closed by NetFund", …' })
  endedText!: string | null;

  @Field(() => LenderFileFactsType, { nullable: true, description: 'What the lender sees of the file; null once its access ended' })
  facts!: LenderFileFactsType | null;

  @Field(() => String, { nullable: true, description: '"Meets all criteria" or "Near miss: …" (its own program only)' })
  whyYouSeeThis!: string | null;
}

@ObjectType('LenderFilePage', { description: 'R20: one page of a tab of the lender’s files, newest shared first' })
export class LenderFilePageType extends PageOf(LenderFileCardType) {}

@ObjectType('LenderFileDocument', { description: 'R20 file drawer: one document of the application the lender may open' })
export class LenderFileDocumentType {
  @Field(() => ID, { description: 'The document\'s id (for the download path)' })
  id!: number;

  @Field({ description: 'What the document is, in plain words' })
  label!: string;

  @Field({ description: 'The document type: bank_statements, tax_return, photo_id, voided_check, business_license or other' })
  docType!: string;

  @Field({ description: 'requested, uploaded, accepted or rejected' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Set once a file was uploaded (GET /api/lender/documents/{id}/download)' })
  fileName!: string | null;
}

@ObjectType('LenderFile', { description: 'R20 file drawer: the card and the documents' })
export class LenderFileType {
  @Field(() => LenderFileCardType, { description: 'The file\'s card: status, dates and facts' })
  card!: LenderFileCardType;

  @Field(() => [LenderFileDocumentType], { description: 'The application\'s documents the lender may open' })
  documents!: LenderFileDocumentType[];
}

@ObjectType('LenderDeclineReason', { description: 'R20 decline reason code and its label' })
export class LenderDeclineReasonType {
  @Field({ description: 'The code to send as LenderDeclineInput.reasonCode' })
  code!: string;

  @Field({ description: 'The reason as the decline dialog shows it' })
  label!: string;
}

@InputType('LenderDeclineInput', { description: 'R20 Decline: the reason code, a note (required for other) and what would make the lender reconsider' })
export class LenderDeclineInputType {
  @Field({ description: 'A code of lenderDeclineReasons' })
  reasonCode!: string;

  @Field(() => String, { nullable: true, description: 'At least 10 characters for other' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: '"Would reconsider if…", e.g. "FICO ≥ 650"' })
  reconsiderHint?: string | null;
}

@ObjectType('LenderProgramSummary', { description: 'R20 Criteria: the lender’s own programs, read-only' })
export class LenderProgramSummaryType {
  @Field(() => ID, { description: 'The program\'s id (for CriteriaChangeRequestInput.programId)' })
  id!: number;

  @Field({ description: 'The program\'s name' })
  name!: string;

  @Field({ description: 'The catalogue product code it funds' })
  product!: string;

  @Field({ description: 'draft, active, paused or archived' })
  status!: string;

  @Field(() => Int, { nullable: true, description: 'The published version in force; null before the first publish' })
  version!: number | null;

  @Field(() => String, { nullable: true, description: 'The criteria in force, in plain English' })
  description!: string | null;
}
