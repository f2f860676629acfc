import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkedFetch } from '../support/openapi-contract.js';

/** Issue 13 item 2: cover images — sniffed by content, at most 2 MB, stored in PostgreSQL, served resized and cached. */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server.url, 'admin');
});
afterAll(() => server?.stop());

async function upload(as: ApiClient | null, bytes: Buffer, fileName: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await checkedFetch(`${server.url}/api/admin/article-images`, { method: 'POST', body: form, headers: as ? { cookie: as.cookieHeader } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const png = (width = 1200, height = 630) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();

describe('article images', () => {
  it('takes a PNG named .jpg as a PNG, stores it with its size and sha256, and serves it resized with a year of caching', async () => {
    const res = await upload(admin, await png(), 'cover.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), url: `/api/article-images/${res.body.id}`, width: 1200, height: 630 });
    const [row] = await server.sql<{ mime: string; width: number; sha256: string; created_by: number }>('select mime, width, sha256, created_by from article_image where id = $1', [res.body.id]);
    expect(row).toMatchObject({ mime: 'image/png', width: 1200 });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

    const original = await checkedFetch(`${server.url}${res.body.url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = original.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const small = await checkedFetch(`${server.url}${res.body.url}?w=400`);
    expect(small.status).toBe(200);
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 400, height: 210, format: 'png' });
    expect(small.headers.get('etag')).not.toBe(etag);
    expect((await checkedFetch(`${server.url}${res.body.url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await checkedFetch(`${server.url}${res.body.url}?w=333`)).status).toBe(400);
    expect((await checkedFetch(`${server.url}/api/article-images/999999`)).status).toBe(404);
  });

  it('takes JPEG and WebP; refuses a text file named .png and a truncated image with 400', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).jpeg().toBuffer();
    expect((await upload(admin, jpeg, 'a.jpeg')).status).toBe(201);
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).webp().toBuffer();
    expect((await upload(admin, webp, 'a.webp')).status).toBe(201);
    const text = await upload(admin, Buffer.from('just some text, not an image'), 'cover.png', 'image/png');
    expect(text).toEqual({ status: 400, body: expect.objectContaining({ message: 'Upload a JPEG, PNG or WebP image' }) });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(admin, gif, 'a.gif')).status).toBe(400);
    const truncated = (await png(200, 200)).subarray(0, 60);
    expect((await upload(admin, truncated, 'broken.png')).status).toBe(400);
  });

  it('refuses more than 2 MB with 413 and stores nothing', async () => {
    const before = (await server.sql<{ n: string }>('select count(*) as n from article_image'))[0]!.n;
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(admin, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Images can be at most 2 MB');
    expect((await server.sql<{ n: string }>('select count(*) as n from article_image'))[0]!.n).toBe(before);
  });

  it('is for admins only: 401 signed out, 403 for a client', async () => {
    expect((await upload(null, await png(), 'a.png')).status).toBe(401);
    expect((await upload(await signedInClient(server.url, 'client'), await png(), 'a.png')).status).toBe(403);
  });

  it('both routes are in the OpenAPI document with every status they answer', async () => {
    const doc = (await new ApiClient(server.url).get('/api/openapi.json')).body;
    const post = doc.paths['/api/admin/article-images'].post;
    const get = doc.paths['/api/article-images/{id}'].get;
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415', '500', '503']);
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(get.responses).sort()).toEqual(['200', '304', '400', '404', '500', '503']);
  });
});
