// The mail port: services send plain-text mail through this, whatever provider is behind it.
export interface MailSender {
  send(to: string, subject: string, body: string): Promise<void>;
}
