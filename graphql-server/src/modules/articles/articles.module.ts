import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolvers' decorators need.
import { Article, ArticleImage, ArticleRevision } from './article.entity.js';
import { ArticleEditingService } from './article-editing.service.js';
import { ArticleImagesService } from './article-images.service.js';
import { previewKey } from './article-preview-token.js';
import { ArticlePreviewService } from './article-preview.service.js';
import { ArticlePublishingService } from './article-publishing.service.js';
import { ArticleQueriesService } from './article-queries.service.js';
import { ArticleAdminResolver } from './articles-admin.resolver.js';
import { ArticleResolver } from './articles.resolver.js';
import { ArticleService } from './articles.service.js';
import { publishDueArticlesJob } from './publish-due.job.js';

declare module '../module.js' {
  interface Services {
    articles: ArticleService;
    articleEditing: ArticleEditingService;
    articlePublishing: ArticlePublishingService;
    articleQueries: ArticleQueriesService;
    articleImages: ArticleImagesService;
    articlePreview: ArticlePreviewService;
  }
}

/** The NetFund Brief and its CMS (BACKOFFICE R15–R18). */
export const articlesModule: ModuleManifest = {
  name: 'articles',
  entities: [Article, ArticleImage, ArticleRevision],
  resolvers: [ArticleResolver, ArticleAdminResolver],
  services: {
    articles: ({ em }) => new ArticleService(em),
    articleEditing: ({ em, services }) => new ArticleEditingService(em, services.audit),
    articlePublishing: ({ em, services }) => new ArticlePublishingService(em, services.audit, services.articleEditing),
    articleQueries: ({ em }) => new ArticleQueriesService(em),
    articleImages: ({ em }) => new ArticleImagesService(em),
    articlePreview: ({ em, config }) => new ArticlePreviewService(em, previewKey(config.accountSecurity.totpEncryptionKey)),
  },
  jobs: [publishDueArticlesJob],
};
