import styled from 'styled-components';
import type { ReactNode } from 'react';

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg};
  padding: 16px;
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  h2,
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

/** A card with a heading row (title on the left, optional actions on the right). */
export function TitledCard({
  title,
  actions,
  children,
  ...rest
}: { title: ReactNode; actions?: ReactNode; children?: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Card {...rest}>
      <Head>
        <h3>{title}</h3>
        {actions}
      </Head>
      {children}
    </Card>
  );
}

/** Page frame used by every page: a title row and the content below. */
export const PageTitle = styled.h1`
  font-size: 26px;
  margin: 0 0 16px;
  line-height: 1.2;
`;

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
