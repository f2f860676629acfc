import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

describe('loadConfig', () => {
  it('uses the embedded database and safe defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, databaseUrl: undefined, trustProxy: false });
    expect(config.embeddedDataDir).toMatch(/\/\.data\/postgres$/);
    expect(config.session).toEqual({ idleTimeoutMinutes: 30, absoluteTimeoutHours: 12 });
    expect(config.contact.applicationFormUrl).toBe('https://apply.netfund.example/application-form');
  });

  it('reads the environment, and ignores numbers that do not parse', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db/netfund',
      TRUST_PROXY: 'loopback',
      SESSION_IDLE_MINUTES: 'soon',
    });
    expect(config).toMatchObject({ env: 'production', port: 8080, databaseUrl: 'postgres://u:p@db/netfund', trustProxy: 'loopback' });
    expect(config.session.idleTimeoutMinutes).toBe(30);
  });

  it('treats an empty DATABASE_URL as unset and TRUST_PROXY=true as true', () => {
    expect(loadConfig({ DATABASE_URL: '', TRUST_PROXY: 'true' })).toMatchObject({ databaseUrl: undefined, trustProxy: true });
  });
});
