#!/usr/bin/env node
// Runs src/exec-log-server.mjs through lib/start.mjs (from the bundle of the test run when it is current).
import { start } from './lib/start.mjs';

await start('exec-log-server');
