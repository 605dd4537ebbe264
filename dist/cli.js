#!/usr/bin/env node
/**
 * The `mcp-contract-gate` command's first file (dist/cli.js; scripts/bundle.mjs transpiles it alone, so it imports
 * only Node's own modules). It runs the CLI bundle, dist/cli/index.cjs, which is a script (one function) rather than
 * an ES module so that it can be compiled with V8's code cache: parsing and compiling half a megabyte of JavaScript is
 * most of what a short command like `diff` costs, and with the cache a second run skips it.
 *
 * The cache is one file per build, command, Node version and architecture, in a folder of the user's own
 * ($XDG_CACHE_HOME or ~/.cache, then mcp-contract-gate; MCP_CONTRACT_GATE_COMPILE_CACHE names another folder, or turns
 * it off with 0). A cache file is code: it is read only when it is a regular file owned by this user that no one
 * else can write, and it is written with the same rights. It is written when a run of the command ends well (exit
 * code 0 or 1, with what the run compiled: each command's file holds that command's code, whichever ran first), and
 * only when there was none or V8 turned it down; any failure to read or write it only makes the run slower.
 *
 * Regular expressions are compiled to machine code on first use (V8's `--no-regexp-tier-up`): by default V8 first
 * compiles each one to bytecode and interprets it, which for the signal families' long case-insensitive patterns costs
 * several times more than the machine code, and a short run like `diff` uses most of them once or twice.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
/** The bundle's content hash, which scripts/bundle.mjs writes here: one build never reads another's cache. */
const BUILD = 'bca4b31fa46761c8';
/** Turns the cache off: MCP_CONTRACT_GATE_COMPILE_CACHE=0 (or false, off, no). */
const OFF = /^(?:0|false|off|no)$/i;
/** A command's name, as the cache file names it (anything else shares one file). */
const COMMAND = /^[a-z][a-z-]{0,31}$/;
// before anything compiles, so the cache is made and read under the same flags
setFlagsFromString('--no-regexp-tier-up');
const bundle = fileURLToPath(new URL('./cli/index.cjs', import.meta.url));
// the script is ASCII (scripts/bundle.mjs escapes the rest): read as Latin-1, a one-byte string, with no decoding
const source = readFileSync(bundle, 'latin1');
const cacheFile = compileCacheFile();
const cached = cacheFile === undefined ? undefined : readCache(cacheFile);
const script = new Script(source, { filename: bundle, ...(cached ? { cachedData: cached } : {}) });
if (cacheFile !== undefined && (!cached || script.cachedDataRejected))
    process.once('exit', (code) => code <= 1 && writeCache(cacheFile, script));
const url = pathToFileURL(bundle).href;
const start = script.runInThisContext();
// the bundle's chunks are ES modules beside it, imported on first use
start(createRequire, url, (path) => import(new URL(path, url).href));
function compileCacheFile() {
    const setting = process.env.MCP_CONTRACT_GATE_COMPILE_CACHE;
    if (setting !== undefined && OFF.test(setting.trim()))
        return undefined;
    let dir = setting?.trim();
    if (!dir) {
        const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
        dir = join(base, 'mcp-contract-gate');
    }
    const command = process.argv[2] ?? '';
    return join(dir, `cli-${BUILD}-${COMMAND.test(command) ? command : '-'}-${process.version}-${process.arch}.v8`);
}
function readCache(file) {
    try {
        const fd = openSync(file, 'r');
        try {
            const st = fstatSync(fd);
            const uid = process.getuid?.();
            if (!st.isFile() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0)
                return undefined;
            return readFileSync(fd);
        }
        finally {
            closeSync(fd);
        }
    }
    catch {
        return undefined;
    }
}
function writeCache(file, compiled) {
    try {
        const dir = dirname(file);
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, compiled.createCachedData(), { mode: 0o600 });
        renameSync(tmp, file);
        // the caches of other builds for this Node are stale: one build's files per Node version are kept
        const mine = `-${process.version}-${process.arch}.v8`;
        for (const name of readdirSync(dir))
            if (name.startsWith('cli-') && name.endsWith(mine) && !name.startsWith(`cli-${BUILD}-`))
                rmSync(join(dir, name), { force: true });
    }
    catch {
        // a cache that cannot be written only makes the next run as slow as this one
    }
}
