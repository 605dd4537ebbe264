#!/usr/bin/env node
// Writes a line on stderr and exits with code 3 when the client sends initialize (or at once with --immediate).
const line = 'crash-server: fatal: cannot open database /var/lib/reviews.db (ENOENT)\n';
if (process.argv.includes('--immediate')) {
  process.stderr.write(line, () => process.exit(3));
} else {
  process.stdin.once('data', () => process.stderr.write(line, () => process.exit(3)));
}
