import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DocumentStatus } from './document.entity.js';
import { DocumentDecision } from './documents.schemas.js';
import { InfoRequestItemKind, InfoRequestStatus } from './info-request.entity.js';

registerEnumType(DocumentStatus, { name: 'DocumentStatus', description: 'requested → uploaded → accepted | rejected (rejected: the client uploads again)' });
registerEnumType(InfoRequestStatus, { name: 'InfoRequestStatus', description: 'open → answered → accepted, or cancelled' });
registerEnumType(InfoRequestItemKind, { name: 'InfoRequestItemKind', description: 'A document to upload or a question to answer' });
registerEnumType(DocumentDecision, { name: 'DocumentDecision' });

export enum ActionItemKind {
  info_request = 'info_request',
  document = 'document',
}
registerEnumType(ActionItemKind, { name: 'ActionItemKind' });

@ObjectType('ApplicationDocument', { description: "A document of an application: what was asked for and its current file's metadata" })
export class ApplicationDocumentType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field({ description: 'bank_statements, tax_return, photo_id, voided_check, business_license or other' })
  docType!: string;

  @Field()
  label!: string;

  @Field(() => DocumentStatus)
  status!: DocumentStatus;

  @Field({ description: 'False once the info request that asked for it was cancelled' })
  required!: boolean;

  @Field(() => String, { nullable: true })
  fileName!: string | null;

  @Field(() => Int, { nullable: true })
  sizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: 'The type read from the content: application/pdf, image/jpeg or image/png' })
  mimeType!: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the current file (hex)' })
  sha256!: string | null;

  @Field(() => String, { nullable: true })
  rejectReason!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  requestedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'A date (YYYY-MM-DD)' })
  dueAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  uploadedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  reviewedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'GET this REST path to download the file (null until a file exists)' })
  downloadPath!: string | null;

  @Field(() => ID, { nullable: true })
  infoRequestId!: number | null;
}

@ObjectType('InfoRequestItem')
export class InfoRequestItemType {
  @Field(() => InfoRequestItemKind)
  kind!: InfoRequestItemKind;

  @Field(() => String, { nullable: true, description: 'For a document item' })
  docType!: string | null;

  @Field()
  prompt!: string;

  @Field(() => String, { nullable: true, description: "The client's answer to a question" })
  answer!: string | null;

  @Field(() => ID, { nullable: true, description: 'The requested document of a document item' })
  documentId!: number | null;
}

@ObjectType('InfoRequest', { description: 'NetFund asks the client for documents and answers by a due date' })
export class InfoRequestType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field()
  message!: string;

  @Field({ description: 'A date (YYYY-MM-DD)' })
  dueAt!: string;

  @Field(() => InfoRequestStatus)
  status!: InfoRequestStatus;

  @Field(() => [InfoRequestItemType])
  items!: InfoRequestItemType[];

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  answeredAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Username of the admin (or lender user) who asked' })
  requestedBy!: string | null;

  @Field(() => String, { nullable: true, description: "The lender that asked (its display name, R20 Request info); null when NetFund asked" })
  lenderName!: string | null;

  @Field(() => String, { nullable: true })
  cancelReason!: string | null;
}

@ObjectType('ActionItem', { description: 'Something the client has to do: answer an info request or upload a document' })
export class ActionItemType {
  @Field(() => ActionItemKind)
  kind!: ActionItemKind;

  @Field(() => ID)
  applicationId!: number;

  @Field({ description: 'NF-2026-000123' })
  applicationNumber!: string;

  @Field({ description: "The request's message (a lender's: 'Information requested by {lender}'), or the document's label" })
  title!: string;

  @Field(() => String, { nullable: true, description: 'A date (YYYY-MM-DD)' })
  dueAt!: string | null;

  @Field(() => ID, { nullable: true })
  infoRequestId!: number | null;

  @Field(() => ID, { nullable: true })
  documentId!: number | null;

  @Field(() => String, { nullable: true })
  docType!: string | null;

  @Field({ description: "The request's or the document's status" })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why a rejected document was rejected' })
  rejectReason!: string | null;

  @Field(() => String, { nullable: true, description: "The lender whose request this is (its display name); null for NetFund's" })
  lenderName!: string | null;
}

@InputType()
export class InfoRequestItemInput {
  @Field(() => InfoRequestItemKind)
  kind!: InfoRequestItemKind;

  @Field(() => String, { nullable: true, description: 'Required for a document item' })
  docType?: string | null;

  @Field()
  prompt!: string;
}

@InputType({ description: 'R20 Request info: document types or questions (at most 500 characters), due within 10 days' })
export class LenderInfoRequestInput {
  @Field(() => String, { nullable: true, description: 'An optional note to the applicant' })
  message?: string | null;

  @Field({ description: 'A date (YYYY-MM-DD), today to 10 days ahead' })
  dueAt!: string;

  @Field(() => [InfoRequestItemInput], { description: '1 to 10 items; a document item may leave its prompt empty (the type’s label is used)' })
  items!: InfoRequestItemInput[];
}

@InputType()
export class RequestInfoInput {
  @Field(() => ID)
  applicationId!: string;

  @Field()
  message!: string;

  @Field({ description: 'A date (YYYY-MM-DD), today or later' })
  dueAt!: string;

  @Field(() => [InfoRequestItemInput], { description: '1 to 10 items' })
  items!: InfoRequestItemInput[];
}

@InputType()
export class InfoRequestAnswerInput {
  @Field(() => Int, { description: "The question's position in the request's items (from 0)" })
  itemIndex!: number;

  @Field()
  answer!: string;
}

@InputType()
export class AnswerInfoRequestInput {
  @Field(() => ID)
  id!: string;

  @Field(() => [InfoRequestAnswerInput])
  answers!: InfoRequestAnswerInput[];
}

@InputType()
export class ReviewDocumentInput {
  @Field(() => ID)
  id!: string;

  @Field(() => DocumentDecision)
  decision!: DocumentDecision;

  @Field(() => String, { nullable: true, description: 'Required to reject' })
  rejectReason?: string | null;
}
