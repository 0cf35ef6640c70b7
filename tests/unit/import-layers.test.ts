import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const layerRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: resolve(repoRoot, 'tests/eslint.config.js') });
  // The first lint loads the config, the parser and the resolver; the cases below then take milliseconds.
  await eslint.lintText('', { filePath: resolve(repoRoot, 'src/lib/warm-up.ts') });
}, 60_000);

/** The layer-rule messages ESLint gives `source` as if it were the file at `path` (which need not exist). */
async function layerErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: resolve(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => layerRules.has(message.ruleId ?? '')).map((m) => m.message);
}

// Each row: a file of one layer, an import the table forbids it, and one it allows (docs/architecture.md).
const cases: Array<{ layer: string; path: string; forbidden: string[]; allowed: string[] }> = [
  {
    layer: 'machines',
    path: 'machines/example/example.machine.ts',
    forbidden: [
      "import { env } from '../../src/lib/env';",
      "import { supabase } from '../../src/lib/supabase';",
      "import { useState } from 'react';",
    ],
    allowed: ["import { setup } from 'xstate';", "import { notProvided } from '../not-provided';"],
  },
  {
    layer: 'components',
    path: 'src/components/example.tsx',
    forbidden: [
      "import { createClient } from '@supabase/supabase-js';",
      "import { supabase } from '../lib/supabase';",
      "import { loadSupabase } from '../lib/load-supabase';",
      "import type { Database } from '../lib/database.types';",
      "import { appVoiceClient } from '../voice/app-voice-client';",
      "import Vapi from '@vapi-ai/web';",
    ],
    allowed: [
      "import { demoFormImplementations } from '../actors/demo-form.actors';",
      "import { formatUsd } from '../lib/number-format';",
    ],
  },
  {
    layer: 'routes',
    path: 'src/routes/example.tsx',
    forbidden: [
      "import { supabase } from '../lib/supabase';",
      "import { createOfflineVoiceClient } from '../voice/offline-voice-client';",
    ],
    allowed: ["import { loginActors } from '../actors/login.actors';"],
  },
  {
    layer: 'content',
    path: 'src/content/example.ts',
    forbidden: ["import type { Tables } from '../lib/database.types';"],
    allowed: ["import { formatUsd } from '../lib/number-format';"],
  },
  {
    layer: 'lib',
    path: 'src/lib/example.ts',
    forbidden: [
      "import { appVoiceClient } from '../voice/app-voice-client';",
      "import { loginActors } from '../actors/login.actors';",
    ],
    allowed: [
      "import { env } from './env';",
      "import { pageSize } from '../../machines/admin-dashboard/admin-dashboard.paging';",
    ],
  },
  {
    layer: 'actors',
    path: 'src/actors/example.actors.ts',
    forbidden: ["import { ErrorNote } from '../components/ui/notice';"],
    allowed: [
      "import { loadSupabase } from '../lib/load-supabase';",
      "import { appVoiceClient } from '../voice/app-voice-client';",
    ],
  },
  {
    layer: 'the app, for error reports',
    path: 'src/actors/example.actors.ts',
    forbidden: [
      "import { captureException } from '@sentry/browser';",
      "import { installReporter } from '../errors/sentry-reporter';",
    ],
    allowed: [
      "import { reportFailure } from '../lib/failure-reports';",
      "import type { FailureContext } from '../errors/error-queue';",
    ],
  },
  {
    layer: 'the error reporter',
    path: 'src/errors/example.ts',
    forbidden: ["import { env } from '../lib/env';", "import { brand } from '../content/brand';"],
    allowed: ["import { captureException } from '@sentry/browser';", "import { redactText } from './scrub';"],
  },
  {
    layer: 'the stand-in',
    path: 'supabase/local/example.ts',
    forbidden: ["import { machinePaths } from '../../tests/support/machine-paths';"],
    allowed: ["import { openDatabase } from './database';"],
  },
  {
    layer: 'the Edge Functions',
    path: 'supabase/functions/_shared/alerts/example.ts',
    forbidden: [
      "import { readFileSync } from 'node:fs';",
      "import { z } from 'zod';",
      "import { openDatabase } from '../../../local/database.ts';",
      "import { oneLine } from './safe-text';",
      "import { env } from '../../../../src/lib/env.ts';",
      "import { createClient } from 'npm:@supabase/supabase-js@2.109.0';",
    ],
    allowed: [
      "import { oneLine } from './safe-text.ts';",
      "import type { AlertJob } from '../alerts/alert-job.ts';",
      "import type { Database } from '../../../../src/lib/database.types.ts';",
    ],
  },
  {
    layer: "an Edge Function's entrypoint",
    path: 'supabase/functions/example/index.ts',
    forbidden: ["import { readFileSync } from 'node:fs';", "import { z } from 'zod';"],
    allowed: [
      "import { createClient } from 'npm:@supabase/supabase-js@2.109.0';",
      "import { createAlertHandler } from '../_shared/alerts/alert-handler.ts';",
    ],
  },
];

describe('import layers (tests/eslint.config.js)', () => {
  describe.each(cases)('$layer', ({ path, forbidden, allowed }) => {
    it.each(forbidden)('refuses %s', async (source) => {
      expect(await layerErrors(path, source)).not.toEqual([]);
    });
    it.each(allowed)('allows %s', async (source) => {
      expect(await layerErrors(path, source)).toEqual([]);
    });
  });
});
