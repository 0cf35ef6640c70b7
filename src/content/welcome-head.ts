/**
 * The invited teammate's page: its address and what its route's head needs, apart from the page's other words,
 * because route files ship in the app chunk that every visit downloads.
 */
export const welcomeHead = {
  path: '/admin/welcome',
  title: 'Set your password',
  description: 'Choose a password for your staff account.',
};
