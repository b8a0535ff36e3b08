import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { api, subscribe, useStreamUp, type Setting } from 'shared-api';
import { RemoteWidget } from '../remotes/RemoteRoute';
import { remoteLoader } from '../remotes/loader';
import * as apiPaths from 'shared-api/paths';

const Dock = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
`;

const Launcher = styled.button`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  box-shadow: ${(p) => p.theme.shadow};
  font-size: 22px;
`;

/**
 * Bottom-right trollbox. The chat itself lives in mfe_games; it is downloaded only when the visitor
 * opens it (prefetched on hover), so pages that do not use the games remote never fetch it.
 */
/** Query key of the admin switch; the admin page invalidates it after saving. */
export const TROLLBOX_SETTING_KEY = ['trollbox', 'settings', 'trollbox_enabled'] as const;

/** The trollbox is enabled unless the server says 'false' (a failed or non-ok load keeps it on). */
async function trollboxEnabled(): Promise<boolean> {
  try {
    const body: Partial<Setting> = await api.get(apiPaths.settingGet, {
      params: { key: 'trollbox_enabled' },
    });
    return body.value !== 'false';
  } catch {
    return true;
  }
}

export function TrollboxDock() {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  // The admin's switch reaches every open page on the stream's `settings` channel; this subscription
  // is also what opens the tab's one live stream on every page. Polled only while the stream is down.
  const live = useStreamUp();
  useEffect(
    () =>
      subscribe('settings', (data) => {
        const s = data as Partial<Setting>;
        if (s.key === 'trollbox_enabled') qc.setQueryData(TROLLBOX_SETTING_KEY, s.value !== 'false');
      }),
    [qc],
  );
  const enabled = useQuery({
    queryKey: TROLLBOX_SETTING_KEY,
    queryFn: trollboxEnabled,
    refetchInterval: live ? false : 30_000,
  });
  if (enabled.data === false) return null;
  return (
    <Dock>
      {open && <RemoteWidget remote="mfe_games" expose="./Trollbox" />}
      <Launcher
        type="button"
        aria-label={open ? 'Close trollbox' : 'Open trollbox'}
        aria-expanded={open}
        onMouseEnter={() => remoteLoader.prefetch('mfe_games')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? (
          '✕'
        ) : (
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden fill="currentColor">
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
          </svg>
        )}
      </Launcher>
    </Dock>
  );
}
