import { setupServer } from 'msw/node';
import { mockSchema } from './contract/schema-projection';
import { handlers } from './handlers';

// Built here, while the test file loads, rather than inside the first test's first request (half a second on a busy
// machine, where a test's findBy… waits one second).
mockSchema();

/** The same handlers for component tests (Node request interception). */
export const mockServer = setupServer(...handlers);
