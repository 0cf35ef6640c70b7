import { m } from '../paraglide/messages.js';

/** The page a route shows when it fails to load or render: calm, with a way forward. */
export const errorPage = {
  get eyebrow() {
    return m.error_eyebrow();
  },
  get title() {
    return m.error_title();
  },
  get body() {
    return m.error_body();
  },
  get retry() {
    return m.error_retry();
  },
  get home() {
    return m.nav_home();
  },
};
