import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorPage } from '../error-page/error-page';

interface ErrorBoundaryProps {
  children: ReactNode;
}

/** Catches what the router cannot: failures in providers and the config gate above it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error?: unknown; hasError: boolean }> {
  override state: { error?: unknown; hasError: boolean } = { hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorPage error={this.state.error} isStandalone /> : this.props.children;
  }
}
