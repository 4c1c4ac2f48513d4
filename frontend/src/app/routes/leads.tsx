import { LeadsPage } from '@/features/leads/components/leads-page';

export { LeadsPage as Component };
