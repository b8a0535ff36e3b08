import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

/** Placeholder block shown while data loads. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-skeleton': '' })<{
  $w?: string;
  $h?: string;
}>`
  width: ${(p) => p.$w ?? '100%'};
  height: ${(p) => p.$h ?? '16px'};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** A few skeleton rows, for lists. */
export function SkeletonRows({ rows = 5, height = '20px' }: { rows?: number; height?: string }) {
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 10 }}
      role="progressbar"
      aria-label="Loading"
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} $h={height} />
      ))}
    </div>
  );
}
