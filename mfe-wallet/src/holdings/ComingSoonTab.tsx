// The panel of a wallet tab whose feature is not built yet: its name, a Coming Soon badge and the
// same sentence on every such tab.
import styled from 'styled-components';
import { Badge } from 'shared-ui';
import { ComingSoonPanel } from 'shared-ui/screens';
import { COMING_SOON_TEXT, COMING_SOON_TITLE } from './format';

const Box = styled(ComingSoonPanel)`
  margin-top: 16px;
  h2 {
    margin: 0;
    font-size: 18px;
    color: ${(p) => p.theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

export function ComingSoonTab({ feature }: { feature: string }) {
  return (
    <Box>
      <Badge $tone="purple">{COMING_SOON_TITLE}</Badge>
      <h2>{feature}</h2>
      <p>
        {COMING_SOON_TITLE} — {COMING_SOON_TEXT}
      </p>
    </Box>
  );
}
