export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail and records it in the outbox; without SMTP the message goes to the console instead.
 * `send` resolves once the message is recorded: delivery runs on its own, so a slow or failing
 * mail server never delays or fails the request that wrote the mail (and sign-in answers take the
 * same time whether or not a mail went out). Delivery failures are logged and kept on the row.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  drain(): Promise<void>;
}
