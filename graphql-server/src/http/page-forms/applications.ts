import type { WebPages } from '../web-app.js';
import { readForm, seeOther, type FormHandler } from './form-post.js';

/*
 * The NetBuilder and Net30 application forms, through the services GraphQL and REST call (their rules, the form
 * quota, the audit record and the e-mails). A success lands on the form's page showing the receipt, as the app does
 * after its own submit (web/src/routes/business-credit-builder/apply.tsx and net30/apply.tsx read the search).
 */

const BUSINESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'businessName',
  'entityType',
  'ein',
  'businessStartYear',
  'annualRevenue',
  'state',
  'website',
  'agreeToTerms',
] as const;

/** Net30's optional trade references, as the form names them (`tradeReferences.0.company`), at most 3. */
const REFERENCE_FIELDS = ['company', 'contact', 'phoneOrEmail'] as const;
const REFERENCE_SLOTS = [0, 1, 2];
const TRADE_REFERENCE_FIELDS = REFERENCE_SLOTS.flatMap((index) =>
  REFERENCE_FIELDS.map((field) => `tradeReferences.${index}.${field}`),
);

/** The business part as the services read it: the text as typed, the consent checkbox as the boolean it stands for. */
function businessInput(posted: Partial<Record<string, string>>) {
  const input: Record<string, unknown> = Object.fromEntries(
    BUSINESS_FIELDS.map((field) => [field, posted[field] ?? '']),
  );
  // A checked checkbox is sent (as "on"); an unchecked one is not sent at all.
  input.agreeToTerms = posted.agreeToTerms !== undefined;
  return input;
}

export const netBuilderForm: FormHandler = async (req, res, refusal) => {
  const posted = readForm(req, [...BUSINESS_FIELDS, 'plan'], refusal);
  const application = await req.state.services.creditApplications.applyForNetBuilder(
    { ...businessInput(posted), plan: posted.plan ?? '' },
    req.state.client,
  );
  const receipt = new URLSearchParams({
    reference: application.reference,
    ...(application.plan ? { plan: application.plan } : {}),
  });
  seeOther(req, res, `/business-credit-builder/apply?${receipt}`);
};

export function net30Form(pages: WebPages): FormHandler {
  return async (req, res, refusal) => {
    const posted: Partial<Record<string, string>> = readForm(
      req,
      [
        ...BUSINESS_FIELDS,
        'requestedLimit',
        'duns',
        'intendedUse',
        ...TRADE_REFERENCE_FIELDS,
        'addReference',
        'removeReference',
      ],
      refusal,
    );
    const tradeReferences = REFERENCE_SLOTS.filter((index) =>
      REFERENCE_FIELDS.some((field) => posted[`tradeReferences.${index}.${field}`] !== undefined),
    ).map((index) =>
      Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, posted[`tradeReferences.${index}.${field}`] ?? ''])),
    );
    if (posted.addReference !== undefined || posted.removeReference !== undefined) {
      // "Add a trade reference" / "Remove reference N" before the app runs: the same form, with the rows changed.
      const rows =
        posted.addReference !== undefined
          ? [...tradeReferences, { company: '', contact: '', phoneOrEmail: '' }].slice(0, REFERENCE_SLOTS.length)
          : tradeReferences.filter((_row, index) => String(index) !== posted.removeReference);
      const values = Object.fromEntries(
        Object.entries(refusal.values).filter(
          ([field]) => !field.startsWith('tradeReferences.') && field !== 'addReference' && field !== 'removeReference',
        ),
      );
      rows.forEach((row, index) => {
        for (const field of REFERENCE_FIELDS) values[`tradeReferences.${index}.${field}`] = row[field] ?? '';
      });
      await pages.sendPage(req, res, { submission: { form: 'net30', values, fieldErrors: {} }, status: 200 });
      return;
    }
    const { application, claimPath } = await req.state.services.net30Applications.apply(
      {
        ...businessInput(posted),
        requestedLimit: posted.requestedLimit ?? '',
        duns: posted.duns ?? '',
        intendedUse: posted.intendedUse ?? '',
        tradeReferences,
      },
      req.state.caller,
      req.state.client,
    );
    // Signed out, the claim link's token comes along (once, as the app shows it); `token` is redacted in the access log.
    const token = claimPath ? new URL(claimPath, 'http://claim.invalid').searchParams.get('token') : null;
    const receipt = new URLSearchParams({ reference: application.reference, ...(token ? { token } : {}) });
    seeOther(req, res, `/net30/apply?${receipt}`);
  };
}
