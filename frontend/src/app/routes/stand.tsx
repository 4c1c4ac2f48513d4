import { StandPage } from '@/features/stand';

export { StandPage as Component };
