import styled from 'styled-components';
import { Badge, Page, PageTitle } from 'shared-ui';

/** The dashed panel every Coming Soon state sits in. */
export const ComingSoonPanel = styled.div`
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg};
  padding: 48px 16px;
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** A titled page whose only content is the Coming Soon label (sections of the ecosystem not built yet). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <ComingSoonPanel>
        <Badge $tone="purple">Coming Soon</Badge>
        <p style={{ margin: 0 }}>This part of the Gorbagana ecosystem is on its way.</p>
      </ComingSoonPanel>
    </Page>
  );
}
