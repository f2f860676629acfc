import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for component tests (Node request interception). */
export const mockServer = setupServer(...handlers);
