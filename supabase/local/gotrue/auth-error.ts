/**
 * A GoTrue-shaped failure. The body carries both the 2024-01-01 keys (code, message) and the legacy ones
 * (error_code, msg): auth-js reads `code` only when it can see the X-Supabase-Api-Version response header.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return { code: this.code, error_code: this.code, message: this.message, msg: this.message };
  }
}

export const apiVersionHeader = { 'X-Supabase-Api-Version': '2024-01-01' };
