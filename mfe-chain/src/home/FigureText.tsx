// A home figure: the live value, or the placeholder text with a visible and spoken mark, so a
// placeholder is never read as the chain's own figure.
import styled from 'styled-components';
import type { Figure } from './logic';

const Mark = styled.small`
  margin-left: 4px;
  font-size: 11px;
  font-weight: 500;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const PLACEHOLDER_MARK = '(placeholder: live value unavailable)';

export function FigureText({ f, suffix = '' }: { f: Figure; suffix?: string }) {
  // A live value is plain text, part of the sentence around it.
  if (!f.placeholder) return <>{`${f.text}${suffix}`}</>;
  return (
    <span data-placeholder>
      {`${f.text}${suffix}`}
      <Mark>{PLACEHOLDER_MARK}</Mark>
    </span>
  );
}
