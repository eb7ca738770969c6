import { useDocumentTitle } from '@mantine/hooks';

/** Sets the browser tab's title while the page is shown; nothing while `title` is empty. */
export function usePageTitle(title: string | undefined | null) {
  useDocumentTitle(title ?? '');
}
