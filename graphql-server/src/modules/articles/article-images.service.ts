import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../../shared/errors.js';
import { Role } from '../users/user.entity.js';
import { ArticleImage } from './article.entity.js';
import { imageUrl } from './article-store.js';

/** R16: covers are JPEG, PNG or WebP (by content), at most 2 MB. */
export const MAX_ARTICLE_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images can be at most 2 MB';
export const IMAGE_UNSUPPORTED = 'Upload a JPEG, PNG or WebP image';
export const IMAGE_NOT_FOUND = 'Image not found';
/** The widths the public GET serves (`?w=`); none: the original. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const ACCEPTED: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Decompression bombs: at most 40 megapixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  id: number;
  url: string;
  width: number;
  height: number;
  mime: string;
}

export interface ServedImage {
  bytes: Buffer;
  mime: string;
  etag: string;
}

/**
 * Resized variants, per process. Images never change once stored (an id is one picture forever), so a variant cached
 * on one instance is what any other instance would compute: correct across instances.
 */
class VariantCache {
  private readonly entries = new Map<string, ServedImage>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): ServedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: ServedImage): void {
    if (value.bytes.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }
}

const variants = new VariantCache(64 * 1024 * 1024);

/** R16 cover and social images: checked by content, stored in PostgreSQL, served resized. */
export class ArticleImagesService {
  constructor(private readonly em: EntityManager) {}

  /** Admins only (401 signed out, 403 others): checked before the upload's body is read. */
  assertCanUpload(caller: Caller): void {
    requireRole(caller, [Role.admin]);
  }

  async store(file: { bytes: Buffer }, caller: Caller): Promise<StoredImage> {
    const admin = requireRole(caller, [Role.admin]);
    const { bytes } = file;
    if (bytes.length > MAX_ARTICLE_IMAGE_BYTES) throw new PayloadTooLargeError(IMAGE_TOO_LARGE);
    if (bytes.length === 0) throw new ValidationError(IMAGE_UNSUPPORTED, { file: IMAGE_UNSUPPORTED });
    const sniffed = await fileTypeFromBuffer(bytes);
    const mime = sniffed ? ACCEPTED[sniffed.ext] : undefined;
    if (!mime) throw new ValidationError(IMAGE_UNSUPPORTED, { file: IMAGE_UNSUPPORTED });
    let width: number | undefined;
    let height: number | undefined;
    try {
      const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      width = metadata.width;
      height = metadata.height;
      // Decode it once: a truncated or corrupt file is refused now, not when it is first served.
      await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width: 16 }).toBuffer();
    } catch {
      throw new ValidationError(IMAGE_UNSUPPORTED, { file: IMAGE_UNSUPPORTED });
    }
    if (!width || !height) throw new ValidationError(IMAGE_UNSUPPORTED, { file: IMAGE_UNSUPPORTED });
    const image = this.em.create(ArticleImage, {
      data: bytes,
      mime,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width,
      height,
      createdBy: admin.id,
    });
    await this.em.flush();
    return { id: image.id, url: imageUrl(image.id)!, width, height, mime };
  }

  /** The image (public: covers show on the public brief), at a width of 400, 800 or 1200 or as stored. */
  async serve(id: unknown, width: ImageWidth | null): Promise<ServedImage> {
    const imageId = typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(imageId) || imageId < 1 || imageId > 2_147_483_647) throw new NotFoundError(IMAGE_NOT_FOUND);
    const key = `${imageId}:${width ?? 'original'}`;
    const cached = variants.get(key);
    if (cached) return cached;
    const [row] = await this.em.execute<{ data: Buffer; mime: string; sha256: string; width: number }[]>('select data, mime, sha256, width from article_image where id = ?', [imageId]);
    if (!row) throw new NotFoundError(IMAGE_NOT_FOUND);
    let served: ServedImage;
    if (width === null || width >= row.width) {
      served = { bytes: row.data, mime: row.mime, etag: `"${row.sha256.slice(0, 32)}"` };
    } else {
      const pipeline = sharp(row.data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
      const bytes = await (row.mime === 'image/png' ? pipeline.png() : row.mime === 'image/webp' ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
      served = { bytes, mime: row.mime, etag: `"${row.sha256.slice(0, 24)}-w${width}"` };
    }
    variants.set(key, served);
    return served;
  }
}
