#!/usr/bin/env node
// Runs src/refuse-server.mjs through lib/start.mjs (from the bundle of the test run when it is current).
import { start } from './lib/start.mjs';

await start('refuse-server');
