import type { Request } from 'express';
import { compileTrustProxy, parseTrustProxy } from '../../config/trust-proxy';
import { isFromThisMachine, resolveClientAddress } from './client-address';

function fakeRequest(socketAddress: string, headers: Record<string, string> = {}): Request {
  return { socket: { remoteAddress: socketAddress }, connection: { remoteAddress: socketAddress }, headers } as unknown as Request;
}

const clientOf = (trustProxy: string | undefined, socketAddress: string, forwardedFor?: string) =>
  resolveClientAddress(
    fakeRequest(socketAddress, forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    compileTrustProxy(parseTrustProxy(trustProxy)),
  );

describe('the client address', () => {
  it('is the socket address when nobody is trusted, whatever the header says', () => {
    expect(clientOf(undefined, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(clientOf(undefined, '::ffff:127.0.0.1', '203.0.113.1')).toBe('127.0.0.1');
  });

  it('is the address a trusted proxy names, and the next untrusted hop when a client prepends its own', () => {
    expect(clientOf('loopback', '127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(clientOf('loopback', '127.0.0.1', 'gefälscht, 203.0.113.1')).toBe('203.0.113.1');
    expect(clientOf('1', '10.0.0.5', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('10.0.0.0/8', '10.0.0.5', '203.0.113.9, 10.0.0.4')).toBe('203.0.113.9');
  });

  it('is never a made-up string: a malformed hop leaves the last well-formed address as the client', () => {
    expect(clientOf('loopback', '127.0.0.1', 'kein-ip')).toBe('127.0.0.1');
    expect(clientOf('loopback', '127.0.0.1', '203.0.113.1:4711')).toBe('127.0.0.1');
    expect(clientOf('2', '10.0.0.5', '198.51.100.7, <script>')).toBe('10.0.0.5');
    expect(clientOf('10.0.0.0/8', '10.0.0.5', '203.0.113.9, kaputt, 10.0.0.4')).toBe('10.0.0.4');
  });

  it('ignores the header from a proxy that is not trusted', () => {
    expect(clientOf('10.0.0.0/8', '192.0.2.9', '203.0.113.1')).toBe('192.0.2.9');
  });
});

describe('a request from this machine itself', () => {
  it('is a loopback socket without forwarding headers', () => {
    expect(isFromThisMachine(fakeRequest('127.0.0.1'))).toBe(true);
    expect(isFromThisMachine(fakeRequest('::1'))).toBe(true);
    expect(isFromThisMachine(fakeRequest('::ffff:127.0.0.1'))).toBe(true);
  });

  it('is not a request from the network, nor one a local proxy relayed', () => {
    expect(isFromThisMachine(fakeRequest('192.0.2.2'))).toBe(false);
    expect(isFromThisMachine(fakeRequest('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isFromThisMachine(fakeRequest('127.0.0.1', { forwarded: 'for=127.0.0.1' }))).toBe(false);
  });
});
