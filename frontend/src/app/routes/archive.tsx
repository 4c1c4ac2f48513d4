import { ArchivePage } from '@/features/archive';

export { ArchivePage as Component };
