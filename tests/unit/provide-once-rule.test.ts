import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { provideOnce } from '../lint/provide-once-rule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('provide-once', provideOnce, {
  valid: [
    'const login = loginMachine.provide({ actors }); function LoginPage() { return useActorRef(login); }',
    'function Page({ id }) { const [machine] = useState(() => m.provide({ actors: actorsOf(id) })); }',
    'function bindVoicePage() { return { machine: voicePageMachine.provide(implementations) }; }',
    'test("x", () => { createActor(m.provide({})); });',
  ],
  invalid: [
    { code: 'function LoginPage() { useActorRef(m.provide({ actors })); }', errors: [{ messageId: 'perRender' }] },
    { code: 'const Page = () => { const machine = m.provide({}); };', errors: [{ messageId: 'perRender' }] },
    { code: 'function useInbox() { return useActorRef(m.provide({})); }', errors: [{ messageId: 'perRender' }] },
  ],
});
