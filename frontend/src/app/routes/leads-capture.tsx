import { CapturePage } from '@/features/leads/components/capture-page';

export { CapturePage as Component };
