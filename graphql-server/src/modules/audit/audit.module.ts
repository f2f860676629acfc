import type { ModuleManifest } from '../module.js';
import { AuditEvent } from './audit-event.entity.js';
import { AuditResolver } from './audit.resolver.js';
import { AuditService } from './audit.service.js';
import { verifyAuditChain } from './verify-audit-chain.job.js';

declare module '../module.js' {
  interface Services {
    audit: AuditService;
  }
}

export const auditModule: ModuleManifest = {
  name: 'audit',
  entities: [AuditEvent],
  resolvers: [AuditResolver],
  services: { audit: ({ em, requestId }) => new AuditService(em, requestId) },
  jobs: [verifyAuditChain],
};
