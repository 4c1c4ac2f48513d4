import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig, mailConfig } from '../../config';
import { OutboxHandlerRegistry } from '../../common/outbox/outbox-handler.registry';
import type { Transaction } from '../../common/outbox/unit-of-work';
import { MailRenderer, MailTemplate } from './mail-renderer';
import { MailTransport } from './mail-transport';

const MAIL_SEND = 'mail.send';

interface MailPayload {
  template: MailTemplate;
  to: string;
  subject: string;
  context: Record<string, unknown>;
}

/**
 * One method per mail. Each writes an outbox row in the caller's transaction, so the mail
 * goes out if and only if the fact that causes it is committed; the mail queue sends it.
 */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    this.handlers.register(MAIL_SEND, async (payload) => {
      await this.deliver(payload as unknown as MailPayload);
    });
  }

  /** The activation mail of a new account, with the link to /verify-email/{token}. */
  sendVerificationEmail(tx: Transaction, params: { userId: string; to: string; name: string; token: string; validHours: number }) {
    return this.enqueue(tx, params.userId, {
      template: 'verify-email',
      to: params.to,
      subject: 'Bitte bestätige deine E-Mail-Adresse für FairLeads',
      context: {
        name: params.name,
        verifyUrl: `${this.app.appUrl}/verify-email/${encodeURIComponent(params.token)}`,
        validHours: params.validHours,
      },
    });
  }

  private enqueue(tx: Transaction, userId: string | null, payload: MailPayload): Promise<string> {
    return tx.enqueue({ queue: 'mail', type: MAIL_SEND, payload: payload as unknown as Record<string, unknown>, userId });
  }

  private async deliver(payload: MailPayload): Promise<{ messageId: string }> {
    const context = { ...payload.context, subject: payload.subject, appUrl: this.app.appUrl };
    const { html, text } = this.renderer.render(payload.template, context);
    return this.transport.send({ from: this.mail.from, to: payload.to, subject: payload.subject, html, text });
  }
}
