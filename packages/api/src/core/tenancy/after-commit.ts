import type { Logger } from '../deps';

/**
 * Work a tenant request may only do once its transaction has committed: mail about a change must
 * never go out for a change that rolled back. tenantProcedure runs the tasks after the commit; a
 * failing task is logged and does not turn the committed change into an error.
 */
export class AfterCommit {
  private readonly tasks: (() => Promise<void>)[] = [];

  constructor(private readonly log: Pick<Logger, 'error'>) {}

  add(task: () => Promise<void>): void {
    this.tasks.push(task);
  }

  async run(): Promise<void> {
    for (const task of this.tasks) {
      try {
        await task();
      } catch (error) {
        this.log.error({ reason: String(error) }, 'work after commit failed');
      }
    }
  }
}
