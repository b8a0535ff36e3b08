import styled from 'styled-components';
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
  /** Disabled tabs cannot be selected (e.g. the token page's DeFi Activities, Analytics, ...). */
  disabled?: boolean;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  background: none;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.textMuted)};
  padding: 8px 12px;
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** Accessible tab list (WAI-ARIA APG tabs, automatic activation: the arrow keys move between enabled
 *  tabs and select them, Home/End go to the first/last). The panel is the caller's. */
export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: TabItem<K>[];
  value: K;
  onChange(id: K): void;
  label?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.map((t, i) => ({ t, i })).filter(({ t }) => !t.disabled);
  function onKey(e: KeyboardEvent) {
    const pos = enabled.findIndex(({ t }) => t.id === value);
    let next: (typeof enabled)[number] | undefined;
    if (e.key === 'ArrowRight') next = enabled[(pos + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(pos + enabled.length - 1) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    else return;
    e.preventDefault();
    if (!next) return;
    onChange(next.t.id);
    refs.current[next.i]?.focus();
  }
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((t, i) => (
        <Tab
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          type="button"
          aria-selected={t.id === value}
          tabIndex={t.id === value ? 0 : -1}
          disabled={t.disabled}
          $active={t.id === value}
          onClick={() => !t.disabled && onChange(t.id)}
        >
          {t.label}
        </Tab>
      ))}
    </List>
  );
}
