// Network overview panel (/api/network/overview, 30 s): the epoch's real first and last slot and
// progress, and the head, from the same live head as the header and the stat cards.
import styled from 'styled-components';
import { SkeletonRows, TitledCard } from 'shared-ui';
import {
  chainHead,
  epochTooltip,
  formatInteger,
  formatPercent,
  formatTps,
  lamportsToGor,
  useChainHead,
  type NetworkOverview as Overview,
} from 'shared-api';
import { Fields, Muted, Tooltip } from 'shared-ui/entities';
import { FigureText } from './FigureText';
import { FALLBACK, figure, gorShort } from './logic';

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
  // The head every part of the page shows (stats moved forward by the live stream's newest block).
  const live = useChainHead().head;
  const head = live ?? chainHead(s, undefined);
  // The spec's placeholders stand only for what is not known, marked so; an answered 0 is 0.
  const epoch = figure(head?.epoch, String, FALLBACK.epoch);
  const pct = head ? head.progress : 0;
  const staked = figure(s?.stakedGor, gorShort, FALLBACK.staked);
  const version = figure(data?.version, (v) => (v.startsWith('v') ? v : `v${v}`), FALLBACK.version);
  return (
    <TitledCard title="Network Overview">
      {loading ? (
        <SkeletonRows rows={5} />
      ) : (
        <>
          <Progress>
            <div className="row">
              <strong>
                Epoch <FigureText f={epoch} />
              </strong>
              <Tooltip
                content={
                  head ? epochTooltip(head.slotIndex, head.slotsInEpoch) : 'Epoch progress (1 s per slot)'
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
            {head && (
              <div className="row">
                <Muted>Slot {formatInteger(head.firstSlot)}</Muted>
                <Muted>Slot {formatInteger(head.lastSlot)}</Muted>
              </div>
            )}
          </Progress>
          <Fields
            rows={[
              ['Current Slot', head ? formatInteger(head.slot) : 'N/A'],
              ['Block Height', head ? formatInteger(head.blockHeight) : 'N/A'],
              ['Validators', <FigureText key="v" f={figure(s?.validators, String, FALLBACK.validators)} />],
              [
                'Staked',
                <FigureText
                  key="s"
                  f={staked}
                  suffix={` GOR${s && s.totalSupply !== '0' ? ` (${formatPercent((lamportsToGor(s.stakedGor) / lamportsToGor(s.totalSupply)) * 100)})` : ''}`}
                />,
              ],
              ['TPS', s ? formatTps(s.tps) : 'N/A'],
              ['Node Version', <FigureText key="n" f={version} />],
            ]}
          />
        </>
      )}
    </TitledCard>
  );
}
