import { describe, expect, it } from 'vitest';
import { rest, standIn } from './stand-in-fixtures';

describe('CORS, as Supabase answers it', () => {
  it('a preflight from the site is allowed with the headers it asks for', async () => {
    const response = await fetch(`${standIn.url}/rest/v1/contact_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-profile,content-type,x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,content-profile,content-type,x-client-info',
    );
  });

  it('responses expose the headers supabase-js reads', async () => {
    const response = await rest('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining([
        'content-range',
        'x-supabase-api-version',
        'range-unit',
        'content-location',
        'location',
        'preference-applied',
      ]),
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
