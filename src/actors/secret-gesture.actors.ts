import type { RegisteredRouter } from '@tanstack/react-router';

/** Binds the hidden staff entry to the router: the completed gesture opens the login page. */
export const secretGestureActions = (router: RegisteredRouter) => ({
  openAdminLogin: () => void router.navigate({ to: '/admin/login' }),
});
