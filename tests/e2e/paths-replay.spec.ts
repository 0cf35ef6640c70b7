import { plan } from '../machines/demo-form.plan';
import { replayInBrowser } from '../paths/browser/replay-in-browser';
import { namedPaths } from '../paths/named-paths';
import { e2eApiUrl } from './support/e2e-env';
import { expect, test } from './support/test';

// Keeps `npm run paths -- replay NAME --browser` working: one demo-form path, through Sent! and the clearing timer,
// replayed through the real page exactly as the command does it.
const throughTheTimer = namedPaths({ flow: 'demo-form', plan }).find((named) =>
  named.path.steps.some((step) => step.event.type.startsWith('xstate.after.')),
);

test('a demo-form path replays through the real page: typed, sent, thanked, cleared 3000 ms later', async ({
  page,
}) => {
  expect(throughTheTimer, 'a demo-form path through the success timer').toBeDefined();
  if (!throughTheTimer) return;
  const lines: string[] = [];
  const passed = await replayInBrowser(page, throughTheTimer, (line) => lines.push(line), { apiUrl: e2eApiUrl });
  expect(passed, lines.join('\n')).toBe(true);
});
