import { isAllowListed, isForbiddenAddress, isForbiddenHostname } from './address-policy';

describe('outbound address policy', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '0.0.0.0', '0.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.1.1',
    '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.254', '255.255.255.255', '224.0.0.1', '239.255.255.250',
    '240.0.0.1', '192.0.2.10', '198.18.0.1', '198.51.100.7', '203.0.113.9',
    '::', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '::7f00:1', 'fc00::1', 'fd00::1',
    'fe80::1', 'fec0::1', 'ff02::1', '64:ff9b::7f00:1', '64:ff9b:1::1', '2002:7f00:1::', '2001::1', '2001:db8::1', '100::1',
    'kein-ip',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '1.1.1.1', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::6810:84e5', '2a00:1450:4001:80e::200e'])(
    'allows the public address %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it.each(['localhost', 'foo.localhost', 'metadata.google.internal', 'drucker.local', 'nas.home.arpa', 'router', '', '127.0.0.1'])(
    'refuses the host name %j',
    (host) => {
      expect(isForbiddenHostname(host)).toBe(true);
    },
  );

  it('allows ordinary public host names', () => {
    expect(isForbiddenHostname('cdn.example.com')).toBe(false);
    expect(isForbiddenHostname('blog.fairleads.de')).toBe(false);
  });

  it('matches allow-list entries by host and, when given, port', () => {
    const allow = [{ host: '127.0.0.1', port: 4100 }, { host: 'bilder.test', port: null }];
    expect(isAllowListed(new URL('http://127.0.0.1:4100/a.png'), allow)).toBe(true);
    expect(isAllowListed(new URL('http://127.0.0.1:4101/a.png'), allow)).toBe(false);
    expect(isAllowListed(new URL('https://BILDER.test./a.png'), allow)).toBe(true);
    expect(isAllowListed(new URL('http://127.0.0.1:4100/a.png'), [])).toBe(false);
  });
});
