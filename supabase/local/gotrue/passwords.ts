import { availableParallelism } from 'node:os';
import bcrypt from 'bcrypt';
import pLimit from 'p-limit';

// GoTrue's cost. bcrypt writes $2b$, which pgcrypto's crypt() silently misreads; $2a$ is the same
// algorithm and both verify it.
const cost = 10;

// bcrypt runs on libuv's thread pool, off the event loop. Fewer hashes at once than there are cores leave
// one core to the server, whose database runs on the event loop: a login flood cannot starve the inserts.
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export async function hashPassword(password: string): Promise<string> {
  return (await hashing(() => bcrypt.hash(password, cost))).replace(/^\$2b\$/, '$2a$');
}

// Compared against when the email is unknown, so the answer takes as long either way (a cost-10 hash).
const unknownUserHash = '$2a$10$/FbX6YAp9z/ZzCySCR/nhuIpfpK5cyoTpqxOdbXcomlZcvP0M0Uk.';

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const matches = await hashing(() => bcrypt.compare(password, hash ?? unknownUserHash));
  return hash !== null && matches;
}
