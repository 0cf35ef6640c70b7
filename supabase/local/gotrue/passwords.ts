import bcrypt from 'bcryptjs';

// GoTrue's cost. bcryptjs writes $2b$, which pgcrypto's crypt() silently misreads; $2a$ is the same
// algorithm and both verify it (research/pglite.md §4).
const cost = 10;

export async function hashPassword(password: string): Promise<string> {
  return (await bcrypt.hash(password, cost)).replace(/^\$2b\$/, '$2a$');
}

// Compared against when the email is unknown, so the answer takes as long either way (a cost-10 hash).
const unknownUserHash = '$2a$10$/FbX6YAp9z/ZzCySCR/nhuIpfpK5cyoTpqxOdbXcomlZcvP0M0Uk.';

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : bcrypt.compare(password, unknownUserHash).then(() => false);
}
