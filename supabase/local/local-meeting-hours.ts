import type { PGlite } from '@electric-sql/pglite';

/** The hours the local admin takes meetings in until they change them: Monday to Friday, 09:00–17:00 UTC. */
export const localAdminMeetingHours = { timeZone: 'UTC', weekdays: [1, 2, 3, 4, 5], starts: '09:00', ends: '17:00' };

/**
 * Makes the local admin a meeting host with the default hours, so `/book` offers times on a fresh clone. An admin
 * who is a host already keeps what they set.
 */
export async function ensureLocalMeetingHours(db: PGlite, adminEmail: string): Promise<void> {
  const { timeZone, weekdays, starts, ends } = localAdminMeetingHours;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>(
      `insert into public.meeting_hosts (user_id, display_name, time_zone)
       select u.id, split_part(u.email, '@', 1), $2 from auth.users as u where lower(u.email) = lower($1)
       on conflict (user_id) do nothing
       returning user_id`,
      [adminEmail, timeZone],
    );
    const userId = rows[0]?.user_id;
    if (userId === undefined) return;
    await tx.query(
      `insert into public.meeting_hours (user_id, weekday, starts, ends)
       select $1, day, $3::time, $4::time from unnest($2::smallint[]) as day`,
      [userId, weekdays, starts, ends],
    );
  });
}
