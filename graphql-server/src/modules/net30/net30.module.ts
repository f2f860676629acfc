import type { ModuleManifest } from '../module.js';
import { Net30Account } from './net30-account.entity.js';
import { Net30Fee } from './net30-fee.entity.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { Net30Payment } from './net30-payment.entity.js';
import { Net30Reminder } from './net30-reminder.entity.js';
import { Net30Settings } from './net30-settings.entity.js';
import { Net30Statement } from './net30-statement.entity.js';

/** Net30 trade accounts (R19, R24–R26; §3.1, §3.5, invariant 10): accounts, invoices, payments, fees, statements. */
export const net30Module: ModuleManifest = {
  name: 'net30',
  entities: [Net30Account, Net30Invoice, Net30Payment, Net30Fee, Net30Reminder, Net30Statement, Net30Settings],
};
