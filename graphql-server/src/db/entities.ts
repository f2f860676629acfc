import { ApplicationStatusChange } from '../modules/applications/application-status-change.entity.js';
import { Application } from '../modules/applications/application.entity.js';
import { IdempotencyKey } from '../modules/integrations/idempotency-key.entity.js';
import { LoginThrottle } from '../modules/auth/login-throttle.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { DeviceToken } from '../modules/auth/device-token.entity.js';
import { User } from '../modules/users/user.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { FormThrottle } from '../modules/contact/form-throttle.entity.js';
import { CreditApplication } from '../modules/credit-applications/credit-application.entity.js';
import { Article } from '../modules/articles/article.entity.js';
import { NetbuilderCheckout } from '../modules/netbuilder/netbuilder-checkout.entity.js';
import { NetbuilderReport } from '../modules/netbuilder/netbuilder-report.entity.js';
import { NetbuilderSubscription } from '../modules/netbuilder/netbuilder-subscription.entity.js';
import { ProcessedWebhookEvent } from '../modules/payments/processed-webhook-event.entity.js';
import { EmailMessage } from '../modules/email/email-message.entity.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';

/** Every entity, listed once: discovery by folder scan breaks between `tsc` output and vitest. */
export const entities = [User, Session, DeviceToken, LoginThrottle, Application, ApplicationStatusChange, IdempotencyKey, ContactMessage, FormThrottle, CreditApplication, Article, NetbuilderSubscription, NetbuilderCheckout, NetbuilderReport, ProcessedWebhookEvent, EmailMessage, AuditEvent];
