import { loadMetricsConfig } from './metrics.config';

describe('metrics settings', () => {
  it('defaults to loopback only and the worker on port 9464', () => {
    expect(loadMetricsConfig({})).toEqual({ token: null, workerPort: 9464 });
  });

  it('takes a token of 32 characters or more, a port, and 0 for no worker metrics', () => {
    const token = 'a'.repeat(32);
    expect(loadMetricsConfig({ METRICS_TOKEN: token, WORKER_METRICS_PORT: '9100' })).toEqual({ token, workerPort: 9100 });
    expect(loadMetricsConfig({ WORKER_METRICS_PORT: '0' }).workerPort).toBeNull();
  });

  it('refuses a short token and a port that is none, in one sentence', () => {
    expect(() => loadMetricsConfig({ METRICS_TOKEN: 'geheim' })).toThrow(
      'Invalid setting METRICS_TOKEN: must be at least 32 characters long (e.g. openssl rand -hex 32).',
    );
    for (const port of ['65536', '-1', '94.64', 'metrics']) {
      expect(() => loadMetricsConfig({ WORKER_METRICS_PORT: port })).toThrow(
        'Invalid setting WORKER_METRICS_PORT: must be a whole number between 1 and 65535, or 0 to turn the worker’s metrics off.',
      );
    }
  });
});
