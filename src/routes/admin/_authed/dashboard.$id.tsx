import { createFileRoute } from '@tanstack/react-router';
import { LeadPanelPage } from '../../../components/inbox/lead-panel-page';

/** One lead over the inbox, at its own address so it can be shared; closing returns to the same view. */
export const Route = createFileRoute('/admin/_authed/dashboard/$id')({
  component: LeadPanelPage,
});
