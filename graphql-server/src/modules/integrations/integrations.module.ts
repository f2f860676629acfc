import type { ModuleManifest } from '../module.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { IntegrationService } from './integration.service.js';
import { purgeIdempotencyKeys } from './purge-idempotency-keys.job.js';

declare module '../module.js' {
  interface Services {
    integrations: IntegrationService;
  }
}

export const integrationsModule: ModuleManifest = {
  name: 'integrations',
  entities: [IdempotencyKey],
  services: { integrations: ({ config }) => new IntegrationService(config.integration) },
  jobs: [purgeIdempotencyKeys],
};
