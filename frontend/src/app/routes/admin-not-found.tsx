import { AdminNotFound } from '@/features/admin';

export { AdminNotFound as Component };
