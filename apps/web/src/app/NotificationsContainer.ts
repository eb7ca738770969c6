// The toast container on its own, so DeferredNotifications can load it as a chunk of its own (the
// notifications store, used to show toasts, stays in the main bundle).
export { Notifications } from '@mantine/notifications';
