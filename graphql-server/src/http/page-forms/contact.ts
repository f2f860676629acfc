import type { ContactMessageInput } from '../../modules/contact/contact.schemas.js';
import { readForm, seeOther, type FormHandler } from './form-post.js';

const FIELDS = ['name', 'email', 'phone', 'company', 'topic', 'message'] as const;

/** Where a sent message lands: the contact page, saying it was sent (web/src/routes/support/contact.tsx reads `sent`). */
export const CONTACT_SENT_PATH = '/support/contact?sent=1';

/** /support/contact's form: the contact service as GraphQL and REST call it (its rules, its throttle). */
export const contactForm: FormHandler = async (req, res, refusal) => {
  const posted = readForm(req, FIELDS, refusal);
  const input = Object.fromEntries(FIELDS.map((field) => [field, posted[field] ?? ''])) as ContactMessageInput;
  await req.state.services.contact.send(input, req.state.client);
  seeOther(req, res, CONTACT_SENT_PATH);
};
