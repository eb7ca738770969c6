import type { Executor } from '@app/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The body holds a secret (a one-time code): the outbox keeps it only until the mail is
   * delivered (or its tries are spent), and not at all when it is only printed (no SMTP); to,
   * subject and times stay.
   */
  secret?: true;
}

/**
 * Sends mail and records it in the outbox; without SMTP the message goes to the console instead.
 * `send` resolves once the message is recorded: delivery runs on its own, so a slow or failing
 * mail server never delays or fails the request that wrote the mail (and sign-in answers take the
 * same time whether or not a mail went out). Delivery failures are logged and kept on the row, and
 * the mail is tried again with growing waits (outbox.ts) by `mail.deliver` jobs of the job runner
 * until it goes out or its tries are spent.
 */
export interface Mailer {
  /** `smtp` delivers; `console` only logs (no SMTP configured). */
  readonly mode: 'smtp' | 'console';
  /** The SMTP server mail goes to (`host:port`, never its credentials); null in console mode. */
  readonly smtpHost: string | null;
  send(message: MailMessage): Promise<void>;
  /**
   * Records a mail inside the caller's transaction, at most once per `onceKey` (a digest, a
   * reminder), and leaves its delivery to a job. Resolves to false when the key was used before.
   */
  sendOnce(tx: Executor, message: MailMessage, onceKey: string): Promise<boolean>;
  /** One delivery attempt of a recorded mail, if it is still due (the `mail.deliver` job). */
  deliver(mailId: string): Promise<void>;
  /** False while the latest delivery attempt failed (always true in console mode). */
  healthy(): boolean;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  drain(): Promise<void>;
  /** Waits for the deliveries under way (shutdown). */
  close(): Promise<void>;
}
