import type { StaffApplicationDraftFormQuery } from '../api/staff-application.generated';
import { EMPTY_FORM, type StaffApplicationFormValues } from './schema';

export type SavedDraft = StaffApplicationDraftFormQuery['adminApplication'];

/**
 * The contact's name, stored joined ("Mina Okafor"), as the form's two fields: the first word is the first name,
 * the rest the last name (so "Juan de la Cruz" keeps "de la Cruz" together). One word leaves the last name empty
 * for the staff member to fill in.
 */
export function splitContactName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A stored code the form offers, or empty (the select shows "Choose…" and the check asks for one). */
const code = (value: string | null | undefined, fallback = '') => value ?? fallback;

/**
 * A saved draft as the form's values. The EIN field starts empty: only its last 4 digits are stored, and an empty
 * EIN on an update keeps them (the form says which ones are on file).
 */
export function draftFormValues(draft: SavedDraft): StaffApplicationFormValues {
  const { business } = draft;
  const contact = splitContactName(draft.contactName);
  return {
    ...EMPTY_FORM,
    clientMode: draft.owner ? 'existing' : 'new',
    clientUserId: draft.owner?.id ?? '',
    legalName: business.legalName,
    dba: text(business.dba),
    contactFirstName: contact.first,
    contactLastName: contact.last,
    email: draft.ownerEmail,
    phone: draft.phone,
    entityType: code(business.entityType),
    ein: '',
    naicsCode: text(business.naicsCode),
    industry: business.industry,
    state: business.state,
    startedMonth: business.startedOn ? business.startedOn.slice(0, 7) : '',
    monthlyRevenue: text(business.monthlyRevenue),
    revenueSource: code(business.revenueSource, 'self'),
    fico: text(business.fico),
    ficoSource: code(business.ficoSource, 'self'),
    ficoAsOf: text(business.ficoAsOf),
    openPositions: text(business.openPositions),
    product: draft.product,
    requestedAmount: text(draft.requestedAmount),
    useOfFunds: code(draft.useOfFunds),
    useOfFundsNote: text(draft.useOfFundsNote),
  };
}

/** Why this application cannot be continued on R12 (the server's own sentence for a non-staff draft), or null. */
export function notContinuable(draft: SavedDraft): string | null {
  if (draft.workflowStatus !== 'draft') return `${draft.number ?? 'This application'} is no longer a draft: it was submitted. Continue in its workspace.`;
  if (draft.source !== 'admin') return 'Only a draft entered by staff can be edited here';
  return null;
}
