import type { ApiRole } from './jwt';

/** PostgREST's error body: always these four keys, nulls included. */
export type PostgrestErrorBody = { code: string; details: string | null; hint: string | null; message: string };

/** A PostgREST-shaped failure; thrown anywhere under /rest/v1 and turned into the response as it is. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): PostgrestError {
  return new PostgrestError(status, { code, details, hint, message });
}

type DatabaseErrorFields = { code: string; message: string; detail?: string; hint?: string };

// PGlite's DatabaseError class name is minified, so a database error is recognised by its SQLSTATE.
export function isDatabaseError(error: unknown): error is DatabaseErrorFields {
  return (
    error instanceof Error && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)
  );
}

export function fromDatabaseError(error: DatabaseErrorFields, role: ApiRole): PostgrestError {
  return postgrestError(
    httpStatusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

// Ordered like PostgREST's mapSQLtoHTTP: exact codes first, then classes; anything else is the client's fault.
const exactStatuses: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  P0001: 400,
};
const classStatuses: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 413,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

export function httpStatusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // RAISE SQLSTATE 'PTxyz' is how a function or trigger picks the HTTP status xyz itself.
  const chosen = /^PT([1-5]\d\d)$/.exec(code)?.[1];
  if (chosen) return Number(chosen);
  return exactStatuses[code] ?? classStatuses[code.slice(0, 2)] ?? 400;
}
