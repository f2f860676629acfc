import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { parseInput } from '../../shared/validation.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactMessageSchema, type ContactMessageInput } from './contact.schemas.js';
import { storeWithinQuota } from './form-throttle.js';

export const CONTACT_RATE_LIMITED = 'You have sent several messages in a short time.';

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'formThrottle'>,
  ) {}

  /**
   * Stores a message from the contact form. Invalid input is refused before anything is counted or stored;
   * past the limit per address or per e-mail the message is refused (429) and nothing is stored. A message that
   * cannot be stored does not count.
   */
  async send(input: ContactMessageInput, client: ClientInfo): Promise<ContactMessage> {
    const data = parseInput(contactMessageSchema, input);
    const limits = this.config.formThrottle;
    return storeWithinQuota(
      this.em,
      limits,
      [
        { key: `contact:ip:${client.ip ?? 'unknown'}`, max: limits.maxPerIp },
        { key: `contact:email:${data.email}`, max: limits.maxPerEmail },
      ],
      CONTACT_RATE_LIMITED,
      async (em) =>
        em.create(ContactMessage, {
          ...data,
          ip: client.ip?.slice(0, 64) ?? null,
          userAgent: client.userAgent?.slice(0, 512) ?? null,
        }),
      client.quotas,
    );
  }
}
