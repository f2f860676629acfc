import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../graphql-server/src/index.js';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkedFetch } from '../support/openapi-contract.js';

/**
 * Documents over REST: uploads (limits, type sniffed by content, stored in PostgreSQL with their sha256), downloads
 * (admin and the owning client only, audited), and the races of two uploads or two reviews at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const MB = 1024 * 1024;
const LIMIT = 20 * MB;
const TOO_LARGE = 'Files can be at most 20 MB';
const WRONG_TYPE = 'Upload a PDF, JPEG or PNG file';

/** A PDF of exactly `size` bytes (the magic bytes, then filler): generated, never read from disk. */
function pdf(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
  bytes.write('%%EOF\n', size - 6, 'latin1');
  return bytes;
}
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(500, 0), Buffer.from([0xff, 0xd9])]);
const TEXT = Buffer.from('Quarterly numbers: revenue up, costs down. Not a PDF at all.\n');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface FilePart {
  name: string;
  bytes: Buffer;
  /** What the browser claims; never trusted. */
  type?: string;
}

/** A multipart upload as a browser's FormData sends it, with the client's cookies. */
async function upload(api: ApiClient, path: string, file: FilePart | null, fields: Record<string, string> = {}): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await checkedFetch(server.url + path, { method: 'POST', body: form, headers: api.cookieHeader ? { cookie: api.cookieHeader } : {} });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, text };
}

async function signIn(username: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const res = await api.post('/api/login', { username, password: 'demo-pass' });
  expect(res.status).toBe(200);
  return api;
}

/** A new application from the intake, claimed by the demo `client`. */
async function clientApplication(client: ApiClient): Promise<number> {
  const res = await new ApiClient(server.url).post('/api/applications', sampleIntake, { authorization: 'Bearer demo-integration-key' });
  expect(res.status).toBe(201);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${res.body.id}/claim`, { token })).status).toBe(200);
  return res.body.id;
}

const REQUEST_INFO = `mutation RequestInfo($input: RequestInfoInput!) {
  requestInfo(input: $input) { id status items { kind docType prompt documentId } }
}`;
const REVIEW = `mutation Review($input: ReviewDocumentInput!) {
  reviewDocument(input: $input) { id status rejectReason reviewedAt }
}`;
const DOCUMENTS = `query Docs($applicationId: ID!) {
  applicationDocuments(applicationId: $applicationId) {
    id applicationId docType label status fileName sizeBytes mimeType sha256 downloadPath infoRequestId
  }
}`;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An admin asks for bank statements on the application: answers the requested document's id. */
async function requestDocument(admin: ApiClient, applicationId: number, docType = 'bank_statements'): Promise<string> {
  const res = await admin.gql(REQUEST_INFO, {
    input: { applicationId: String(applicationId), message: 'Please send these.', dueAt: inDays(7), items: [{ kind: 'document', docType, prompt: 'The last three months' }] },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.requestInfo.items[0].documentId;
}

let admin: ApiClient;
let client: ApiClient;
let otherClient: ApiClient;
let lender: ApiClient;
let applicationId: number;
beforeAll(async () => {
  [admin, client, otherClient, lender] = await Promise.all([signIn('admin'), signIn('client'), signIn('client2'), signIn('lender')]);
  applicationId = await clientApplication(client);
});

describe('uploading a requested document', () => {
  it('stores the bytes in PostgreSQL with their sha256 and the sniffed type, and answers the document', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const bytes = pdf(4096);
    const res = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: 'March statement.pdf', bytes, type: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: Number(documentId),
      applicationId,
      docType: 'bank_statements',
      status: 'uploaded',
      fileName: 'March statement.pdf',
      sizeBytes: 4096,
      mimeType: 'application/pdf',
      sha256: sha256(bytes),
      downloadPath: `/api/documents/${documentId}/download`,
    });
    const [stored] = await server.sql<{ bytes: Buffer; sha256: string }>(
      'select c.bytes, d.sha256 from document d join document_content c on c.id = d.current_content_id where d.id = $1',
      [documentId],
    );
    expect(Buffer.compare(stored!.bytes, bytes)).toBe(0);
    expect(stored!.sha256).toBe(sha256(bytes));
  });

  it('accepts exactly 20 MB and refuses 20 MB + 1 byte with 413, storing nothing', async () => {
    const exact = await requestDocument(admin, applicationId);
    const ok = await upload(client, `/api/applications/${applicationId}/documents/${exact}/file`, { name: 'big.pdf', bytes: pdf(LIMIT) });
    expect(ok.status).toBe(200);
    expect(ok.body.sizeBytes).toBe(LIMIT);

    const over = await requestDocument(admin, applicationId);
    const contentRows = await count('document_content');
    const res = await upload(client, `/api/applications/${applicationId}/documents/${over}/file`, { name: 'bigger.pdf', bytes: pdf(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    expect(await count('document_content')).toBe(contentRows);
    expect((await documentRow(over)).status).toBe('requested');
  });

  it('refuses a body that declares more than 20 MB (plus room for the form) before reading it', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const res = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: 'huge.pdf', bytes: pdf(LIMIT + MB) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    expect((await documentRow(documentId)).status).toBe('requested');
  });

  it('stops reading a streamed (chunked) upload at the limit and answers 413', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const boundary = 'netfund-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const chunk = pdf(MB);
    let sent = 0;
    // 40 MB of file, sent without a Content-Length; the server must not wait for (or keep) all of it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        if (sent >= 40) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
          return;
        }
        sent++;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const response = await checkedFetch(`${server.url}/api/applications/${applicationId}/documents/${documentId}/file`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { cookie: client.cookieHeader, 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    expect(sent).toBeLessThan(40);
    expect((await documentRow(documentId)).status).toBe('requested');
  });

  it('keeps reading (and dropping) a moment after the 413, so a client still sending receives it, then cuts the connection', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const boundary = 'netfund-linger-boundary';
    const url = new URL(server.url);
    // Half-open allowed, as HTTP clients do: the server's FIN after its answer does not end our sending.
    const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    // Not events.once: it would reject with the write error that ends the last phase.
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let writeError: Error | null = null;
    socket.on('error', (error) => (writeError = error));
    const send = (bytes: Buffer) => new Promise<boolean>((resolve) => socket.write(bytes, (error) => resolve(!error)));
    const sendChunk = (bytes: Buffer) => send(Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]));
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    await send(
      Buffer.from(
        `POST /api/applications/${applicationId}/documents/${documentId}/file HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${client.cookieHeader}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      ),
    );
    await sendChunk(Buffer.from(head));
    const chunk = pdf(MB);
    // Send until the answer arrives (the limit is 20 MB; 40 MB is far past it).
    for (let sent = 0; sent < 40 && !answer.includes('\r\n\r\n'); sent++) await sendChunk(chunk);
    await vi.waitFor(() => expect(answer).toContain('\r\n\r\n'), { timeout: 10_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    // A client that has not read the answer yet goes on sending: the server still reads, no reset for now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sendChunk(chunk)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sendChunk(chunk)).toBe(true);
    expect(writeError).toBeNull();
    // A client that never stops is cut off: at most LINGER_BYTES more are read (plus what the kernels buffer).
    let afterAnswer = 2 * MB;
    while (!socket.destroyed && afterAnswer < 100 * MB) {
      if (!(await sendChunk(chunk))) break;
      afterAnswer += MB;
    }
    await closed;
    expect(afterAnswer).toBeLessThan(100 * MB);
    expect((await documentRow(documentId)).status).toBe('requested');
  });

  it('refuses an empty file (400) and a request without a file (400)', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const empty = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');
    const missing = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, null, { note: 'no file' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Attach the file in the field "file"');
    expect((await documentRow(documentId)).status).toBe('requested');
  });

  it('checks the type by content: a text file named .pdf and a PDF named .png are refused with 415', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const path = `/api/applications/${applicationId}/documents/${documentId}/file`;
    for (const file of [
      { name: 'statement.pdf', bytes: TEXT, type: 'application/pdf' },
      { name: 'statement.png', bytes: pdf(), type: 'image/png' },
      { name: 'photo.jpg', bytes: PNG, type: 'image/jpeg' },
      { name: 'notes.txt', bytes: TEXT, type: 'text/plain' },
    ]) {
      const res = await upload(client, path, file);
      expect({ name: file.name, status: res.status, body: res.body }).toEqual({ name: file.name, status: 415, body: { message: WRONG_TYPE, code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
    expect((await documentRow(documentId)).status).toBe('requested');
  });

  it('ignores a misleading Content-Type: a PDF sent as image/png is stored as application/pdf', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const res = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: 'statement.pdf', bytes: pdf(), type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.mimeType).toBe('application/pdf');
  });

  it('takes PNG and JPEG; a name without an extension gets the sniffed one', async () => {
    const png = await requestDocument(admin, applicationId, 'photo_id');
    expect((await upload(client, `/api/applications/${applicationId}/documents/${png}/file`, { name: 'licence', bytes: PNG })).body).toMatchObject({ mimeType: 'image/png', fileName: 'licence.png' });
    const jpeg = await requestDocument(admin, applicationId, 'voided_check');
    expect((await upload(client, `/api/applications/${applicationId}/documents/${jpeg}/file`, { name: 'check.JPEG', bytes: JPEG })).body).toMatchObject({ mimeType: 'image/jpeg', fileName: 'check.JPEG' });
  });

  it('keeps a UTF-8 file name as the browser sent it (raw UTF-8 in filename="…", as FormData writes it)', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const res = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: 'Résumé – März 2026.pdf', bytes: pdf() });
    expect(res.status).toBe(200);
    expect(res.body.fileName).toBe('Résumé – März 2026.pdf');
  });

  it('refuses a file that is not multipart/form-data with 415', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const res = await client.request('POST', `/api/applications/${applicationId}/documents/${documentId}/file`, { body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Send the file as multipart/form-data in the field "file"');
  });

  it('lets only the owning client or an admin upload: others get the same 404 as a missing document', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const path = `/api/applications/${applicationId}/documents/${documentId}/file`;
    for (const api of [new ApiClient(server.url), otherClient, lender]) {
      const res = await upload(api, path, { name: 'x.pdf', bytes: pdf() });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
      // Answered before the upload was read: the connection is closed rather than the file taken in.
      expect(res.headers.get('connection')).toBe('close');
    }
    expect((await upload(client, `/api/applications/${applicationId}/documents/999999/file`, { name: 'x.pdf', bytes: pdf() })).body).toEqual({ message: 'Document not found', code: 'NOT_FOUND' });
    const byAdmin = await upload(admin, path, { name: 'x.pdf', bytes: pdf() });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('connection')).not.toBe('close');
  });

  it('an uploaded document cannot be uploaded again until it is rejected (409); after the rejection it can', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const path = `/api/applications/${applicationId}/documents/${documentId}/file`;
    expect((await upload(client, path, { name: 'a.pdf', bytes: pdf() })).status).toBe(200);
    const again = await upload(client, path, { name: 'b.pdf', bytes: pdf(3000) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This document is already uploaded and waiting for review');

    const rejected = await admin.gql(REVIEW, { input: { id: documentId, decision: 'reject', rejectReason: 'The statement is cut off' } });
    expect(rejected.body.data.reviewDocument).toMatchObject({ status: 'rejected', rejectReason: 'The statement is cut off' });
    const reupload = await upload(client, path, { name: 'c.pdf', bytes: pdf(5000) });
    expect(reupload.body).toMatchObject({ status: 'uploaded', fileName: 'c.pdf', sizeBytes: 5000, rejectReason: null });
    // Both versions are kept; the document points at the newest.
    expect(await server.sql('select size_bytes from document_content where document_id = $1 order by id', [documentId])).toEqual([{ size_bytes: 2048 }, { size_bytes: 5000 }]);
  });

  it('the same requested document uploaded twice at once: one upload wins, the other is 409, one version stored', async () => {
    const documentId = await requestDocument(admin, applicationId);
    const path = `/api/applications/${applicationId}/documents/${documentId}/file`;
    const results = await Promise.all([upload(client, path, { name: 'one.pdf', bytes: pdf(3001) }), upload(client, path, { name: 'two.pdf', bytes: pdf(3002) })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.status === 200)!;
    const versions = await server.sql<{ id: number; size_bytes: number }>('select id, size_bytes from document_content where document_id = $1', [documentId]);
    expect(versions).toEqual([{ id: expect.any(Number), size_bytes: winner.body.sizeBytes }]);
    expect(await documentRow(documentId)).toMatchObject({ status: 'uploaded', current_content_id: versions[0]!.id, size_bytes: winner.body.sizeBytes });
    expect(await eventCount('document.uploaded', documentId)).toBe(1);
  });

  it('reviewing the same document twice at once: one review succeeds, the other is 409', async () => {
    const documentId = await requestDocument(admin, applicationId);
    expect((await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: 'a.pdf', bytes: pdf() })).status).toBe(200);
    const results = await Promise.all([
      admin.gql(REVIEW, { input: { id: documentId, decision: 'accept' } }),
      admin.gql(REVIEW, { input: { id: documentId, decision: 'reject', rejectReason: 'Blurry' } }),
    ]);
    const codes = results.map((res) => res.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const conflict = results.find((res) => res.body.errors)!;
    expect(conflict.body.errors[0].message).toBe('Only an uploaded document can be reviewed; this one is already accepted or rejected');
    const reviews = (await eventCount('document.accepted', documentId)) + (await eventCount('document.rejected', documentId));
    expect(reviews).toBe(1);
  });
});

describe('ad-hoc uploads', () => {
  it('the owner uploads a document of a given type; it arrives as uploaded', async () => {
    const res = await upload(client, `/api/applications/${applicationId}/documents`, { name: 'license.pdf', bytes: pdf() }, { docType: 'business_license' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ applicationId, docType: 'business_license', label: 'Business license', status: 'uploaded', infoRequestId: null });
  });

  it('refuses an unknown or missing docType (400) and other callers (404)', async () => {
    const bad = await upload(client, `/api/applications/${applicationId}/documents`, { name: 'x.pdf', bytes: pdf() }, { docType: 'selfie' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ docType: 'Document type must be one of: bank_statements, tax_return, photo_id, voided_check, business_license, other' });
    expect((await upload(client, `/api/applications/${applicationId}/documents`, { name: 'x.pdf', bytes: pdf() })).status).toBe(400);
    expect((await upload(otherClient, `/api/applications/${applicationId}/documents`, { name: 'x.pdf', bytes: pdf() }, { docType: 'other' })).status).toBe(404);
  });
});

describe('a withdrawn application', () => {
  it('takes no more uploads (409), requested or ad hoc', async () => {
    const withdrawnId = await clientApplication(client);
    const documentId = await requestDocument(admin, withdrawnId);
    const { version } = (await client.gql('query A($id: ID!) { application(id: $id) { version } }', { id: String(withdrawnId) })).body.data.application;
    const withdrawn = await client.gql('mutation W($id: ID!, $v: Int!) { withdrawApplication(id: $id, expectedVersion: $v, reason: "Found other funding") { workflowStatus } }', {
      id: String(withdrawnId),
      v: version,
    });
    expect(withdrawn.body.data.withdrawApplication.workflowStatus).toBe('withdrawn');
    for (const res of [
      await upload(client, `/api/applications/${withdrawnId}/documents/${documentId}/file`, { name: 'a.pdf', bytes: pdf() }),
      await upload(client, `/api/applications/${withdrawnId}/documents`, { name: 'a.pdf', bytes: pdf() }, { docType: 'other' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Cannot upload documents to a withdrawn application', code: 'CONFLICT' });
    }
    expect((await documentRow(documentId)).status).toBe('requested');
  });
});

describe('downloading', () => {
  let documentId: string;
  let bytes: Buffer;
  beforeAll(async () => {
    documentId = await requestDocument(admin, applicationId, 'tax_return');
    bytes = pdf(6000);
    const res = await upload(client, `/api/applications/${applicationId}/documents/${documentId}/file`, { name: '../Q3 <final>?|report.PDF', bytes });
    expect(res.status).toBe(200);
  });

  it('the owner and an admin get the bytes as an attachment with a safe name, the sniffed type and nosniff', async () => {
    for (const api of [client, admin]) {
      const response = await checkedFetch(`${server.url}/api/documents/${documentId}/download`, { headers: { cookie: api.cookieHeader } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const disposition = response.headers.get('content-disposition')!;
      expect(disposition).toBe('attachment; filename="Q3 _final___report.PDF"');
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), bytes)).toBe(0);
    }
  });

  it('anyone else gets the same 404 as a missing document, and nothing is audited for them', async () => {
    const before = await eventCount('document.downloaded', documentId);
    for (const api of [new ApiClient(server.url), otherClient, lender]) {
      const res = await api.get(`/api/documents/${documentId}/download`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Document not found', code: 'NOT_FOUND' });
    }
    for (const id of ['999999', 'abc', '-1']) expect((await client.get(`/api/documents/${id}/download`)).body).toEqual({ message: 'Document not found', code: 'NOT_FOUND' });
    expect(await eventCount('document.downloaded', documentId)).toBe(before);
  });

  it('a document without a file yet is 404 too', async () => {
    const requested = await requestDocument(admin, applicationId);
    expect((await client.get(`/api/documents/${requested}/download`)).status).toBe(404);
  });

  it('every download is audited (who, which document) and the chain still verifies', async () => {
    const before = await eventCount('document.downloaded', documentId);
    expect((await client.get(`/api/documents/${documentId}/download`)).status).toBe(200);
    const events = await server.sql<{ actor_name: string; action: string; summary: string }>(
      "select actor_name, action, summary from audit_event where entity_type = 'document' and entity_id = $1 and action = 'document.downloaded' order by seq",
      [documentId],
    );
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ actor_name: 'client', summary: expect.stringContaining(`document ${documentId}`) });
    const services = createServices(server.db.orm.em.fork(), server.config);
    expect(await services.audit.verifyAuditChain()).toMatchObject({ ok: true });
  });

  it('GraphQL lists documents (with their download path) for the owner and an admin only', async () => {
    for (const api of [client, admin]) {
      const res = await api.gql(DOCUMENTS, { applicationId: String(applicationId) });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.applicationDocuments).toContainEqual(
        expect.objectContaining({ id: documentId, docType: 'tax_return', status: 'uploaded', downloadPath: `/api/documents/${documentId}/download`, sha256: sha256(bytes) }),
      );
    }
    for (const api of [new ApiClient(server.url), otherClient, lender]) {
      const res = await api.gql(DOCUMENTS, { applicationId: String(applicationId) });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the three document routes with every status they answer', async () => {
    const doc = (await new ApiClient(server.url).get('/api/openapi.json')).body;
    const fileUpload = doc.paths['/api/applications/{id}/documents/{documentId}/file'].post;
    const adHoc = doc.paths['/api/applications/{id}/documents'].post;
    const download = doc.paths['/api/documents/{id}/download'].get;
    expect(Object.keys(fileUpload.responses).sort()).toEqual(['200', '400', '403', '404', '409', '413', '415', '500', '503']);
    expect(Object.keys(adHoc.responses).sort()).toEqual(['201', '400', '403', '404', '409', '413', '415', '500', '503']);
    expect(Object.keys(download.responses).sort()).toEqual(['200', '400', '404', '500', '503']);
    expect(Object.keys(fileUpload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

async function count(table: string): Promise<number> {
  return (await server.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
}

async function documentRow(id: string): Promise<Record<string, unknown>> {
  const [row] = await server.sql('select * from document where id = $1', [id]);
  return row!;
}

async function eventCount(action: string, documentId: string): Promise<number> {
  const [row] = await server.sql<{ n: number }>("select count(*)::int as n from audit_event where entity_type = 'document' and entity_id = $1 and action = $2", [
    String(documentId),
    action,
  ]);
  return row!.n;
}
