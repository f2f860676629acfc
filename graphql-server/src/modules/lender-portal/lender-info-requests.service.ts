import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { Application } from '../applications/application.entity.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { refuseOnTerminalApplication } from '../documents/application-access.js';
import { lenderInfoRequestSchema, type LenderInfoRequestInput } from '../documents/documents.schemas.js';
import { InfoRequest } from '../documents/info-request.entity.js';
import { describeItems, type InfoRequestService } from '../documents/info-request.service.js';
import { Lender } from '../lenders/lender.entity.js';
import type { LenderAccessService } from '../submissions/lender-access.service.js';
import { ACCESS_STATUSES, Submission, type SubmissionStatus } from '../submissions/submission.entity.js';
import { User } from '../users/user.entity.js';

/** §3.4: the statuses a lender's request moves to `info_requested` (an `offered` file stays `offered`). */
const WAITS_ON_CLIENT_FROM: readonly SubmissionStatus[] = ['shared', 'viewed'];

/**
 * R20 Request info: a lender user asks the applicant for documents and answers through the open submission of their
 * own lender (invariant 6; anything else is "Application not found"). The request is an ordinary info request (the
 * client answers it as any other, R22 tasks) tied to the lender and the submission; asking moves the submission
 * `shared|viewed → info_requested` — the lender's first answer, which stops its SLA clock — and answering every item
 * of that lender's requests brings it back to `viewed` (see followLenderRequests).
 */
export class LenderInfoRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly lenderAccess: LenderAccessService,
    private readonly infoRequests: InfoRequestService,
  ) {}

  /** The lender's own requests on a file it can read, newest first. */
  async list(caller: Caller, applicationId: unknown): Promise<InfoRequest[]> {
    const submission = await this.lenderAccess.requireOpenSubmission(caller, applicationId);
    return this.em.find(
      InfoRequest,
      { application: submission.applicationId, lender: submission.lenderId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['lender'] },
    );
  }

  async request(caller: Caller, applicationId: unknown, input: LenderInfoRequestInput | unknown): Promise<InfoRequest> {
    const { applicationId: id, id: submissionId } = await this.lenderAccess.requireOpenSubmission(caller, applicationId);
    const data = parseInput(lenderInfoRequestSchema, input);
    const user = caller.user!;

    return this.em.transactional(async (em) => {
      // The submission's row lock orders this against a revoke, another request and the client's answers.
      const [locked] = await em.execute<{ status: SubmissionStatus; responded_at: Date | null; version: number }[]>(
        'select status, responded_at, version from submission where id = ? for update',
        [submissionId],
      );
      if (!locked || !(ACCESS_STATUSES as readonly string[]).includes(locked.status)) throw new NotFoundError(APPLICATION_NOT_FOUND);
      const application = await em.findOneOrFail(Application, { id });
      refuseOnTerminalApplication(application, 'request information on');
      const lender = await em.findOneOrFail(Lender, { id: caller.lenderId! });
      const recipient = application.owner ? await em.findOne(User, { id: application.owner.id }) : null;

      const request = await this.infoRequests.store(
        em,
        application,
        recipient,
        { message: data.message ?? `${lender.displayName} asks for information to review your application`, emailNote: data.message, dueAt: data.dueAt, items: data.items },
        { user, lender: { id: lender.id, displayName: lender.displayName, submissionId } },
      );
      const now = new Date();
      const moves = WAITS_ON_CLIENT_FROM.includes(locked.status);
      if (moves) {
        await em.nativeUpdate(Submission, { id: submissionId }, { status: 'info_requested', respondedAt: locked.responded_at ?? now, version: locked.version + 1, updatedAt: now });
      }
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'info_request.created',
        entityType: 'info_request',
        entityId: request.id,
        summary: `${lender.displayName} (${user.username}) asked the client of application ${id} for ${describeItems(request.items)} by ${data.dueAt}.`,
        before: { submissionStatus: locked.status },
        after: {
          applicationId: id,
          lenderId: lender.id,
          submissionId,
          submissionStatus: moves ? 'info_requested' : locked.status,
          status: request.status,
          dueAt: data.dueAt,
          items: request.items.map(({ kind, docType, prompt }) => ({ kind, docType, prompt })),
        },
      });
      request.lender = lender;
      return request;
    });
  }
}
