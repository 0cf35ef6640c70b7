import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noModuleLet } from '../lint/no-module-let-rule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester();

tester.run('no-module-let', noModuleLet, {
  valid: [
    'const waitingMax = 20;',
    'export const rules = { max: 3 };',
    'function start() { let visit = read(); visit = fresh(); return visit; }',
    'export function loop() { for (let index = 0; index < 3; index += 1) {} }',
    'const collect = () => { let sink = null; return (send) => { sink = send; }; };',
  ],
  invalid: [
    { code: 'let queue;', errors: [{ messageId: 'moduleState' }] },
    { code: 'export let feed = null;', errors: [{ messageId: 'moduleState' }] },
    { code: 'var warmedUp = false;', errors: [{ messageId: 'moduleState' }] },
  ],
});
