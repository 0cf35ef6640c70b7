/**
 * The functions a visitor (the anon role) may execute, by signature: what the public pages call (the site's events,
 * a personal voice page and its conversations, the form's note of a refused request). The access matrix fails when anon can execute any other function,
 * so a migration that grants one more must add it here, where a reviewer sees it.
 */
export const visitorFunctions = [
  'public.ingest_event(text)',
  'public.note_failed_sign_in(text)',
  'public.note_refused_demo_request(text)',
  'public.get_personalized_assistant(text)',
  'public.record_voice_event(text, text, integer, text, uuid)',
  'public.record_voice_heartbeat(text, uuid, integer)',
  // The booking page: the free slots, booking one for the visitor's lead, and the prospect's move and cancel links.
  'public.booking_slots(text)',
  'public.book_meeting(uuid, timestamp with time zone)',
  'public.meeting_for_link(text)',
  'public.reschedule_meeting(text, timestamp with time zone)',
  'public.cancel_meeting(text)',
  // A visitor without a lead: becoming one the way a demo request does, then booking.
  'public.request_and_book_meeting(uuid, text, text, text, text, text, integer, jsonb, timestamp with time zone)',
  // The voice page: the meeting the assistant booked in its call.
  'public.voice_call_meeting(uuid)',
] as const;
