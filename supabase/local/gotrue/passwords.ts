import bcrypt from 'bcryptjs';

// GoTrue's cost. bcryptjs writes $2b$, which pgcrypto's crypt() silently misreads; $2a$ is the same
// algorithm and both verify it (research/pglite.md §4).
const cost = 10;

export async function hashPassword(password: string): Promise<string> {
  return (await bcrypt.hash(password, cost)).replace(/^\$2b\$/, '$2a$');
}

// Compared when the email is unknown too, so the answer takes as long either way.
const unknownUserHash = bcrypt.hashSync('not a password anyone has', cost);

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : bcrypt.compare(password, unknownUserHash).then(() => false);
}
