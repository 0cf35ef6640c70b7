import type { Rule } from 'eslint';

/** See no-module-let-rule.js. */
export declare const noModuleLet: Rule.RuleModule;
