import { DataDirLockedError } from './data-dir-lock';
import { DataDirUnusableError } from './database';
import { LocalAdminConfigError } from './gotrue/local-admin';
import { AlertConfigError } from './server';

const fileSystemCodes: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a directory',
  ENOSPC: 'no space left on the device',
};

/**
 * What to tell a developer whose stand-in did not start, in plain words, for the failures they can fix
 * themselves; null for anything unexpected, which is worth its stack trace.
 */
export function startFailureMessage(error: unknown, port: number): string | null {
  if (
    error instanceof DataDirLockedError ||
    error instanceof DataDirUnusableError ||
    error instanceof AlertConfigError ||
    error instanceof LocalAdminConfigError
  ) {
    return error.message;
  }
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return null;
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} is already in use. Stop whatever holds it, or set SUPABASE_LOCAL_PORT (the mail catcher takes the port three above it).`;
  }
  const meaning = fileSystemCodes[error.code];
  if (meaning && 'path' in error) {
    return (
      `The stand-in could not use ${String(error.path)}: ${meaning} (${error.code}). ` +
      'Fix that, or point SUPABASE_LOCAL_DATA_DIR at a directory this user can write.'
    );
  }
  return null;
}
