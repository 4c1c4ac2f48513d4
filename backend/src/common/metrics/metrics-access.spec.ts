import type { IncomingMessage } from 'node:http';
import { mayReadMetrics } from './metrics-access';

const TOKEN = 'prometheus-token-0123456789abcdef0123';

function request(remoteAddress: string, headers: IncomingMessage['headers'] = {}) {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('who may read /metrics', () => {
  it('lets this machine in without a token, on IPv4 and IPv6 loopback', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(request(address), null)).toBe(true);
  });

  it('refuses loopback that a proxy relayed (a balancer on the same host) and every other address without the token', () => {
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=203.0.113.9' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-real-ip': '203.0.113.9' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('172.30.0.7'), TOKEN)).toBe(false);
  });

  it('lets the bearer of the token in from anywhere', () => {
    expect(mayReadMetrics(request('172.30.0.7', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1', { authorization: `bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' }), TOKEN)).toBe(true);
  });

  it('refuses a wrong or malformed token, also from loopback, and any token when none is set', () => {
    expect(mayReadMetrics(request('172.30.0.7', { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { authorization: 'Bearer falsch' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { authorization: `Basic ${TOKEN}` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { authorization: `Bearer ${TOKEN}` }), null)).toBe(false);
  });
});
