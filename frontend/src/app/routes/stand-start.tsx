import { StandStart } from '@/features/stand';

export { StandStart as Component };
