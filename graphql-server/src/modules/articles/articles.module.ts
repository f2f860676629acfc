import type { ModuleManifest } from '../module.js';
import { Article } from './article.entity.js';
import { ArticleResolver } from './articles.resolver.js';
import { ArticleService } from './articles.service.js';

declare module '../module.js' {
  interface Services {
    articles: ArticleService;
  }
}

export const articlesModule: ModuleManifest = {
  name: 'articles',
  entities: [Article],
  resolvers: [ArticleResolver],
  services: { articles: ({ em }) => new ArticleService(em) },
};
