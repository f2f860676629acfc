import type { ModuleManifest } from '../module.js';
import { DocumentContent } from './document-content.entity.js';
import { Document } from './document.entity.js';
import { DocumentService } from './document.service.js';
import { DocumentsResolver } from './documents.resolver.js';
import { InfoRequest } from './info-request.entity.js';
import { remindOpenInfoRequests } from './info-request-reminders.job.js';
import { InfoRequestService } from './info-request.service.js';

declare module '../module.js' {
  interface Services {
    documents: DocumentService;
    infoRequests: InfoRequestService;
  }
}

export const documentsModule: ModuleManifest = {
  name: 'documents',
  entities: [Document, DocumentContent, InfoRequest],
  resolvers: [DocumentsResolver],
  services: {
    documents: ({ em, services }) => new DocumentService(em, services.audit, services.applications),
    infoRequests: ({ em, config, services }) => new InfoRequestService(em, services.audit, services.applications, config),
  },
  jobs: [remindOpenInfoRequests],
};
