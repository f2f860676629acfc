import { describe, expect, it } from 'vitest';
import { Role } from '../../graphql-server/src/index.js';
import { startupBanner, type BannerFacts } from './banner.js';

const facts: BannerFacts = {
  url: 'http://localhost:3000',
  production: false,
  explorer: 'graphiql',
  database: 'embedded PostgreSQL in /data/pg',
  demo: { password: 'demo-pass', signIns: [], resultLinks: [] },
};

const seeded: BannerFacts['demo'] = {
  password: 'demo-pass',
  signIns: [
    { username: 'admin', role: Role.admin },
    { username: 'builder', role: Role.client, note: 'NetBuilder Growth plan' },
  ],
  resultLinks: [{ status: 'approved', path: '/result/1?token=demo-approved' }],
};

describe('startupBanner', () => {
  it('says where everything is', () => {
    const banner = startupBanner(facts);
    expect(banner).toContain('NetFund is running at http://localhost:3000');
    expect(banner).toContain(
      'GraphQL: http://localhost:3000/graphql (GraphiQL explorer; Apollo Sandbox at http://localhost:3000/graphql?sandbox)',
    );
    expect(banner).toContain('Database: embedded PostgreSQL in /data/pg');
    expect(banner).toContain('Press Ctrl-C to stop.');
  });

  it('lists the demo accounts and result links that exist', () => {
    const banner = startupBanner({ ...facts, demo: seeded });
    expect(banner).toContain('Demo accounts (password "demo-pass"):');
    expect(banner).toContain('  admin    admin');
    expect(banner).toContain('  builder  client (NetBuilder Growth plan)');
    expect(banner).toContain('Demo result links:\n  approved http://localhost:3000/result/1?token=demo-approved');
  });

  it('lists no demo accounts or result links when none were seeded', () => {
    const banner = startupBanner(facts);
    expect(banner).not.toMatch(/demo|password|token=/i);
  });

  it('never lists them in production, and offers no explorer there', () => {
    const banner = startupBanner({ ...facts, production: true, explorer: 'none', demo: seeded });
    expect(banner).not.toMatch(/demo|password|token=|Sandbox|GraphiQL|explorer/i);
    expect(banner).toContain('GraphQL: http://localhost:3000/graphql\n');
  });

  it('says when the explorer is not built, as GET /graphql then answers', () => {
    const banner = startupBanner({ ...facts, explorer: 'graphiql-not-built' });
    expect(banner).toContain(
      'GraphQL: http://localhost:3000/graphql (GraphiQL explorer not built: npm run build:explorer; Apollo Sandbox at http://localhost:3000/graphql?sandbox)',
    );
  });
});
