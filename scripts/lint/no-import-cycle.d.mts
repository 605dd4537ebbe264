import type { Rule } from 'eslint';

export declare const noImportCycle: Rule.RuleModule;
declare const plugin: { rules: { 'no-import-cycle': Rule.RuleModule } };
export default plugin;
