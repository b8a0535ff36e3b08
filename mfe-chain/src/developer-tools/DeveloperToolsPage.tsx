// /developer-tools: header, badges, four tabs. RPC/WS URLs come from /api/config.
import styled from 'styled-components';
import { useState } from 'react';
import { Badge, CopyButton, EmptyState, Page, PageTitle, Skeleton, TitledCard } from 'shared-ui';
import { Tabs, Button, Fields, Grid, Mono, Muted } from 'shared-ui/entities';
import { useAppConfig } from 'shared-api';
import {
  DEFAULT_RPC_URL,
  DOCS_URL,
  FACTS,
  NO_RPC_DESCRIPTION,
  NO_RPC_TITLE,
  PROTOCOLS,
  REPO_URL,
  endpointState,
  quickStartCommands,
  type Endpoint,
} from './logic';

type TabId = 'overview' | 'architecture' | 'quickstart' | 'network';
const TABS = [
  { id: 'overview' as const, label: 'Overview' },
  { id: 'architecture' as const, label: 'Architecture' },
  { id: 'quickstart' as const, label: 'Quick Start' },
  { id: 'network' as const, label: 'Network Info' },
];

const Cmd = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  code {
    flex: 1;
    min-width: 0;
    overflow-x: auto;
    white-space: nowrap;
    font-size: 13px;
  }
`;
const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li > div:first-child {
    margin-bottom: 4px;
    font-size: 14px;
  }
`;

function Ext({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} ↗
    </a>
  );
}

function Overview() {
  return (
    <Grid $min="280px">
      <TitledCard title="What is Gorbagana?">
        <p style={{ margin: 0 }}>
          Gorbagana is a Solana-derived blockchain whose native coin is GOR. It runs the Solana virtual
          machine, so existing Solana programs, wallets and tools work unchanged.
        </p>
      </TitledCard>
      <TitledCard title="Why build on Gorbagana?">
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>Fast: sub-second finality and about one block per second.</li>
          <li>Low fees: transactions cost a fraction of a cent.</li>
          <li>SPL compatible: SPL Token and Token-2022 programs, the same SDKs.</li>
        </ul>
      </TitledCard>
      <TitledCard title="Network Status" actions={<Badge $tone="green">Testnet v3 Live</Badge>}>
        <Fields rows={FACTS.map(([k, v]) => [k, v])} />
      </TitledCard>
    </Grid>
  );
}

function Architecture() {
  return (
    <Grid $min="280px">
      {PROTOCOLS.map((p) => (
        <TitledCard key={p.name} title={p.name}>
          <p style={{ margin: '0 0 6px' }}>{p.description}</p>
          <Muted style={{ fontSize: 14 }}>{p.details}</Muted>
        </TitledCard>
      ))}
    </Grid>
  );
}

function NoRpc() {
  return <EmptyState title={NO_RPC_TITLE} description={NO_RPC_DESCRIPTION} />;
}

function QuickStart({ rpc }: { rpc: Endpoint }) {
  return (
    <Grid $min="300px">
      <TitledCard title="Quick Start">
        {rpc.state === 'set' ? (
          <Steps>
            {quickStartCommands(rpc.url).map((c, i) => (
              <li key={c.command}>
                <div>
                  {i + 1}. {c.title}
                </div>
                <Cmd>
                  <code>{c.command}</code>
                  <CopyButton
                    value={c.command}
                    label={`Copy command: ${c.title}`}
                    successTitle="Copied to clipboard"
                    successDescription="Command copied successfully"
                  />
                </Cmd>
              </li>
            ))}
          </Steps>
        ) : rpc.state === 'absent' ? (
          // Without an endpoint the first command cannot be built, and the others would talk to
          // whatever cluster the visitor's CLI points at: say why instead of showing them.
          <NoRpc />
        ) : (
          <Skeleton $h="120px" />
        )}
      </TitledCard>
      <TitledCard title="Prerequisites">
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>
            The Solana CLI (<Ext href={`${DOCS_URL}/cli/install-solana-cli-tools`}>install guide</Ext>)
          </li>
          <li>Basic knowledge of blockchains: accounts, transactions, signatures</li>
          <li>Rust or JavaScript for writing programs and clients</li>
        </ul>
      </TitledCard>
    </Grid>
  );
}

function NetworkInfo({ rpc, ws }: { rpc: Endpoint; ws: Endpoint }) {
  const url = (e: Endpoint, label: string) =>
    e.state === 'set' ? (
      <>
        <Mono>{e.url}</Mono>
        <CopyButton
          value={e.url}
          label={`Copy ${label}`}
          successTitle="Copied to clipboard"
          successDescription={`${label} copied successfully`}
        />
      </>
    ) : e.state === 'unavailable' ? (
      <Muted>Unavailable</Muted>
    ) : e.state === 'absent' ? (
      <Muted>Not configured</Muted>
    ) : (
      <Skeleton $w="240px" />
    );
  return (
    <Grid $min="300px">
      <TitledCard title="Testnet Endpoints">
        {rpc.state === 'absent' ? (
          <NoRpc />
        ) : (
          <Fields
            rows={[
              ['RPC URL', url(rpc, 'RPC URL')],
              ['WebSocket URL', url(ws, 'WebSocket URL')],
            ]}
          />
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
          <Button type="button">Block Explorer</Button>
        </div>
      </TitledCard>
      <TitledCard title="Resources">
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>
            <Ext href={DOCS_URL}>Official documentation</Ext>
          </li>
          <li>
            <Ext href={REPO_URL}>Source repository</Ext>
          </li>
        </ul>
      </TitledCard>
    </Grid>
  );
}

export default function DeveloperToolsPage() {
  const [tab, setTab] = useState<TabId>('overview');
  const config = useAppConfig();
  const rpc = endpointState(config.data?.rpcUrl, config.isError);
  const ws = endpointState(config.data?.wsUrl, config.isError);
  return (
    <Page data-page="DeveloperToolsPage">
      <PageTitle>Developer Tools</PageTitle>
      <Muted>Everything you need to build on Gorbagana.</Muted>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Badge $tone="green">Sub-second Finality</Badge>
        <Badge $tone="blue">Minimal Fees</Badge>
        <Badge $tone="purple">Solana Compatible</Badge>
      </div>
      <Tabs<TabId> tabs={TABS} value={tab} onChange={setTab} label="Developer tools sections" />
      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label}>
        {tab === 'overview' && <Overview />}
        {tab === 'architecture' && <Architecture />}
        {tab === 'quickstart' && (
          // An unreadable /api/config still leaves the commands usable against the local node.
          <QuickStart rpc={rpc.state === 'unavailable' ? { state: 'set', url: DEFAULT_RPC_URL } : rpc} />
        )}
        {tab === 'network' && <NetworkInfo rpc={rpc} ws={ws} />}
      </div>
      <TitledCard title="Start building">
        <p style={{ margin: '0 0 8px' }}>Read the docs and explore the source to get going.</p>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Ext href={DOCS_URL}>Documentation</Ext>
          <Ext href={REPO_URL}>Repository</Ext>
        </div>
      </TitledCard>
    </Page>
  );
}
