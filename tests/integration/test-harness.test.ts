import { expect, it } from 'vitest';
import { createTestDatabase, openAssertionPool } from '../support/server.js';

// The teardown race of startTestServer().stop(): the database is dropped with (force) while the assertion pool's
// connections may still be open. Dropping first makes the race certain; without the pool's error listener the
// run reports an uncaught 57P01 and fails.
it('the assertion pool survives its database being dropped under it', async () => {
  const { url, drop } = await createTestDatabase();
  const pool = openAssertionPool(url);
  await Promise.all([pool.query('select 1'), pool.query('select pg_sleep(0.01)')]);
  await drop();
  await expect.poll(() => pool.idleCount).toBe(0);
  await pool.end();
});
