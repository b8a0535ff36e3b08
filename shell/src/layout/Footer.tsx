import styled from 'styled-components';
import { apiPages, apiUrl, useAppConfig } from 'shared-api';
import { CopyButton } from 'shared-ui';
import type { MenuLink } from 'shared-api/pages';
import { useMenu } from '../routes/routeTable';
import { NavTo } from './NavTo';

function MenuItems({ links }: { links: readonly MenuLink[] }) {
  return links.map((l) => (
    <li key={l.to}>
      <NavTo to={l.to}>{l.label}</NavTo>
    </li>
  ));
}

function MenuList({ links }: { links: readonly MenuLink[] }) {
  return (
    <ul>
      <MenuItems links={links} />
    </ul>
  );
}

const Foot = styled.footer`
  margin-top: 40px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  font-size: 14px;
  .inner {
    max-width: 1280px;
    margin: 0 auto;
    padding: 28px 16px;
    display: grid;
    gap: 24px;
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  @media (max-width: 767px) {
    .inner {
      grid-template-columns: 1fr 1fr;
    }
  }
  h4 {
    margin: 0 0 10px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  a {
    color: ${(p) => p.theme.colors.textMuted};
  }
  .bottom {
    max-width: 1280px;
    margin: 0 auto;
    padding: 12px 16px 24px;
    color: ${(p) => p.theme.colors.textMuted};
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: space-between;
    align-items: center;
  }
  .ca {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    font-family: ${(p) => p.theme.font.mono};
    overflow-wrap: anywhere;
  }
  .social {
    display: flex;
    gap: 12px;
  }
`;

const SOCIAL = [
  { label: 'X (Twitter)', href: 'https://x.com/Gorbagana_chain' },
  { label: 'Telegram', href: 'https://t.me/gorbagana_portal' },
  { label: 'GitHub', href: 'https://github.com/gorbagana-dev' },
];

/** Footer: Explorer / Network / Resources columns, social links, copyright and the coin contract. */
export function Footer() {
  const config = useAppConfig();
  const ca = config.data?.coinContract;
  const explorer = useMenu('footer-explorer');
  const network = useMenu('footer-network');
  const resources = useMenu('footer-resources');
  return (
    <Foot>
      <div className="inner">
        <div>
          <h4>Gorbagana Explorer</h4>
          <p style={{ margin: 0, color: 'inherit' }}>
            Browse blocks, transactions, tokens and validators of the Gorbagana chain.
          </p>
          <div className="social" style={{ marginTop: 12 }}>
            {SOCIAL.map((s) => (
              <a key={s.href} href={s.href} target="_blank" rel="noreferrer noopener">
                {s.label}
              </a>
            ))}
          </div>
        </div>
        <nav aria-label="Explorer">
          <h4>Explorer</h4>
          <MenuList links={explorer} />
        </nav>
        <nav aria-label="Network">
          <h4>Network</h4>
          <MenuList links={network} />
        </nav>
        <nav aria-label="Resources">
          <h4>Resources</h4>
          <ul>
            <MenuItems links={resources} />
            <li>
              <a href={apiUrl(apiPages.docs)}>API Docs</a>
            </li>
            <li>
              <a href="https://docs.solana.com" target="_blank" rel="noreferrer noopener">
                Solana Docs
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="bottom">
        <span>© {new Date().getFullYear()} Gorbagana. Pending mainnet launch — testnet data only.</span>
        <span className="ca" data-testid="coin-contract">
          CA: {ca ?? 'N/A'}
          {ca && <CopyButton value={ca} label="Copy contract address" />}
        </span>
      </div>
    </Foot>
  );
}
