import type { MeetingBooker } from '../../machines/lead-meeting/lead-meeting';

/** The lead panel's meeting section, in the admin area's English. */
export const leadMeetingCopy = {
  title: 'Meeting',
  booked: 'Meeting booked',
  none: 'No meeting booked.',
  cancelled: (when: string) => `The meeting on ${when} was cancelled.`,
  with: (when: string, host: string) => `${when} with ${host}`,
  book: 'Book a meeting',
  move: 'Move the meeting',
  cancel: 'Cancel the meeting',
  close: 'Close',
  freeTimes: 'Free times',
  loadFailed: 'load the meeting',
  changeFailed: 'change the meeting',
  bookedBy: {
    visitor: 'Booked by the prospect',
    assistant: 'Booked by the assistant in a call',
    staff: 'Booked by staff for the prospect',
  } satisfies Record<MeetingBooker, string>,
};
