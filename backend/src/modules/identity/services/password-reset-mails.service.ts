import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { OutboxHandlerRegistry } from '../../../common/outbox/outbox-handler.registry';
import { Clock } from '../../../common/time/clock';
import { appConfig } from '../../../config';
import { MailService } from '../../mailing';
import { PASSWORD_RESET_MAILS_PER_HOUR, PASSWORD_RESET_VALID_MINUTES, passwordResetMail } from '../domain/credential-links';
import { newVerificationToken } from '../domain/verification-token';
import { PasswordResetTokensRepository } from '../repositories/credential-links.repository';
import { UsersRepository } from '../repositories/users.repository';

/** The job every 'Passwort vergessen' request enqueues, known address or not. */
export const PASSWORD_RESET_JOB = 'identity.password-reset';

export interface PasswordResetJob {
  /** Trimmed and lowercased. */
  email: string;
}

export type PasswordResetOutcome = 'sent' | 'no-account' | 'limit-reached';

const HOUR_MS = 3_600_000;

/**
 * Decides, away from the request, whether a reset mail goes out: the request only enqueues this
 * job (the same work for every address, so neither its answer nor its time tells whether the
 * address has an account), and the job runs in the outbox row's transaction, so a process that
 * dies before it ran leaves the row for the sweeper. Only an activated, active account gets a
 * link, at most PASSWORD_RESET_MAILS_PER_HOUR an hour; a new link voids the earlier ones.
 */
@Injectable()
export class PasswordResetMails implements OnModuleInit {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly users: UsersRepository,
    private readonly links: PasswordResetTokensRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.handlers.registerJob<PasswordResetJob>(PASSWORD_RESET_JOB, (manager, job) => this.run(manager, job));
  }

  async run(manager: EntityManager, { email }: PasswordResetJob): Promise<PasswordResetOutcome> {
    // locked: two requests for one address at once count one after the other
    const user = await this.users.findByEmail(email, manager, true);
    // an unconfirmed registration is activated by its own link (which makes its account), a deactivated user stays out
    if (!user || !user.emailVerifiedAt || !user.isActive) return 'no-account';
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await this.links.countMadeSince(manager, user.id, hourAgo)) >= PASSWORD_RESET_MAILS_PER_HOUR) return 'limit-reached';
    await this.links.deleteMadeBefore(manager, user.id, hourAgo);
    await this.links.supersedeOpenOf(manager, user.id, now);
    const { token, tokenHash } = newVerificationToken();
    await this.links.add(manager, { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000), createdAt: now });
    // sent from inside the job: a failed send rolls the link back and the outbox retries the job
    await this.mail.sendTemplateMailNow(manager, { to: user.email, content: passwordResetMail({ appUrl: this.app.appUrl, name: user.name, token, locale: user.locale }) });
    return 'sent';
  }
}
