// Network overview panel (/api/network/overview, 30 s): epoch progress with the slot range and tooltip.
import styled from 'styled-components';
import { SkeletonRows, TitledCard } from 'shared-ui';
import {
  abbreviate,
  epochProgress,
  epochSlotRange,
  epochTooltip,
  formatInteger,
  formatPercent,
  formatTps,
  lamportsToGor,
  type NetworkOverview as Overview,
} from 'shared-api';
import { Fields, Muted, Tooltip } from 'shared-ui/entities';
import { FALLBACK } from './logic';

const Bar = styled.div`
  height: 10px;
  width: 100%;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  overflow: hidden;
  > div {
    height: 100%;
    background: ${(p) => p.theme.colors.primary};
  }
`;
const Info = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.colors.textMuted};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 11px;
  font-weight: 700;
  font-style: italic;
  cursor: help;
`;
const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
  width: 100%;
  .row {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-size: 13px;
    flex-wrap: wrap;
  }
`;

export function NetworkOverview({ data, loading }: { data: Overview | undefined; loading: boolean }) {
  const s = data?.stats;
  const epoch = s ? String(s.epoch) : FALLBACK.epoch;
  const pct = s ? epochProgress(s.epochInfo.slotIndex, s.epochInfo.slotsInEpoch) : 0;
  const range = epochSlotRange(s?.slot ?? 0);
  const staked = s && s.stakedGor !== '0' ? abbreviate(lamportsToGor(s.stakedGor)) : FALLBACK.staked;
  return (
    <TitledCard title="Network Overview">
      {loading ? (
        <SkeletonRows rows={5} />
      ) : (
        <>
          <Progress>
            <div className="row">
              <strong>Epoch {epoch}</strong>
              <Tooltip
                content={
                  s
                    ? epochTooltip(s.epochInfo.slotIndex, s.epochInfo.slotsInEpoch)
                    : 'Epoch progress (1 s per slot)'
                }
              >
                <span tabIndex={0} aria-label={`Epoch progress ${pct.toFixed(1)}%`}>
                  {pct.toFixed(1)}% <Info aria-hidden>i</Info>
                </span>
              </Tooltip>
            </div>
            <Bar
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(pct)}
              aria-label="Epoch progress"
            >
              <div style={{ width: `${pct}%` }} />
            </Bar>
            <div className="row">
              <Muted>Slot {formatInteger(range.start)}</Muted>
              <Muted>Slot {formatInteger(range.end)}</Muted>
            </div>
          </Progress>
          <Fields
            rows={[
              ['Current Slot', s ? formatInteger(s.slot) : 'N/A'],
              ['Block Height', s ? formatInteger(s.blockHeight) : 'N/A'],
              ['Validators', s && s.validators > 0 ? String(s.validators) : FALLBACK.validators],
              [
                'Staked',
                `${staked} GOR${s && s.stakedGor !== '0' && s.totalSupply !== '0' ? ` (${formatPercent((lamportsToGor(s.stakedGor) / lamportsToGor(s.totalSupply)) * 100)})` : ''}`,
              ],
              ['TPS', s ? formatTps(s.tps) : 'N/A'],
              [
                'Node Version',
                data?.version
                  ? data.version.startsWith('v')
                    ? data.version
                    : `v${data.version}`
                  : FALLBACK.version,
              ],
            ]}
          />
        </>
      )}
    </TitledCard>
  );
}
