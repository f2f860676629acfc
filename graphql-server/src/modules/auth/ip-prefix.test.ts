import { describe, expect, it } from 'vitest';
import { ipPrefix } from './ip-prefix.js';

describe('ipPrefix', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(ipPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipPrefix('127.0.0.1')).toBe('127.0.0.0/24');
  });

  it('treats an IPv4-mapped IPv6 address as IPv4', () => {
    expect(ipPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('keeps the /48 of an IPv6 address, expanded and without leading zeros', () => {
    expect(ipPrefix('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48');
    expect(ipPrefix('2001:0db8:0001:ffff:0:0:0:1')).toBe('2001:db8:1::/48');
    expect(ipPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(ipPrefix('::1')).toBe('0:0:0::/48');
    expect(ipPrefix('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('answers null for nothing or something that is not an address', () => {
    expect(ipPrefix(null)).toBeNull();
    expect(ipPrefix('')).toBeNull();
    expect(ipPrefix('unknown')).toBeNull();
    expect(ipPrefix('300.1.1.1')).toBeNull();
  });
});
