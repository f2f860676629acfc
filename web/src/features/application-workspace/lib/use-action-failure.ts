import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { mutationFailure, type MutationFailure } from './workspace';

/**
 * A dialog's last refusal by the server. `attempt` runs the mutation; on failure the server's field messages go under
 * the form's fields (those it has) and the sentence shows in the dialog unless every message found its field.
 */
export function useActionFailure<Values extends FieldValues>(setError: UseFormSetError<Values>, fields: readonly Path<Values>[]) {
  const [failure, setFailure] = useState<MutationFailure | null>(null);

  async function attempt(run: () => Promise<unknown>): Promise<boolean> {
    setFailure(null);
    try {
      await run();
      return true;
    } catch (error) {
      const found = mutationFailure(error);
      const entries = Object.entries(found.fieldErrors);
      const placed = entries.filter(([field]) => (fields as readonly string[]).includes(field));
      for (const [field, message] of placed) setError(field as Path<Values>, { type: 'server', message });
      setFailure(entries.length > 0 && placed.length === entries.length ? null : found);
      return false;
    }
  }

  return { failure, attempt, clearFailure: () => setFailure(null) };
}
