import styled from 'styled-components';
import type { ReactNode } from 'react';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 6px;
  padding: 32px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  h3 {
    margin: 0;
    color: ${(p) => p.theme.colors.text};
    font-size: 16px;
  }
  p {
    margin: 0;
  }
`;

/** "Nothing here" message with an optional description, icon and action. */
export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box role="status">
      {icon && <div aria-hidden>{icon}</div>}
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}
