export { LandingPage } from './components/landing-page';
export { useLandingParams } from './hooks/use-landing-params';
