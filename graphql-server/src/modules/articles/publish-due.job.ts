import type { JobDefinition } from '../module.js';
import { PUBLISH_DUE_JOB } from './article-publishing.service.js';

/** Every minute: due scheduled articles are published, each exactly once across instances (R16). */
export const publishDueArticlesJob: JobDefinition = {
  name: PUBLISH_DUE_JOB,
  cron: '* * * * *',
  async run({ services }) {
    const published = await services.articlePublishing.publishDue();
    return published > 0 ? { published } : undefined;
  },
};
