/**
 * A bulk action, one call per item (docs/product/platform-admin.md#rest-paths: bulk actions run per item; partial failures are
 * reported with counts):
 *
 *   const result = await runBulk(ids, (id) => remove.mutateAsync({ id }), (done, total) => setProgress({ done, total }));
 *   if (result.failed.length === 0) notify.success(`Successfully deleted ${result.succeeded.length} companies`);
 *
 * Items run a few at a time (`concurrency`, 3 by default); a failing item never stops the others.
 * Results keep the input order.
 */
export interface BulkFailure<T> {
  item: T;
  error: unknown;
}

export interface BulkResult<T, R = unknown> {
  succeeded: T[];
  failed: BulkFailure<T>[];
  /** Each succeeded item's answer, in the same order as `succeeded`. */
  results: R[];
}

export async function runBulk<T, A extends (item: T, index: number) => PromiseLike<unknown>>(
  items: readonly T[],
  action: A,
  onProgress?: (done: number, total: number) => void,
  { concurrency = 3 }: { concurrency?: number } = {},
): Promise<BulkResult<T, Awaited<ReturnType<A>>>> {
  type R = Awaited<ReturnType<A>>;
  const outcomes: ({ ok: true; value: R } | { ok: false; error: unknown })[] = new Array(items.length);
  let next = 0;
  let done = 0;
  onProgress?.(0, items.length);

  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        outcomes[index] = { ok: true, value: (await action(items[index]!, index)) as R };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
      done += 1;
      onProgress?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));

  const result: BulkResult<T, R> = { succeeded: [], failed: [], results: [] };
  outcomes.forEach((outcome, index) => {
    const item = items[index]!;
    if (outcome.ok) {
      result.succeeded.push(item);
      result.results.push(outcome.value);
    } else {
      result.failed.push({ item, error: outcome.error });
    }
  });
  return result;
}
