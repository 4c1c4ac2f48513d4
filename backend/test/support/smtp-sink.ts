import { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The Reply-To header's addresses, '' when there is none. */
  replyTo: string;
  /** Every header as received, by lower-case name (unfolded; the last one of a repeated name). */
  headers: Record<string, string>;
  /** Attached files as received (e.g. the backup CSV). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can be stopped and started
 * again on the same port to play an SMTP outage.
 */
export class SmtpSink {
  readonly mails: CaughtMail[] = [];
  private server?: SMTPServer;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // plays a mailbox that does not exist: a permanent (5xx) refusal
      onRcptTo: (address, _session, callback) =>
        address.address.includes('unzustellbar') ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })) : callback(),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              to: [parsed.to].flat().map((a) => (a && 'text' in a ? a.text : '')).join(', '),
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
              replyTo: parsed.replyTo?.text ?? '',
              headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()])),
              attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    // A client that hangs up while the sink answers (EPIPE, ECONNRESET) is the client's business;
    // without a listener the server would rethrow it and fail whichever suite runs at the time.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  mailsTo(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
  }

  /** Waits until `count` mails reached `address`, then returns them. */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mails = this.mailsTo(address);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`expected ${count} mail(s) to ${address} within ${timeoutMs} ms, got ${this.mailsTo(address).length}`);
  }

  /** Waits for the newest mail to `address` with this subject (other mails, such as a sign-in notice, may come between). */
  async waitForSubject(address: string, subject: string, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.mailsTo(address).filter((mail) => mail.subject === subject).at(-1);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`expected a mail '${subject}' to ${address} within ${timeoutMs} ms, got: ${this.mailsTo(address).map((m) => m.subject).join(' | ')}`);
  }
}

/** The activation link of a verification mail, as the user would click it. */
export function verificationToken(mail: CaughtMail): string {
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no activation link in mail "${mail.subject}"`);
  return match[1];
}
