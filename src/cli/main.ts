import canonicalize from 'canonicalize';
import { VERSION } from '../version.js';
console.log(VERSION, canonicalize({ b: 1, a: 2 }));
