import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ServerSnapshot } from '../contract/types.js';
import { type JsonObject } from '../util/json.js';
import type { Deadline } from './deadline.js';
import { type ListLimits } from './list-raw.js';
import { RecordingTransport } from './recording-transport.js';
/** What a discovery is doing right now, for the message when it times out or fails. */
export interface Progress {
    phase: string;
}
export declare function newClient(clientCapabilities: JsonObject): Client;
/** Connect (initialize) over `transport`, keeping the raw initialize result. */
export declare function connect(transport: Transport, clientCapabilities: JsonObject, deadline: Deadline, progress: Progress): Promise<{
    client: Client<{
        method: string;
        params?: {
            [x: string]: unknown;
            _meta?: {
                [x: string]: unknown;
                progressToken?: string | number | undefined;
                "io.modelcontextprotocol/related-task"?: {
                    taskId: string;
                } | undefined;
            } | undefined;
        } | undefined;
    }, {
        method: string;
        params?: {
            [x: string]: unknown;
            _meta?: {
                [x: string]: unknown;
                progressToken?: string | number | undefined;
                "io.modelcontextprotocol/related-task"?: {
                    taskId: string;
                } | undefined;
            } | undefined;
        } | undefined;
    }, {
        [x: string]: unknown;
        _meta?: {
            [x: string]: unknown;
            progressToken?: string | number | undefined;
            "io.modelcontextprotocol/related-task"?: {
                taskId: string;
            } | undefined;
        } | undefined;
    }>;
    recording: RecordingTransport;
}>;
/**
 * Read every list of a connected server, raw: tools (always), prompts and resource templates (when the server's
 * capabilities advertise them). The snapshot carries what the server said about itself and what we declared.
 */
export declare function readLists(client: Client, recording: RecordingTransport, clientCapabilities: JsonObject, deadline: Deadline, progress: Progress, limits: ListLimits): Promise<ServerSnapshot>;
