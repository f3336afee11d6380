import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Container of `notifications.show(...)` (lazy: see overlay-hosts.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
