import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolvers' decorators need.
import { Net30Account } from './net30-account.entity.js';
import { Net30Fee } from './net30-fee.entity.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { Net30Payment } from './net30-payment.entity.js';
import { Net30Reminder } from './net30-reminder.entity.js';
import { Net30Settings } from './net30-settings.entity.js';
import { Net30Statement } from './net30-statement.entity.js';
import { Net30AccountService } from './net30-accounts.service.js';
import { Net30ClockService } from './net30-clock.service.js';
import { Net30InvoiceService } from './net30-invoices.service.js';
import { net30NetbuilderHandler } from './net30-netbuilder.js';
import { net30PaymentHandler } from './net30-payment-handlers.js';
import { Net30PaymentService } from './net30-payments.service.js';
import { Net30SettingsService } from './net30-settings.service.js';
import { Net30Resolver } from './net30.resolver.js';
import { NET30_JOBS } from './jobs/net30-job-list.js';
import { Net30StatementsResolver } from './statements/net30-statements.resolver.js';
import { Net30StatementService } from './statements/net30-statements.service.js';

declare module '../module.js' {
  interface Services {
    net30Accounts: Net30AccountService;
    net30Invoices: Net30InvoiceService;
    net30Payments: Net30PaymentService;
    net30Settings: Net30SettingsService;
    net30Clock: Net30ClockService;
    net30Statements: Net30StatementService;
  }
}

/** Net30 trade accounts (R19, R24–R26; §3.1, §3.5, invariant 10): accounts, invoices, payments, fees, statements. */
export const net30Module: ModuleManifest = {
  name: 'net30',
  entities: [Net30Account, Net30Invoice, Net30Payment, Net30Fee, Net30Reminder, Net30Statement, Net30Settings],
  resolvers: [Net30Resolver, Net30StatementsResolver],
  services: {
    net30Accounts: ({ em, services }) => new Net30AccountService(em, services.audit),
    net30Invoices: ({ em, config, services }) => new Net30InvoiceService(em, config, services.audit, services.net30Accounts),
    net30Payments: ({ em, config, services }) => new Net30PaymentService(em, config, services.audit, services.paymentProvider),
    net30Settings: ({ em, services }) => new Net30SettingsService(em, services.audit),
    net30Clock: ({ em, config, services }) => new Net30ClockService(em, config, services.audit, services.net30Accounts),
    net30Statements: ({ em }) => new Net30StatementService(em),
  },
  jobs: NET30_JOBS,
  paymentEventHandlers: (services) => [net30PaymentHandler(services.audit), net30NetbuilderHandler(services.audit)],
};
