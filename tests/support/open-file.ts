import type { TestServer } from './server.js';

/**
 * Runs `write` while the application and the submission are open to offers (invariant 2: the database refuses an
 * offer otherwise), then puts both back where the fixture wanted them — for fixtures that write, in SQL, offers in
 * states the offers service reaches over several steps (accepted, funded, fell through).
 */
export async function whileOpenToOffers<T>(server: TestServer, file: { applicationId: number; submissionId: number }, write: () => Promise<T>): Promise<T> {
  const [before] = await server.sql<{ application: string; submission: string }>(
    `select a.status as application, s.status as submission from applications a join submission s on s.application_id = a.id
      where a.id = $1 and s.id = $2`,
    [file.applicationId, file.submissionId],
  );
  if (!before) throw new Error(`submission ${file.submissionId} is not one of application ${file.applicationId}`);
  await server.sql(`update applications set status = 'offered' where id = $1`, [file.applicationId]);
  await server.sql(`update submission set status = 'offered' where id = $1`, [file.submissionId]);
  try {
    return await write();
  } finally {
    await server.sql(`update applications set status = $2 where id = $1`, [file.applicationId, before.application]);
    await server.sql(`update submission set status = $2 where id = $1`, [file.submissionId, before.submission]);
  }
}
