import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { searchAdapter, useChainHead, formatInteger } from 'shared-api';
import { SearchBox, useNetwork } from 'shared-ui';
import { showsBarSearch } from './barSearch';

const Bar = styled.div`
  background: ${(p) => p.theme.colors.surfaceAlt};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
  .inner {
    max-width: 1280px;
    margin: 0 auto;
    padding: 6px 16px;
    display: flex;
    gap: 8px 18px;
    flex-wrap: wrap;
    align-items: center;
  }
  .figures {
    display: flex;
    gap: 4px 18px;
    flex-wrap: wrap;
    flex: 1 1 auto;
  }
  .search {
    flex: 0 1 420px;
    min-width: 0;
  }
  @media (max-width: 720px) {
    .search {
      flex: 1 1 100%;
    }
  }
  b {
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
  }
`;

const fmt = (n: number | undefined) => (n === undefined ? '—' : formatInteger(n));

/**
 * The strip under the header: live chain figures (the live head; network stats, 30 s, 2 retries) and,
 * on every page but home (whose hero has the large box), the search box that '/' focuses.
 */
export function SecondBar() {
  const { isMainnet } = useNetwork();
  const { pathname } = useLocation();
  // The same head as every other part of the page: the stats moved forward by the live stream.
  const { head, stats } = useChainHead({ header: true, enabled: !isMainnet });
  const s = stats.data;
  return (
    <Bar>
      <div className="inner">
        <section className="figures" aria-label="Network figures">
          <span>
            Network: <b>{isMainnet ? 'Mainnet' : 'Testnet'}</b>
          </span>
          {!isMainnet && (
            <>
              <span>
                Slot: <b>{fmt(head?.slot)}</b>
              </span>
              <span>
                Epoch: <b>{fmt(head?.epoch)}</b>
              </span>
              <span>
                TPS: <b>{s ? s.tps.toFixed(1) : '—'}</b>
              </span>
              <span>
                Validators: <b>{fmt(s?.validators)}</b>
              </span>
            </>
          )}
        </section>
        {showsBarSearch(pathname) && (
          <div className="search">
            <SearchBox
              adapter={searchAdapter}
              compact
              focusOnSlash
              placeholder="Search address, signature, block or token"
            />
          </div>
        )}
      </div>
    </Bar>
  );
}
