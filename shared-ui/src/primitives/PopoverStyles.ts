import * as RadixPopover from '@radix-ui/react-popover';
import styled from 'styled-components';

export const PopoverContent = styled(RadixPopover.Content)`
  z-index: 60;
  min-width: 200px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 8px;
  &:focus {
    outline: none;
  }
`;
