import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** An open application of the same business or e-mail for the same product (the server's `details.duplicate`). */
export interface DuplicateWarning {
  number: string;
  statusLabel: string;
}

/** A decline of the same business less than 30 days ago (the server's `details.cooldown`). */
export interface CooldownWarning {
  number: string;
  declinedOn: string;
  reapplyAfter: string;
}

/** What `submitApplicationDraft` refused with: the server's sentence and the warnings still to answer. */
export interface SubmitWarnings {
  message: string;
  duplicate: DuplicateWarning | null;
  cooldown: CooldownWarning | null;
}

/** The warnings of a CONFLICT that carries them (`extensions.details`), else null (any other failure). */
export function submitWarningsOf(error: unknown): SubmitWarnings | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const conflict = error.errors.find((entry) => entry.extensions?.code === 'CONFLICT' && entry.extensions.details);
  if (!conflict) return null;
  const details = conflict.extensions!.details as { duplicate?: DuplicateWarning | null; cooldown?: CooldownWarning | null };
  return { message: conflict.message, duplicate: details.duplicate ?? null, cooldown: details.cooldown ?? null };
}

/** The server's message per field of a BAD_USER_INPUT answer (empty for any other failure). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const invalid = error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  return (invalid?.extensions?.fieldErrors as Record<string, string> | undefined) ?? {};
}
