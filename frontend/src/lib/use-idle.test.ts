import { describe, expect, it } from 'vitest';
import { retryWhenOnline } from './use-idle';

describe('retryWhenOnline (parts loaded at idle on a hall network)', () => {
  it('does not fail when the script cannot be fetched, and loads it once the browser is back online', async () => {
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('toaster'));
    let loaded: string | null = null;
    let failed = false;
    retryWhenOnline(load).then(
      (value) => (loaded = value),
      () => (failed = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect({ attempts, loaded, failed }).toEqual({ attempts: 1, loaded: null, failed: false });

    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect({ attempts, loaded, failed }).toEqual({ attempts: 2, loaded: 'toaster', failed: false });
  });
});
