import type { Rule } from 'eslint';

/** See provide-once-rule.js. */
export declare const provideOnce: Rule.RuleModule;
