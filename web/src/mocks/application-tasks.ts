import { graphql } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import type {
  AnswerInfoRequestMutation,
  AnswerInfoRequestMutationVariables,
  ApplicationTasksQuery,
  ApplicationTasksQueryVariables,
  ClientDocumentFieldsFragment,
  ClientInfoRequestFieldsFragment,
  MyActionItemsQuery,
} from '../features/applications/api/client-tasks.generated';
import { applicationMocks } from './applications';
import { graphqlError, refusal } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';
import { restError } from './rest-error.js';

/**
 * MSW handlers for the client's tasks: GraphQL `myActionItems`, `applicationDocuments`, `infoRequests`,
 * `answerInfoRequest` and the REST upload `POST /api/applications/{id}/documents/{documentId}/file` (multipart, field
 * `file`), with the server's rules and messages. Demo data: application 2 (client's, in review) has an open request
 * (one question, bank statements) due in 5 days and a photo ID that was rejected.
 */

type MockDocument = ClientDocumentFieldsFragment & { __typename: 'ApplicationDocument' };
type MockInfoRequestItem = ClientInfoRequestFieldsFragment['items'][number] & { __typename: 'InfoRequestItem' };
type MockInfoRequest = Omit<ClientInfoRequestFieldsFragment, 'items'> & { __typename: 'InfoRequest'; items: MockInfoRequestItem[] };

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const MAX_BYTES = 20 * 1024 * 1024;

function demoDocuments(): MockDocument[] {
  const base = { __typename: 'ApplicationDocument' as const, applicationId: '2', fileName: null, sizeBytes: null, uploadedAt: null, rejectReason: null, required: true, downloadPath: null };
  return [
    { ...base, id: '21', docType: 'bank_statements', label: 'Bank statements', status: 'requested', dueAt: dateIn(5), infoRequestId: '7' },
    {
      ...base,
      id: '22',
      docType: 'photo_id',
      label: 'Photo ID',
      status: 'rejected',
      dueAt: dateIn(3),
      infoRequestId: null,
      fileName: 'license.jpg',
      sizeBytes: 240_000,
      uploadedAt: new Date(Date.now() - 2 * DAY).toISOString(),
      rejectReason: 'The photo is blurred: the name cannot be read.',
      downloadPath: '/api/documents/22/download',
    },
  ];
}

function demoRequests(): MockInfoRequest[] {
  return [
    {
      __typename: 'InfoRequest',
      id: '7',
      applicationId: '2',
      message: 'Please send your last 3 bank statements and tell us what the funds are for.',
      dueAt: dateIn(5),
      status: 'open',
      createdAt: new Date(Date.now() - DAY).toISOString(),
      lenderName: null,
      items: [
        { __typename: 'InfoRequestItem', kind: 'question', docType: null, prompt: 'What will you use the funds for?', answer: null, documentId: null },
        { __typename: 'InfoRequestItem', kind: 'document', docType: 'bank_statements', prompt: 'Bank statements from the last 3 months', answer: null, documentId: '21' },
      ],
    },
  ];
}

let documents = demoDocuments();
let requests = demoRequests();
let nextUploadFailure: { status: number; message: string } | null = null;

export const taskMocks = {
  reset(): void {
    documents = demoDocuments();
    requests = demoRequests();
    nextUploadFailure = null;
  },
  /** The next upload is answered with this status and message (e.g. the server's 415 for a disguised file). */
  failNextUpload(status: number, message: string): void {
    nextUploadFailure = { status, message };
  },
  /** Replace the application's documents and requests (e.g. none, for the empty state). */
  set(next: { documents?: MockDocument[]; requests?: MockInfoRequest[] }): void {
    if (next.documents) documents = next.documents;
    if (next.requests) requests = next.requests;
  },
};

/** As the server's settleInfoRequest: answered once every question has an answer and every document is in. */
function settle(request: MockInfoRequest): void {
  if (request.status === 'cancelled' || request.status === 'accepted') return;
  const questionsAnswered = request.items.every((item) => item.kind !== 'question' || item.answer !== null);
  const documentsIn = documents.filter((d) => d.infoRequestId === request.id).every((d) => d.status === 'uploaded' || d.status === 'accepted');
  request.status = questionsAnswered && documentsIn ? 'answered' : 'open';
}

function actionItems() {
  const user = mockScenario.currentUser;
  const mine = (applicationId: string) => applicationMocks.ownedByCurrentClient(applicationId);
  if (user?.role !== 'client') return [];
  const items = [
    ...requests
      .filter((request) => request.status === 'open' && mine(request.applicationId))
      .map((request) => ({ kind: 'info_request' as const, applicationId: request.applicationId, title: request.message, dueAt: request.dueAt, status: request.status, infoRequestId: request.id, documentId: null, docType: null, rejectReason: null, order: 0 })),
    ...documents
      .filter((document) => document.required && (document.status === 'requested' || document.status === 'rejected') && mine(document.applicationId))
      .map((document) => ({ kind: 'document' as const, applicationId: document.applicationId, title: document.label, dueAt: document.dueAt ?? null, status: document.status, infoRequestId: document.infoRequestId ?? null, documentId: document.id, docType: document.docType, rejectReason: document.rejectReason ?? null, order: 1 })),
  ];
  items.sort((a, b) => (a.dueAt ?? '9999').localeCompare(b.dueAt ?? '9999') || a.order - b.order);
  return items.map(({ order: _order, ...item }) => ({ __typename: 'ActionItem' as const, ...item, applicationNumber: mine(item.applicationId)!.number }));
}

/** The file's first bytes, as the server sniffs them (content, not name). */
function isAcceptedContent(bytes: Uint8Array): boolean {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  return starts([0x25, 0x50, 0x44, 0x46, 0x2d]) || starts([0xff, 0xd8, 0xff]) || starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
}

/**
 * The multipart body's `file` part: its name and bytes. Read by hand: in the test DOM a jsdom File does not survive
 * `request.formData()` (undici refuses the other realm's File), while the raw body is the real multipart text.
 */
async function filePart(request: Request): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return null;
  const body = new Uint8Array(await request.arrayBuffer());
  const text = new TextDecoder('latin1').decode(body);
  for (const part of text.split(`--${boundary}`)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    const match = /name="file"; filename="([^"]*)"/.exec(part.slice(0, headerEnd));
    if (!match) continue;
    const content = part.slice(headerEnd + 4, part.endsWith('\r\n') ? -2 : undefined);
    return { fileName: match[1]!, bytes: Uint8Array.from(content, (char) => char.charCodeAt(0)) };
  }
  return null;
}

const api = graphql.link('*/graphql');

export const taskHandlers = [
  api.query<MyActionItemsQuery>('MyActionItems', () => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    return HttpResponse.json({ data: { myActionItems: actionItems() } });
  }),
  api.query<ApplicationTasksQuery, ApplicationTasksQueryVariables>('ApplicationTasks', ({ variables }) => {
    const id = String(variables.applicationId);
    if (!applicationMocks.ownedByCurrentClient(id)) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    return HttpResponse.json({
      data: {
        applicationDocuments: documents.filter((d) => d.applicationId === id),
        infoRequests: requests.filter((r) => r.applicationId === id).toReversed(),
      },
    });
  }),
  api.mutation<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>('AnswerInfoRequest', ({ variables }) => {
    const request = requests.find((r) => r.id === String(variables.input.id));
    if (!request || !applicationMocks.ownedByCurrentClient(request.applicationId)) return graphqlError({ message: 'Information request not found', code: 'NOT_FOUND' });
    if (request.status === 'cancelled') return graphqlError({ message: 'This information request was cancelled', code: 'CONFLICT' });
    for (const { itemIndex, answer } of variables.input.answers) {
      const item = request.items[itemIndex];
      if (!item || item.kind !== 'question') return graphqlError({ message: 'No such item', code: 'BAD_USER_INPUT' });
      if (!answer.trim()) return graphqlError({ message: 'An answer is required', code: 'BAD_USER_INPUT' });
      request.items = request.items.map((each, index) => (index === itemIndex ? { ...each, answer: answer.trim() } : each));
    }
    settle(request);
    return HttpResponse.json({ data: { answerInfoRequest: request } });
  }),
  http.post('*/api/applications/:id/documents/:documentId/file', async ({ params, request }) => {
    const document = documents.find((d) => d.id === String(params.documentId) && d.applicationId === String(params.id));
    if (!document || !applicationMocks.ownedByCurrentClient(String(params.id))) return restError(404, 'Document not found');
    if (nextUploadFailure) {
      const { status, message } = nextUploadFailure;
      nextUploadFailure = null;
      return restError(status, message);
    }
    const file = await filePart(request);
    if (!file) return restError(400, 'Attach the file in the field "file"');
    if (file.bytes.length === 0) return restError(400, 'The file is empty');
    if (file.bytes.length > MAX_BYTES) return restError(413, 'Files can be at most 20 MB');
    if (!isAcceptedContent(file.bytes)) return restError(415, 'Upload a PDF, JPEG or PNG file');
    if (document.status !== 'requested' && document.status !== 'rejected') return restError(409, 'This document was already uploaded');
    Object.assign(document, { status: 'uploaded', fileName: file.fileName, sizeBytes: file.bytes.length, uploadedAt: new Date().toISOString(), rejectReason: null, downloadPath: `/api/documents/${document.id}/download` });
    const owner = requests.find((r) => r.id === document.infoRequestId);
    if (owner) settle(owner);
    const { __typename: _type, ...json } = document;
    return HttpResponse.json({ ...json, id: Number(document.id), applicationId: Number(document.applicationId) });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'applicationTasks',
  () => ({ documents, requests, nextUploadFailure }),
  (state) => {
    ({ documents, requests, nextUploadFailure } = state);
  },
  () => taskMocks.reset(),
);
