import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import { Feed } from 'feed';
import { coverUrlOf } from '../modules/articles/article-store.js';
import { ArticleService } from '../modules/articles/articles.service.js';

export const BRIEF_PATH = '/the-netfund-brief';
export const RSS_PATH = `${BRIEF_PATH}/rss.xml`;
export const ATOM_PATH = `${BRIEF_PATH}/atom.xml`;
const BRIEF_TITLE = 'The NetFund Brief';
const BRIEF_DESCRIPTION = 'Plain-English guides to small-business funding, business credit and cash flow from NetFund.';
/** Articles in a feed. */
const FEED_SIZE = 20;

/** The `<link rel="alternate">` tags of the brief's pages (feed autodiscovery). */
export function feedAutodiscoveryLinks(origin: string): string[] {
  return [
    `<link rel="alternate" type="application/rss+xml" title="${BRIEF_TITLE} (RSS)" href="${origin}${RSS_PATH}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${BRIEF_TITLE} (Atom)" href="${origin}${ATOM_PATH}" />`,
  ];
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * RSS 2.0 and Atom feeds of the brief: the newest published articles, read from the database on every request (no
 * cache on any instance, so a publish or unpublish shows at once; clients may revalidate after a minute).
 */
export function briefFeedRoutes(orm: MikroORM): Router {
  const router = Router();

  async function build(req: Request): Promise<Feed> {
    const base = origin(req);
    const articles = await new ArticleService(orm.em.fork()).latestPublished(FEED_SIZE);
    const feed = new Feed({
      title: BRIEF_TITLE,
      description: BRIEF_DESCRIPTION,
      id: `${base}${BRIEF_PATH}`,
      link: `${base}${BRIEF_PATH}`,
      language: 'en',
      updated: articles.reduce<Date>((latest, article) => (article.updatedAt > latest ? article.updatedAt : latest), new Date(0)),
      feedLinks: { rss: `${base}${RSS_PATH}`, atom: `${base}${ATOM_PATH}` },
      copyright: `© NetFund`,
    });
    for (const article of articles) {
      const link = `${base}${BRIEF_PATH}/${article.slug}`;
      const cover = coverUrlOf(article);
      feed.addItem({
        title: article.title,
        id: link,
        link,
        description: article.metaDescription ?? article.excerpt,
        date: article.publishedAt ?? article.updatedAt,
        published: article.publishedAt ?? undefined,
        author: [{ name: article.authorName }],
        category: [article.category, ...article.tags].map((name) => ({ name })),
        ...(cover ? { image: /^https:\/\//.test(cover) ? cover : `${base}${cover}` } : {}),
      });
    }
    return feed;
  }

  router.get(RSS_PATH, async (req, res, next) => {
    try {
      const xml = (await build(req)).rss2();
      res.setHeader('Cache-Control', 'public, max-age=60, must-revalidate');
      res.type('application/rss+xml; charset=utf-8').send(xml);
    } catch (error) {
      next(error);
    }
  });

  router.get(ATOM_PATH, async (req, res, next) => {
    try {
      const xml = (await build(req)).atom1();
      res.setHeader('Cache-Control', 'public, max-age=60, must-revalidate');
      res.type('application/atom+xml; charset=utf-8').send(xml);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
