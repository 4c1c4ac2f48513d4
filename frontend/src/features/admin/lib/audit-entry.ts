import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AuditEntry, AuditPerson } from '../types';

/** The panel's words outside React (the catalogue is registered by the import of ../i18n). */
const t = ((key: string, values?: Record<string, unknown>) => i18n.t(key as never, { ns: NS, ...values }) as string);
const USER_ROLES = ['admin', 'superadmin', 'user'];
const roleLabel = (role: unknown) => (USER_ROLES.includes(String(role)) ? t(`users.roles.${String(role)}`) : String(role));
const ACTIONS = ['admin.login', 'user.create', 'user.update', 'user.delete', 'event.delete', 'event.export'];
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What the admin did, in words ('Benutzer geändert'). */
export function auditAction(entry: AuditEntry): string {
  return ACTIONS.includes(entry.action) ? t(`audit.actions.${entry.action}`) : t('audit.unknownAction', { action: entry.action });
}

/** Who or what it concerned: a name and, below it, an address or an event's owner; deleted ones as gone. */
export function auditTarget(entry: AuditEntry): { name: string; deleted: boolean; detail: string | null } {
  const { target } = entry;
  if (target.type === 'event') {
    const owner = target.owner ? t('audit.owner', { name: target.owner.name }) : null;
    return target.name ? { name: target.name, deleted: false, detail: owner } : { name: t('audit.deletedEvent'), deleted: true, detail: owner };
  }
  return target.name ? { name: target.name, deleted: false, detail: target.email } : { name: t('audit.deletedUser'), deleted: true, detail: null };
}

/** The admin as a name with the address below; a deleted admin account as such. */
export function auditPerson(person: AuditPerson): { name: string; deleted: boolean; detail: string | null } {
  return person ? { name: person.name, deleted: false, detail: person.email } : { name: t('audit.deletedAdmin'), deleted: true, detail: null };
}

/** The entry's details in a sentence: roles, credits, changed fields, lead counts. */
export function auditDetails(entry: AuditEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case 'user.create':
      return [t('audit.role', { role: roleLabel(d.role) }), t('audit.credits', { count: count(d.eventCredits) })].join(' · ');
    case 'user.delete':
      return [t('audit.role', { role: roleLabel(d.role) }), t('audit.events', { count: count(d.eventCount) })].join(' · ');
    case 'user.update': {
      const changed = Array.isArray(d.changed) ? d.changed.map(String) : [];
      const parts = changed.map((field) => {
        if (field === 'role') return t('audit.changed.role', { role: roleLabel(d.role) });
        if (field === 'eventCredits') return t('audit.changed.eventCredits', { count: count(d.eventCredits) });
        if (field === 'isActive') return d.isActive ? t('audit.changed.activated') : t('audit.changed.deactivated');
        return field === 'email' ? t('audit.changed.email') : field === 'name' ? t('audit.changed.name') : field;
      });
      return parts.length ? parts.join(' · ') : t('audit.changed.nothing');
    }
    case 'event.delete':
      return t('audit.leadsDeleted', { leads: count(d.leadCount), confirmed: count(d.confirmedCount) });
    case 'event.export':
      return t('audit.leadsExported', { leads: count(d.leadCount) });
    default:
      return t('audit.noDetails');
  }
}
