import type { Finding } from '../policy/types.js';
import type { CheckAnnotation } from './github.js';
import type { ToolLocator } from './locate.js';
export declare function annotationText(f: Finding): {
    title: string;
    message: string;
    details?: string;
};
/** One check-run annotation per finding, at the line where its tool is defined. */
export declare function checkAnnotations(findings: Finding[], locator: ToolLocator): CheckAnnotation[];
export interface CommandSink {
    error(message: string, place: {
        file: string;
        startLine: number;
        title: string;
    }): void;
    warning(message: string, place: {
        file: string;
        startLine: number;
        title: string;
    }): void;
    notice(message: string, place?: {
        file: string;
        startLine: number;
        title: string;
    }): void;
}
/**
 * Workflow-command annotations (shown on the run and the PR's Files tab): GitHub shows at most 10 per level per step,
 * so the gate sends 10 per level and then one notice with the totals.
 */
export declare function emitCommandAnnotations(sink: CommandSink, annotations: CheckAnnotation[]): void;
