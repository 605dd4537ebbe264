import type { ProbeCase } from './types.js';
/** The probes file: JSON Schema (every key described, so it documents itself). */
export declare const probesSchema: {
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["cases"];
    readonly properties: {
        readonly cases: {
            readonly type: "array";
            readonly description: "Frozen role cases, run at head (and at base for comparison).";
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["id"];
                readonly properties: {
                    readonly id: {
                        readonly type: "string";
                        readonly minLength: 1;
                        readonly description: "Unique name of the case (shown in the report).";
                    };
                    readonly server: {
                        readonly type: "string";
                        readonly description: "Server id from the config; optional with a single server.";
                    };
                    readonly tool: {
                        readonly type: "string";
                        readonly description: "The tool to call through tools/call.";
                    };
                    readonly arguments: {
                        readonly type: "object";
                        readonly description: "Arguments of the call.";
                    };
                    readonly expect: {
                        readonly description: "A substring of the answer, or {contains}, {schema} (JSON Schema for the structured output) or {error: true}; a list means all of them.";
                        readonly anyOf: readonly [{
                            readonly type: "string";
                        }, {
                            readonly $ref: "#/definitions/expectation";
                        }, {
                            readonly type: "array";
                            readonly items: {
                                readonly anyOf: readonly [{
                                    readonly type: "string";
                                }, {
                                    readonly $ref: "#/definitions/expectation";
                                }];
                            };
                        }];
                    };
                    readonly 'forbidden-tools': {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                        readonly description: "Globs of tool names the server must not list (a role surface).";
                    };
                };
            };
        };
    };
    readonly definitions: {
        readonly expectation: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly minProperties: 1;
            readonly maxProperties: 1;
            readonly properties: {
                readonly contains: {
                    readonly type: "string";
                };
                readonly schema: {
                    readonly type: "object";
                };
                readonly error: {
                    readonly const: true;
                };
            };
        };
    };
};
/** Read and validate a probes file (YAML or JSON); problems name the file and the key. */
export declare function loadProbes(file: string, display?: string): ProbeCase[];
