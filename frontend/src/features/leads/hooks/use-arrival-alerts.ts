import { useEffect, useEffectEvent } from 'react';
import { toast } from 'sonner';
import { playChime } from '../lib/chime';
import { i18n } from '@/i18n';
import '../i18n';
import type { DeskPoll } from './use-lead-desk';

/** More arrivals than this in one poll become one toast ('5 neue Leads'). */
const SINGLE_TOASTS = 3;

/** A toast per lead a poll brought ('Neuer Lead: Jörg Weiß · Hannover Messe'), and the chime if switched on. */
export function useArrivalAlerts(poll: DeskPoll | undefined, sound: boolean): void {
  // the switch as it is when a poll arrives; switching it does not announce the last poll again
  const chime = useEffectEvent(() => {
    if (sound) playChime();
  });
  useEffect(() => {
    const arrived = poll?.arrived ?? [];
    if (!arrived.length) return;
    if (arrived.length > SINGLE_TOASTS) toast.success(i18n.t('leads:newLeads', { count: arrived.length }));
    else for (const lead of arrived) {
      const name = lead.name?.trim() || lead.email;
      toast.success(lead.event?.name ? i18n.t('leads:newLeadAt', { name, event: lead.event.name }) : i18n.t('leads:newLead', { name }));
    };
    chime();
  }, [poll]);
}
