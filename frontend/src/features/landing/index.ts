export { LandingPage } from './components/landing-page';
export { useLandingParams } from './hooks/use-landing-params';
// what the server-rendered landing page (app/server.tsx) seeds the cache with
export { publicStatsQueryOptions } from './api/get-public-stats';
export type { PublicStats } from './lib/counter';
