import { createFileRoute } from '@tanstack/react-router';
import { MeetingHoursScreen } from '../../../components/meeting-hours/meeting-hours-screen';
import { meetingHoursHead } from '../../../content/meeting-hours-head';
import { pageTitle } from '../../../content/page-title';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/meeting-hours')({
  head: () =>
    pageHead({
      path: '/admin/meeting-hours',
      title: pageTitle(meetingHoursHead.title),
      description: meetingHoursHead.description,
      noindex: true,
    }),
  component: MeetingHoursScreen,
});
