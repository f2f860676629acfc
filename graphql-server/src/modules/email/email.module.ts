import type { ModuleManifest } from '../module.js';
import { deliverEmail } from './deliver-email.job.js';
import { EmailMessage } from './email-message.entity.js';
import { EmailResolver } from './email.resolver.js';
import { EmailService } from './email.service.js';

declare module '../module.js' {
  interface Services {
    email: EmailService;
  }
}

export const emailModule: ModuleManifest = {
  name: 'email',
  entities: [EmailMessage],
  resolvers: [EmailResolver],
  services: { email: ({ em, config }) => new EmailService(em, config) },
  jobs: [deliverEmail],
};
