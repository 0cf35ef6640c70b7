import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppRouter } from './router';

/** The whole app: the browser renders or hydrates it, the build prerenders it. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
