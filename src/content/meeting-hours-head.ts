/**
 * The Meeting hours screen's name and description: what its route's head needs, apart from the screen's other
 * words, because route files ship in the app chunk that every visit downloads.
 */
export const meetingHoursHead = {
  title: 'Meeting hours',
  description: 'Your demo meeting hours and calendar, and the team’s meeting settings.',
};
