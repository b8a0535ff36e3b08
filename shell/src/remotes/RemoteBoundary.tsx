import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { RemoteLoadError, type RemoteLoader } from './loader';

export const ErrorBox = styled.div`
  margin: 24px auto;
  max-width: 640px;
  padding: 24px;
  text-align: center;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0 0 12px;
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  button {
    padding: 8px 16px;
    border-radius: 8px;
    border: 0;
    cursor: pointer;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    font-weight: 700;
  }
`;

interface Props {
  remote: string;
  loader: RemoteLoader;
  children: ReactNode;
  /** Smaller message for widgets (the trollbox). */
  compact?: boolean;
}

interface State {
  error: Error | null;
}

/**
 * Every remote region sits in one of these, so a broken remote never takes the page down.
 * A page that throws is retried once, then the loader falls back to stable; a load failure (already
 * retried and fallen back inside the loader) shows a message with a retry button.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    if (error instanceof RemoteLoadError) return;
    void this.props.loader.renderFailed(this.props.remote, error).then((verdict) => {
      if (verdict === 'retry') this.setState({ error: null });
      else if (verdict === 'fallback') this.setState({ error: null }); // loader already switched to stable
    });
  }

  private retry = () => {
    this.props.loader.invalidate(this.props.remote, { rereadRegistry: true });
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.compact) {
      return (
        <ErrorBox role="alert" data-remote-error={this.props.remote}>
          <button type="button" onClick={this.retry}>
            Retry
          </button>
        </ErrorBox>
      );
    }
    return (
      <ErrorBox role="alert" data-remote-error={this.props.remote}>
        <h2>This part of the explorer could not be loaded</h2>
        <p>{error.message}</p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </ErrorBox>
    );
  }
}
