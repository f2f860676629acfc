import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DocumentStatus } from './document.entity.js';
import { DocumentDecision } from './documents.schemas.js';
import { InfoRequestItemKind, InfoRequestStatus } from './info-request.entity.js';

registerEnumType(DocumentStatus, { name: 'DocumentStatus', description: 'requested → uploaded → accepted | rejected (rejected: the client uploads again)', valuesConfig: { accepted: { description: 'Reviewed and accepted' }, rejected: { description: 'Reviewed and rejected; waiting for a new upload' }, requested: { description: 'Asked for, not uploaded yet' }, uploaded: { description: 'Uploaded, waiting for review' } } });
registerEnumType(InfoRequestStatus, { name: 'InfoRequestStatus', description: 'open → answered → accepted, or cancelled', valuesConfig: { accepted: { description: 'NetFund accepted the answers and documents' }, answered: { description: 'The client answered; waiting for review' }, cancelled: { description: 'Cancelled; nothing more is needed' }, open: { description: 'Waiting for the client' } } });
registerEnumType(InfoRequestItemKind, { name: 'InfoRequestItemKind', description: 'A document to upload or a question to answer', valuesConfig: { document: { description: 'A document to upload' }, question: { description: 'A question to answer in text' } } });
registerEnumType(DocumentDecision, { name: 'DocumentDecision', description: 'An admin\'s decision on an uploaded document', valuesConfig: { accept: { description: 'Accept the document' }, reject: { description: 'Reject it with a reason; the client uploads again' } } });

export enum ActionItemKind {
  info_request = 'info_request',
  document = 'document',
}
registerEnumType(ActionItemKind, { name: 'ActionItemKind', description: 'What the client has to do', valuesConfig: { document: { description: 'Upload a requested (or rejected) document' }, info_request: { description: 'Answer the questions of an info request' } } });

@ObjectType('ApplicationDocument', { description: "A document of an application: what was asked for and its current file's metadata" })
export class ApplicationDocumentType {
  @Field(() => ID, { description: 'The document\'s id (for upload and reviewDocument)' })
  id!: number;

  @Field(() => ID, { description: 'The application it belongs to' })
  applicationId!: number;

  @Field({ description: 'bank_statements, tax_return, photo_id, voided_check, business_license or other' })
  docType!: string;

  @Field({ description: 'What to upload, in plain words (the document type’s label or the request’s prompt)' })
  label!: string;

  @Field(() => DocumentStatus, { description: 'Where the document is in its review' })
  status!: DocumentStatus;

  @Field({ description: 'False once the info request that asked for it was cancelled' })
  required!: boolean;

  @Field(() => String, { nullable: true, description: 'The uploaded file\'s name; null until uploaded' })
  fileName!: string | null;

  @Field(() => Int, { nullable: true, description: 'The current file\'s size in bytes; null until uploaded' })
  sizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: 'The type read from the content: application/pdf, image/jpeg or image/png' })
  mimeType!: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the current file (hex)' })
  sha256!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was rejected (shown to the client); null unless rejected' })
  rejectReason!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was asked for (ISO-8601 date-time, UTC)' })
  requestedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'A date (YYYY-MM-DD)' })
  dueAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the current file was uploaded (ISO-8601 date-time, UTC)' })
  uploadedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was accepted or rejected (ISO-8601 date-time, UTC)' })
  reviewedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'GET this REST path to download the file (null until a file exists)' })
  downloadPath!: string | null;

  @Field(() => ID, { nullable: true, description: 'The info request that asked for it; null when requested otherwise' })
  infoRequestId!: number | null;
}

@ObjectType('InfoRequestItem', { description: 'One thing an info request asks for: a document or a question' })
export class InfoRequestItemType {
  @Field(() => InfoRequestItemKind, { description: 'A document to upload or a question to answer' })
  kind!: InfoRequestItemKind;

  @Field(() => String, { nullable: true, description: 'For a document item' })
  docType!: string | null;

  @Field({ description: 'The question, or what the document should show' })
  prompt!: string;

  @Field(() => String, { nullable: true, description: "The client's answer to a question" })
  answer!: string | null;

  @Field(() => ID, { nullable: true, description: 'The requested document of a document item' })
  documentId!: number | null;
}

@ObjectType('InfoRequest', { description: 'NetFund asks the client for documents and answers by a due date' })
export class InfoRequestType {
  @Field(() => ID, { description: 'The info request\'s id' })
  id!: number;

  @Field(() => ID, { description: 'The application it is about' })
  applicationId!: number;

  @Field({ description: 'The note to the applicant' })
  message!: string;

  @Field({ description: 'A date (YYYY-MM-DD)' })
  dueAt!: string;

  @Field(() => InfoRequestStatus, { description: 'Where the request is' })
  status!: InfoRequestStatus;

  @Field(() => [InfoRequestItemType], { description: 'The documents and questions asked for, in order' })
  items!: InfoRequestItemType[];

  @Field(() => GraphQLISODateTime, { description: 'When it was sent (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the client answered (ISO-8601 date-time, UTC); null before' })
  answeredAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Username of the admin (or lender user) who asked' })
  requestedBy!: string | null;

  @Field(() => String, { nullable: true, description: "The lender that asked (its display name, R20 Request info); null when NetFund asked" })
  lenderName!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled; null unless cancelled' })
  cancelReason!: string | null;
}

@ObjectType('ActionItem', { description: 'Something the client has to do: answer an info request or upload a document' })
export class ActionItemType {
  @Field(() => ActionItemKind, { description: 'Whether it is an info request to answer or a document to upload' })
  kind!: ActionItemKind;

  @Field(() => ID, { description: 'The application it is about' })
  applicationId!: number;

  @Field({ description: 'NF-2026-000123' })
  applicationNumber!: string;

  @Field({ description: "The request's message (a lender's: 'Information requested by {lender}'), or the document's label" })
  title!: string;

  @Field(() => String, { nullable: true, description: 'A date (YYYY-MM-DD)' })
  dueAt!: string | null;

  @Field(() => ID, { nullable: true, description: 'The info request to answer (or that asked for the document)' })
  infoRequestId!: number | null;

  @Field(() => ID, { nullable: true, description: 'The requested document to upload; null for an info request' })
  documentId!: number | null;

  @Field(() => String, { nullable: true, description: 'The document type to upload (bank_statements, tax_return…); null for an info request' })
  docType!: string | null;

  @Field({ description: "The request's or the document's status" })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why a rejected document was rejected' })
  rejectReason!: string | null;

  @Field(() => String, { nullable: true, description: "The lender whose request this is (its display name); null for NetFund's" })
  lenderName!: string | null;
}

@InputType({ description: 'One thing to ask for: a document type or a question' })
export class InfoRequestItemInput {
  @Field(() => InfoRequestItemKind, { description: 'A document to upload or a question to answer' })
  kind!: InfoRequestItemKind;

  @Field(() => String, { nullable: true, description: 'Required for a document item' })
  docType?: string | null;

  @Field({ description: 'The question, or what the document should show (at most 500 characters)' })
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

@InputType({ description: 'R13 Request info: what an admin asks the client for, by a due date' })
export class RequestInfoInput {
  @Field(() => ID, { description: 'The application\'s id' })
  applicationId!: string;

  @Field({ description: 'The note to the applicant' })
  message!: string;

  @Field({ description: 'A date (YYYY-MM-DD), today or later' })
  dueAt!: string;

  @Field(() => [InfoRequestItemInput], { description: '1 to 10 items' })
  items!: InfoRequestItemInput[];
}

@InputType({ description: 'The answer to one question of an info request' })
export class InfoRequestAnswerInput {
  @Field(() => Int, { description: "The question's position in the request's items (from 0)" })
  itemIndex!: number;

  @Field({ description: 'The answer text (required, at most 5,000 characters)' })
  answer!: string;
}

@InputType({ description: 'The owning client\'s answers to the questions of an open info request' })
export class AnswerInfoRequestInput {
  @Field(() => ID, { description: 'The info request\'s id' })
  id!: string;

  @Field(() => [InfoRequestAnswerInput], { description: 'One answer per question item' })
  answers!: InfoRequestAnswerInput[];
}

@InputType({ description: 'R13: an admin\'s decision on an uploaded document' })
export class ReviewDocumentInput {
  @Field(() => ID, { description: 'The document\'s id' })
  id!: string;

  @Field(() => DocumentDecision, { description: 'Accept or reject' })
  decision!: DocumentDecision;

  @Field(() => String, { nullable: true, description: 'Required to reject' })
  rejectReason?: string | null;
}
