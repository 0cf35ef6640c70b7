/**
 * The Team screen's name and description: what its route's head needs, apart from the screen's other words, because
 * route files ship in the app chunk that every visit downloads.
 */
export const teamHead = {
  title: 'Team',
  description: 'Staff accounts: invitations, roles, two-step sign-in and deactivation.',
};
