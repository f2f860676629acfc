import { TransactionContext, type EventSubscriber, type TransactionEventArgs } from '@mikro-orm/core';
import type { Options } from '@mikro-orm/postgresql';

/** The first query of each transaction that ran on another pooled connection, by the transaction. */
const escapes = new WeakMap<object, QueryOutsideTransactionError>();

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      "A query inside em.transactional(…) ran on another pooled connection: use the transaction callback's em, not this.em or a service's own em",
    );
  }
}

/** Called each time a connection leaves the pool: inside a started transaction, that is a query escaping it. */
async function noteSecondConnection(): Promise<void> {
  const transaction = TransactionContext.currentTransactionContext()?.em.getTransactionContext();
  // Its stack ends at the pool: pg-pool hands connections over by callback, which drops the async frames of the
  // query that escaped. Look for a read through a service's own em (a cached one escapes only on a cache miss).
  if (transaction && !escapes.has(transaction)) escapes.set(transaction, new QueryOutsideTransactionError());
}

/** Fails (and so rolls back) a transaction that had a query escape it, before it commits. */
class EscapedQueryCheck implements EventSubscriber {
  beforeTransactionCommit({ transaction }: TransactionEventArgs): void {
    const escape = transaction && escapes.get(transaction);
    if (escape) throw escape;
  }
}

/**
 * ORM options for development and tests that make a query outside its transaction impossible to miss (issue 27
 * item 2): `this.em`, or a service holding its own em, used inside `em.transactional(async (em) => …)` where the
 * callback's `em` was meant. Such a query takes a second pooled connection while its transaction holds its locks;
 * under load 20 of them exhausted the pool of 20. The transaction's own connection is taken before its context is
 * set, and its queries reuse it, so only a second connection counts. The query itself runs (and gives its
 * connection back); the transaction then fails at commit with QueryOutsideTransactionError.
 */
export function transactionGuard(): Partial<Options> {
  return { onReserveConnection: noteSecondConnection, subscribers: [new EscapedQueryCheck()] };
}
