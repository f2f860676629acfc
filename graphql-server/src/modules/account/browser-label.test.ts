import { describe, expect, it } from 'vitest';
import { browserLabel } from './browser-label.js';

describe('browserLabel', () => {
  it('names the browser, its major version and the operating system', () => {
    expect(browserLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 on macOS');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 on Windows');
    expect(browserLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Mobile Safari 18 on iOS');
  });

  it('says so when it cannot tell', () => {
    expect(browserLabel(null)).toBe('Unknown browser');
    expect(browserLabel('')).toBe('Unknown browser');
    expect(browserLabel('curl-ish/1')).toBe('Unknown browser');
  });
});
