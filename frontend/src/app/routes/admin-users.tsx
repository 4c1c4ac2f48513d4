import { AdminUsersPage } from '@/features/admin';

export { AdminUsersPage as Component };
