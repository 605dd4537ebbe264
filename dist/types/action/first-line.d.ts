/** The action's first line of work (what it was asked to do), from the runner's environment alone: no module beyond this one is needed to print it. */
export declare function firstLine(env: Record<string, string | undefined>): string;
