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
  @Field()
  businessName!: string;

  @Field()
  state!: string;

  @Field({ description: 'Catalogue industry code' })
  industry!: string;

  @Field(() => String, { nullable: true })
  naicsCode!: string | null;

  @Field(() => String, { nullable: true })
  entityType!: string | null;

  @Field(() => Int, { nullable: true })
  monthsInBusiness!: number | null;

  @Field(() => Int, { nullable: true })
  monthlyRevenueCents!: number | null;

  @Field(() => String, { nullable: true, description: 'self, bank_statements or tax_return' })
  revenueSource!: string | null;

  @Field(() => Int, { nullable: true })
  fico!: number | null;

  @Field(() => String, { nullable: true, description: 'self, soft_pull or hard_pull' })
  ficoSource!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date' })
  ficoAsOf!: string | null;

  @Field(() => Int, { nullable: true })
  openPositions!: number | null;

  @Field(() => Int)
  requestedAmountCents!: number;

  @Field({ description: 'Catalogue product code' })
  product!: string;

  @Field(() => String, { nullable: true })
  useOfFunds!: string | null;
}

@ObjectType('LenderFileCard', { description: 'R20: one file shared with the lender — facts while it has access, a greyed line after' })
export class LenderFileCardType {
  @Field(() => ID)
  submissionId!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true, description: 'NF-2026-000123' })
  number!: string | null;

  @Field(() => SubmissionStatusEnum)
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  sharedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  firstViewedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  respondedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The answer is due by then' })
  slaDueAt!: Date | null;

  @Field(() => String, { nullable: true, description: '"Access ended by the applicant on Nov 3, 2026", "Closed by NetFund", …' })
  endedText!: string | null;

  @Field(() => LenderFileFactsType, { nullable: true })
  facts!: LenderFileFactsType | null;

  @Field(() => String, { nullable: true, description: '"Meets all criteria" or "Near miss: …" (its own program only)' })
  whyYouSeeThis!: string | null;
}

@ObjectType('LenderFilePage', { description: 'R20: one page of a tab of the lender’s files, newest shared first' })
export class LenderFilePageType extends PageOf(LenderFileCardType) {}

@ObjectType('LenderFileDocument')
export class LenderFileDocumentType {
  @Field(() => ID)
  id!: number;

  @Field()
  label!: string;

  @Field()
  docType!: string;

  @Field()
  status!: string;

  @Field(() => String, { nullable: true, description: 'Set once a file was uploaded (GET /api/lender/documents/{id}/download)' })
  fileName!: string | null;
}

@ObjectType('LenderFile', { description: 'R20 file drawer: the card and the documents' })
export class LenderFileType {
  @Field(() => LenderFileCardType)
  card!: LenderFileCardType;

  @Field(() => [LenderFileDocumentType])
  documents!: LenderFileDocumentType[];
}

@ObjectType('LenderDeclineReason', { description: 'R20 decline reason code and its label' })
export class LenderDeclineReasonType {
  @Field()
  code!: string;

  @Field()
  label!: string;
}

@InputType('LenderDeclineInput')
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
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;

  @Field()
  product!: string;

  @Field()
  status!: string;

  @Field(() => Int, { nullable: true })
  version!: number | null;

  @Field(() => String, { nullable: true, description: 'The criteria in force, in plain English' })
  description!: string | null;
}
