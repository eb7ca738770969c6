import { Button, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.renderError;

interface Props {
  children: ReactNode;
}

/** A render failure below shows the product texts and a Reload Page button (docs/product/platform-admin.md#the-admin-shell). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack align="center" gap="sm" py={48} px="md" role="alert">
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <Text c="dimmed" ta="center">
          {t.message}
        </Text>
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
      </Stack>
    );
  }
}
