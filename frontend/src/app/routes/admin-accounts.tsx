import { AdminAccountsPage } from '@/features/admin';

export { AdminAccountsPage as Component };
