import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrganiserContact } from '../domain/organiser-contact';
import { OrganiserDirectoryRepository } from '../repositories/organiser-directory.repository';

/**
 * The organisers as the modules that mail them outside a request (retention's lifecycle mails,
 * the leads module's notices) need them. Part of the identity core, loaded by the worker.
 */
@Injectable()
export class OrganiserDirectory {
  constructor(private readonly organisers: OrganiserDirectoryRepository) {}

  find(userId: string, manager?: EntityManager): Promise<OrganiserContact | null> {
    return this.organisers.find(userId, manager);
  }

  /** Active organisers who want a mail when new leads arrive. */
  wantingNewLeadMails(manager?: EntityManager): Promise<string[]> {
    return this.organisers.idsWantingNewLeadMails(manager);
  }

  /** Active organisers with a confirmed address who want the weekly report. */
  wantingWeeklyReport(manager?: EntityManager): Promise<string[]> {
    return this.organisers.idsWantingWeeklyReport(manager);
  }
}
