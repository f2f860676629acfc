import { describe, expect, it } from 'vitest';
import { initOrm } from '../../graphql-server/src/db/orm.js';
import { createTestDatabase } from '../support/server.js';

/** Issue 13 item 1: the landed articles survive the CMS migration with the status their publishedAt meant. */
describe('the migration of landed articles', () => {
  it('past publishedAt → published, future → scheduled for that time, none → draft; the CHECKs hold', async () => {
    const database = await createTestDatabase();
    const orm = await initOrm(database.url.toString());
    try {
      await orm.migrator.up({ to: 'Migration20261126020000_furnishing_corrections' });
      const sql = (text: string, params: unknown[] = []): Promise<any[]> => orm.em.getConnection().execute(text, params);
      const landed = [
        ['landed-past', '2026-01-02T10:00:00Z'],
        ['landed-future', '2099-01-02T10:00:00Z'],
        ['landed-draft', null],
      ] as const;
      for (const [slug, publishedAt] of landed) {
        await sql(
          `insert into articles (slug, title, excerpt, body, category, author_name, cover_image_url, cover_alt, reading_minutes, published_at, created_at, updated_at)
           values (?, ?, 'Excerpt', 'Body', 'News', 'Maya', '/images/brief/x.svg', 'Alt', 1, ?, now(), now())`,
          [slug, `Title of ${slug}`, publishedAt],
        );
      }

      await orm.migrator.up();

      const rows = await sql(
        `select slug, status, published_at, publish_at, first_published_at, version, tags, noindex, cover_image_url, cover_alt from articles order by id`,
      );
      expect(rows.map((row) => [row.slug, row.status])).toEqual([
        ['landed-past', 'published'],
        ['landed-future', 'scheduled'],
        ['landed-draft', 'draft'],
      ]);
      const [past, future, draft] = rows;
      expect(new Date(past.published_at).toISOString()).toBe('2026-01-02T10:00:00.000Z');
      expect(new Date(past.first_published_at).toISOString()).toBe('2026-01-02T10:00:00.000Z');
      expect(future.published_at).toBeNull();
      expect(new Date(future.publish_at).toISOString()).toBe('2099-01-02T10:00:00.000Z');
      expect(draft).toMatchObject({ published_at: null, publish_at: null, first_published_at: null });
      expect(past).toMatchObject({ version: 1, tags: [], noindex: false, cover_image_url: '/images/brief/x.svg', cover_alt: 'Alt' });

      await expect(sql(`update articles set status = 'published', published_at = null where slug = 'landed-draft'`)).rejects.toThrow(/articles_published_has_time/);
      await expect(sql(`update articles set status = 'scheduled', publish_at = null where slug = 'landed-draft'`)).rejects.toThrow(/articles_scheduled_has_time/);
      await expect(sql(`update articles set status = 'gone' where slug = 'landed-draft'`)).rejects.toThrow(/check/i);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
