import { DashboardHome } from '@/features/dashboard/components/dashboard-home';

export { DashboardHome as Component };
