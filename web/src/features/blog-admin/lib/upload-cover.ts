import { parseJson, serverMessage, UPLOAD_FAILED } from '../../applications/lib/upload-document';

export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** R16 cover image: `POST /api/admin/article-images`, multipart field `file`; rejects with the server's message (400/413). */
export async function uploadArticleImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/admin/article-images', { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const body = parseJson(await response.text());
  if (!response.ok || !body || typeof body !== 'object') throw new Error(serverMessage(response.status, body));
  const image = body as { id: string | number; url: string; width: number; height: number };
  return { id: String(image.id), url: image.url, width: image.width, height: image.height };
}
