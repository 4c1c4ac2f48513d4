import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrganiserContact } from '../domain/organiser-contact';
import { OrganiserDirectoryRepository } from '../repositories/organiser-directory.repository';

/**
 * The accounts as the modules that mail them outside a request (retention's lifecycle mails,
 * the insights notices) need them. Mails about an account's events go to its first owner: the
 * owner who joined first, whose own settings decide the notices. Part of the identity core,
 * loaded by the worker.
 */
@Injectable()
export class OrganiserDirectory {
  constructor(private readonly organisers: OrganiserDirectoryRepository) {}

  /** The first owner of the account; null when the account (or every owner) is gone. */
  find(accountId: string, manager?: EntityManager): Promise<OrganiserContact | null> {
    return this.organisers.find(accountId, manager);
  }

  /** Accounts whose first owner is active and wants a mail when new leads arrive. */
  wantingNewLeadMails(manager?: EntityManager): Promise<string[]> {
    return this.organisers.idsWantingNewLeadMails(manager);
  }

  /** Accounts whose first owner is active, confirmed and wants the weekly report. */
  wantingWeeklyReport(manager?: EntityManager): Promise<string[]> {
    return this.organisers.idsWantingWeeklyReport(manager);
  }
}
