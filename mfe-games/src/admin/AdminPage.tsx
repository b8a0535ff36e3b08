// /admin: the trollbox switch, system information and message moderation.
// Every change needs the operator's ADMIN_TOKEN (asked once, kept for the browser session); the
// server refuses without it and nothing changes.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Page, PageTitle, TitledCard, useNetwork, useToast } from 'shared-ui';
import { api, isStatus, type TrollboxMessage } from 'shared-api';
import { useTrollboxMessages } from '../trollbox/useTrollboxMessages';
import { loadToken, storeToken } from './adminToken';
import * as apiPaths from 'shared-api/paths';

/** The trollbox switch's setting. */
const SETTING = { key: 'trollbox_enabled' } as const;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const Switch = styled.button<{ $on: boolean }>`
  position: relative;
  width: 48px;
  height: 28px;
  border-radius: 14px;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  background: ${(p) => (p.$on ? p.theme.colors.primary : p.theme.colors.surfaceAlt)};
  cursor: pointer;
  flex: none;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${(p) => (p.$on ? '23px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${(p) => (p.$on ? p.theme.colors.primaryText : p.theme.colors.text)};
    transition: left 0.15s;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.text};
    outline-offset: 2px;
  }
`;

const Info = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const TokenForm = styled.form`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-top: 12px;
  input {
    flex: 1 1 200px;
    padding: 8px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.controlBorder};
    background: ${(p) => p.theme.colors.bg};
    color: inherit;
    font: inherit;
  }
`;

const Btn = styled.button`
  padding: 6px 12px;
  border-radius: 6px;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  flex: none;
  white-space: nowrap;
`;

const Mod = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 420px;
  overflow-y: auto;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    justify-content: space-between;
    padding: 8px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

type Pending = { kind: 'setting'; value: boolean } | { kind: 'delete'; id: number };

export default function AdminPage() {
  const { toast } = useToast();
  const { network } = useNetwork();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [token, setToken] = useState(loadToken);
  const [asking, setAsking] = useState<Pending | null>(null);
  const [draft, setDraft] = useState('');
  const { messages, remove } = useTrollboxMessages();

  useEffect(() => {
    let alive = true;
    api
      .get(apiPaths.settingGet, { params: SETTING })
      .then((s) => alive && setEnabled(s.value !== 'false'))
      // A failed or non-ok load leaves the switch enabled.
      .catch(() => alive && setEnabled(true));
    return () => {
      alive = false;
    };
  }, []);

  async function run(p: Pending, tok: string) {
    if (p.kind === 'setting') {
      setSaving(true);
      try {
        const r = await api.send(apiPaths.settingPost, {
          params: SETTING,
          body: { value: p.value ? 'true' : 'false' },
          token: tok,
        });
        const on = r.value === 'true';
        setEnabled(on);
        toast({
          title: 'Trollbox Updated',
          description: on ? 'Trollbox has been enabled' : 'Trollbox has been disabled',
        });
      } catch (e) {
        if (isStatus(e, 401)) {
          setToken('');
          storeToken('');
        }
        toast({ title: 'Error', description: 'Failed to update trollbox setting', variant: 'destructive' });
      } finally {
        setSaving(false);
      }
      return;
    }
    try {
      await api.send(apiPaths.trollboxDelete, { params: { id: p.id }, token: tok });
      remove(p.id);
      toast({ title: 'Message deleted', description: `Message #${p.id} was removed` });
    } catch (e) {
      if (isStatus(e, 401)) {
        setToken('');
        storeToken('');
      }
      toast({ title: 'Error', description: 'Failed to delete the message', variant: 'destructive' });
    }
  }

  function act(p: Pending) {
    if (!token) {
      setAsking(p);
      return;
    }
    void run(p, token);
  }

  function submitToken(e: FormEvent) {
    e.preventDefault();
    const t = draft.trim();
    if (!t || !asking) return;
    setToken(t);
    storeToken(t);
    setDraft('');
    const p = asking;
    setAsking(null);
    void run(p, t);
  }

  const status = enabled === null ? 'Loading...' : enabled ? 'Enabled' : 'Disabled';
  return (
    <Page>
      <PageTitle>Admin Panel</PageTitle>
      <TitledCard title="Trollbox Settings">
        <Row>
          <div>
            <label id="trollbox-switch-label" htmlFor="trollbox-switch" style={{ fontWeight: 600 }}>
              Enable Trollbox
            </label>
            <p style={{ margin: '4px 0 0' }}>Shows or hides the chat box in the bottom right corner.</p>
          </div>
          <Switch
            id="trollbox-switch"
            type="button"
            role="switch"
            aria-checked={enabled ?? true}
            aria-labelledby="trollbox-switch-label"
            $on={enabled ?? true}
            disabled={enabled === null || saving}
            onClick={() => act({ kind: 'setting', value: !(enabled ?? true) })}
          />
        </Row>
        {asking && (
          <TokenForm onSubmit={submitToken}>
            <label htmlFor="admin-token" style={{ flexBasis: '100%' }}>
              Admin token (kept for this browser session only)
            </label>
            <input
              id="admin-token"
              type="password"
              autoComplete="off"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              autoFocus
            />
            <Btn type="submit">Continue</Btn>
            <Btn type="button" onClick={() => setAsking(null)}>
              Cancel
            </Btn>
          </TokenForm>
        )}
      </TitledCard>
      <TitledCard title="System Information">
        <Info>
          <dt>Environment</dt>
          <dd>Development</dd>
          <dt>Network</dt>
          <dd>{network === 'mainnet' ? 'Mainnet' : 'Testnet'}</dd>
          <dt>Trollbox status</dt>
          <dd>{status}</dd>
        </Info>
      </TitledCard>
      <TitledCard
        title="Trollbox Messages"
        actions={
          token ? (
            <Btn
              type="button"
              onClick={() => {
                setToken('');
                storeToken('');
              }}
            >
              Forget token
            </Btn>
          ) : undefined
        }
      >
        {messages === null ? (
          <p>Loading...</p>
        ) : messages.length === 0 ? (
          <p>No messages.</p>
        ) : (
          <Mod aria-label="Messages to moderate">
            {[...messages].reverse().map((m: TrollboxMessage) => (
              <li key={m.id}>
                <span>
                  <strong>{m.author}</strong>: {m.text}
                </span>
                <Btn
                  type="button"
                  onClick={() => act({ kind: 'delete', id: m.id })}
                  aria-label={`Delete message ${m.id} by ${m.author}`}
                >
                  Delete
                </Btn>
              </li>
            ))}
          </Mod>
        )}
      </TitledCard>
    </Page>
  );
}
