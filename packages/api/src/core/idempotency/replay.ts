/**
 * Thrown by the idempotency step when a write's key was already used for the same request: it
 * carries the first answer, which the REST adapter sends again as it was. Not a failure; the
 * error path only stops the procedure (and rolls back its transaction, which wrote nothing).
 */
export class IdempotentReplay extends Error {
  constructor(readonly answer: unknown) {
    super('idempotent replay');
    this.name = 'IdempotentReplay';
  }
}

/** The replay inside whatever error tRPC wrapped it in, if it is one. */
export function replayOf(error: unknown): IdempotentReplay | undefined {
  if (error instanceof IdempotentReplay) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof IdempotentReplay ? cause : undefined;
}
