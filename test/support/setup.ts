import { afterEach } from 'vitest';
import { killLeftovers } from './cli.js';

// A test that failed while its CLI ran leaves no process behind to disturb the next one.
afterEach(() => killLeftovers());
