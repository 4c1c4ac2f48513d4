import { adminTexts } from '../texts';
import type { AuditEntry, AuditPerson } from '../types';

const t = adminTexts.audit;
const roleLabel = (role: unknown) => adminTexts.users.roles[String(role)] ?? String(role);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What the admin did, in words ('Benutzer geändert'). */
export function auditAction(entry: AuditEntry): string {
  return t.actions[entry.action] ?? t.unknownAction(entry.action);
}

/** Who or what it concerned: a name and, below it, an address or an event's owner; deleted ones as gone. */
export function auditTarget(entry: AuditEntry): { name: string; deleted: boolean; detail: string | null } {
  const { target } = entry;
  if (target.type === 'event') {
    const owner = target.owner ? t.owner(target.owner.name) : null;
    return target.name ? { name: target.name, deleted: false, detail: owner } : { name: t.deletedEvent, deleted: true, detail: owner };
  }
  return target.name ? { name: target.name, deleted: false, detail: target.email } : { name: t.deletedUser, deleted: true, detail: null };
}

/** The admin as a name with the address below; a deleted admin account as such. */
export function auditPerson(person: AuditPerson): { name: string; deleted: boolean; detail: string | null } {
  return person ? { name: person.name, deleted: false, detail: person.email } : { name: t.deletedAdmin, deleted: true, detail: null };
}

/** The entry's details in a sentence: roles, credits, changed fields, lead counts. */
export function auditDetails(entry: AuditEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case 'user.create':
      return [t.role(roleLabel(d.role)), t.credits(count(d.eventCredits))].join(' · ');
    case 'user.delete':
      return [t.role(roleLabel(d.role)), t.events(count(d.eventCount))].join(' · ');
    case 'user.update': {
      const changed = Array.isArray(d.changed) ? d.changed.map(String) : [];
      const parts = changed.map((field) => {
        if (field === 'role') return t.changed.role(roleLabel(d.role));
        if (field === 'eventCredits') return t.changed.eventCredits(count(d.eventCredits));
        if (field === 'isActive') return d.isActive ? t.changed.activated : t.changed.deactivated;
        return field === 'email' ? t.changed.email : field === 'name' ? t.changed.name : field;
      });
      return parts.length ? parts.join(' · ') : t.changed.nothing;
    }
    case 'event.delete':
      return t.leadsDeleted(t.leads(count(d.leadCount)), count(d.confirmedCount));
    case 'event.export':
      return t.leadsExported(t.leads(count(d.leadCount)));
    default:
      return t.noDetails;
  }
}
