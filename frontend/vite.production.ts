import type { ConfigEnv } from 'vite';

/**
 * A build is a production build whatever NODE_ENV the caller's shell holds. Vite reads NODE_ENV
 * after loading the config: left at `development` (common in a Nest developer's shell), it
 * compiled JSX for React's development runtime (jsxDEV) and picked the dependencies' development
 * builds, while the server renderer bundles React's production runtime, which has no jsxDEV, so
 * every server-rendered visitor page failed. Vite's documentation names the config as the place
 * to set NODE_ENV. The dev server and the tests (vitest sets `test`) keep theirs.
 */
export function pinProductionBuild({ command }: ConfigEnv): void {
  if (command === 'build') process.env.NODE_ENV = 'production';
}
