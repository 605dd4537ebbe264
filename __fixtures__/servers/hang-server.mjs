#!/usr/bin/env node
// Logs 30 lines on stderr, then reads stdin forever and never answers anything.
for (let i = 1; i <= 30; i++) process.stderr.write(`hang-server: loading plugin ${i} of 30\n`);
process.stdin.on('data', () => {});
setInterval(() => {}, 1 << 30);
