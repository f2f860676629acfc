import type { ModuleManifest } from '../module.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';
import { FormThrottle } from './form-throttle.entity.js';

declare module '../module.js' {
  interface Services {
    contact: ContactService;
  }
}

export const contactModule: ModuleManifest = {
  name: 'contact',
  entities: [ContactMessage, FormThrottle],
  resolvers: [ContactResolver],
  services: { contact: ({ em, config }) => new ContactService(em, config) },
};
