import { AdminDashboard } from '@/features/admin';

export { AdminDashboard as Component };
