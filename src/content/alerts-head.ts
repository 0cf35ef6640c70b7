/**
 * The Alerts screen's name and description: what its route's head needs, apart from the screen's other words, because
 * route files ship in the app chunk that every visit downloads.
 */
export const alertsHead = {
  title: 'Alerts',
  description: 'Staff alerts: your choice, the channels and the delivery log.',
};
