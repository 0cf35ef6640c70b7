import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { AuthError } from './auth-error';
import { parseBanDuration } from './ban-duration';
import { requireServiceRole } from './bearer';
import { deleteFactor, findOwnedFactor, listFactors } from './factors';
import { authJsonBody, stringField } from './request-body';
import { endSessions } from './sessions';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  minimumPasswordLength,
  updateUser,
  validEmail,
  type UserChanges,
} from './users';

/** GoTrue's admin/users endpoints; only a service_role token may call them. */
export function adminRoutes({ db, jwtSecret }: { db: PGlite; jwtSecret: string }): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    await requireServiceRole(c, jwtSecret);
    await next();
  });

  app.get('/users', async (c) => {
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page') ?? 50) || 50));
    const { users, total } = await listUsers(db, page, perPage);
    c.header('X-Total-Count', String(total));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    c.header('Link', `</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/users', async (c) => {
    const changes = userChanges(await authJsonBody(c));
    if (!changes.email)
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    return c.json(await createUser(db, { ...changes, email: changes.email }));
  });

  app.get('/users/:id', async (c) => {
    const user = await getUser(db, c.req.param('id'));
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json(user);
  });

  app.put('/users/:id', async (c) => {
    const changes = userChanges(await authJsonBody(c));
    return c.json(
      await db.transaction(async (tx) => {
        const user = await updateUser(tx, c.req.param('id'), changes);
        // A deactivated person is signed out everywhere at once: no refresh token of theirs works any more.
        if (changes.banMs !== undefined && changes.banMs > 0) await endSessions(tx, user.id, '', 'global');
        return user;
      }),
    );
  });

  app.get('/users/:id/factors', async (c) => c.json(await listFactors(db, await requireUserId(c.req.param('id')))));

  app.delete('/users/:id/factors/:factorId', async (c) => {
    const userId = await requireUserId(c.req.param('id'));
    const factor = await findOwnedFactor(db, userId, c.req.param('factorId'));
    await db.transaction((tx) => deleteFactor(tx, factor.id));
    return c.json(factor);
  });

  app.delete('/users/:id', async (c) => {
    await deleteUser(db, c.req.param('id'));
    return c.json({});
  });

  async function requireUserId(id: string): Promise<string> {
    const user = await getUser(db, id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user.id;
  }

  return app;
}

function userChanges(body: Record<string, unknown>): UserChanges {
  const email = stringField(body, 'email');
  if (email !== undefined && !validEmail(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const password = stringField(body, 'password');
  if (password !== undefined && password.length < minimumPasswordLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimumPasswordLength} characters.`);
  }
  return {
    email,
    password,
    emailConfirm: typeof body.email_confirm === 'boolean' ? body.email_confirm : undefined,
    appMetadata: objectField(body, 'app_metadata'),
    userMetadata: objectField(body, 'user_metadata'),
    banMs:
      typeof body.ban_duration === 'string' && body.ban_duration !== ''
        ? parseBanDuration(body.ban_duration)
        : undefined,
  };
}

function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
