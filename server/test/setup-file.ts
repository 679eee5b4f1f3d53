import { setPasswordHashCost } from '../lib/passwords';
import { TEST_PASSWORD_HASH_COST } from './test-app';

// Runs before each file of the server project. A worker keeps the server's modules from one file
// to the next (isolate: false), so module state a file may have changed is set back here: new
// password hashes at the test cost, also in files that open a database without createTestApp.
setPasswordHashCost(TEST_PASSWORD_HASH_COST);
