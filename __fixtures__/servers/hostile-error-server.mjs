#!/usr/bin/env node
// Runs src/hostile-error-server.mjs through lib/start.mjs (from the bundle of the test run when it is current).
import { start } from './lib/start.mjs';

await start('hostile-error-server');
