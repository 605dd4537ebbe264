import { VERSION } from '../src/version.js';
test('version', () => { expect(VERSION).toBe('0.1.0'); });
