import { describe, expect, it } from 'vitest';
import { loggedUrl } from './access-log.js';

describe('loggedUrl', () => {
  it.each([
    ['/api/user', '/api/user'],
    ['/result/1?token=demo-approved', '/result/1?token=[redacted]'],
    ['/api/applications/1?view=full&token=abc&x', '/api/applications/1?view=full&token=[redacted]&x'],
    ['/reset?Password=p&api_key=k&access_token=t&session=s', '/reset?Password=[redacted]&api_key=[redacted]&access_token=[redacted]&session=[redacted]'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});
