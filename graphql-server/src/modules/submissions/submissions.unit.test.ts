import { describe, expect, it } from 'vitest';
import { shareTransition, WorkflowStatus } from '../applications/application-workflow.js';
import { accessLogText, typicalPricingText } from './submission-views.service.js';

describe('sharing moves the application (BACKOFFICE §3.2)', () => {
  it('takes in_review to matched, keeps matched and offered, refuses every other status with a sentence', () => {
    expect(shareTransition(WorkflowStatus.in_review)).toEqual({ ok: true, to: WorkflowStatus.matched });
    expect(shareTransition(WorkflowStatus.matched)).toEqual({ ok: true, to: WorkflowStatus.matched });
    expect(shareTransition(WorkflowStatus.offered)).toEqual({ ok: true, to: WorkflowStatus.offered });
    for (const status of [WorkflowStatus.draft, WorkflowStatus.submitted, WorkflowStatus.accepted, WorkflowStatus.funded, WorkflowStatus.declined, WorkflowStatus.closed, WorkflowStatus.withdrawn]) {
      expect(shareTransition(status)).toMatchObject({ ok: false, reason: expect.stringMatching(/^Cannot share .+ with lenders: only an application in review, matched or offered can be shared$/) });
    }
  });
});

describe("the client's panel texts (R22)", () => {
  it('writes the access log line in platform time, as R22 shows it', () => {
    const at = new Date('2026-11-03T15:14:00Z');
    expect(accessLogText('Harbor Funding', { userName: 'j.smith', action: 'view_document', documentName: 'bank-statement-march.pdf', at })).toBe(
      'Harbor Funding — j.smith viewed bank-statement-march.pdf, Nov 3, 10:14 AM',
    );
    expect(accessLogText('Harbor Funding', { userName: 'j.smith', action: 'download_document', documentName: 'tax-2025.pdf', at })).toBe('Harbor Funding — j.smith downloaded tax-2025.pdf, Nov 3, 10:14 AM');
    expect(accessLogText('Harbor Funding', { userName: 'j.smith', action: 'open_file', documentName: null, at })).toBe('Harbor Funding — j.smith opened your application file, Nov 3, 10:14 AM');
  });

  it('shows typical pricing as a factor or an APR range, nothing when the program has none', () => {
    expect(typicalPricingText({ factorE4: { min: 12_000, max: 13_500 } })).toBe('Factor 1.20–1.35');
    expect(typicalPricingText({ aprBps: { min: 950, max: 2_400 } })).toBe('APR 9.50%–24.00%');
    expect(typicalPricingText(undefined)).toBeNull();
  });
});
