import styled from 'styled-components';
import { useNetworkStats } from 'shared-api';
import { useNetwork } from 'shared-ui';

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
    gap: 18px;
    flex-wrap: wrap;
  }
  b {
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
  }
`;

const fmt = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

/** The strip under the header: live chain figures (network stats, 30 s, 2 retries in the header). */
export function SecondBar() {
  const { isMainnet } = useNetwork();
  const stats = useNetworkStats({ header: true, enabled: !isMainnet });
  const s = stats.data;
  return (
    <Bar as="section" aria-label="Network figures">
      <div className="inner">
        <span>
          Network: <b>{isMainnet ? 'Mainnet' : 'Testnet'}</b>
        </span>
        {!isMainnet && (
          <>
            <span>
              Slot: <b>{fmt(s?.slot)}</b>
            </span>
            <span>
              Epoch: <b>{fmt(s?.epoch)}</b>
            </span>
            <span>
              TPS: <b>{s ? s.tps.toFixed(1) : '—'}</b>
            </span>
            <span>
              Validators: <b>{fmt(s?.validators)}</b>
            </span>
          </>
        )}
      </div>
    </Bar>
  );
}
