import styled from 'styled-components';
import { toneColor, type Tone } from '../theme/theme';

/** A small tinted label. `tone` picks the colour (action-badge colours map onto tones). */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: 12px;
  font-weight: 600;
  line-height: 18px;
  white-space: nowrap;
  color: ${(p) => toneColor(p.theme, p.$tone ?? 'gray')};
  background: ${(p) => toneColor(p.theme, p.$tone ?? 'gray')}22;
  border: 1px solid ${(p) => toneColor(p.theme, p.$tone ?? 'gray')}55;
`;
