/** `npm run headers`: writes public/_headers and vercel.json from src/hosting/security-headers.ts. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { committedHostFiles } from './host-files.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
for (const { path, content } of committedHostFiles()) {
  writeFileSync(join(root, path), content);
  console.log(`wrote ${path}`);
}
