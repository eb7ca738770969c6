export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail and records it in the outbox; without SMTP the message goes to the console instead. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
