import type { CampaignViewsResponse } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../hooks/use-element-width';
import { axisTicks, labelIndexes, linePath, xAt, yAt, type PlotBox } from '../utils/chart-scale';

/** The three lines of the chart, each with its own colour and dash (colour is never the only difference). */
export const VIEW_SERIES = [
  { key: 'opened', stroke: 'stroke-sky-500', fill: 'fill-sky-500', swatch: 'bg-sky-500', dash: undefined },
  { key: 'played', stroke: 'stroke-violet-500', fill: 'fill-violet-500', swatch: 'bg-violet-500', dash: '6 4' },
  { key: 'completed', stroke: 'stroke-emerald-500', fill: 'fill-emerald-500', swatch: 'bg-emerald-500', dash: '2 3' },
] as const;

const HEIGHT = 240;
// Room for the y axis's numbers on the left and the dates underneath.
const MARGIN = { left: 44, right: 16, top: 12, bottom: 40 };
// About one date label per this many pixels, so they never run into each other.
const LABEL_SPACING_PX = 110;
const MAX_DOTTED_POINTS = 48;

/**
 * Views over time as an SVG line chart (no chart library): opened, played and watched to the end
 * per bucket. The picture is described in words; the table beside it gives every number.
 */
export function ViewsChart({ points, formatAt }: { points: CampaignViewsResponse['points']; formatAt: (iso: string) => string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [width, measure] = useElementWidth(640);
  const box: PlotBox = { left: MARGIN.left, top: MARGIN.top, width: Math.max(60, width - MARGIN.left - MARGIN.right), height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const max = Math.max(0, ...points.flatMap((point) => [point.opened, point.played, point.completed]));
  const ticks = axisTicks(max);
  const top = ticks.at(-1) ?? 1;
  const totals = Object.fromEntries(VIEW_SERIES.map(({ key }) => [key, points.reduce((sum, point) => sum + point[key], 0)]));
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure ref={measure}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} role="img" aria-labelledby={titleId} className="block max-w-full overflow-visible text-muted">
        <title id={titleId}>
          {first && last
            ? t('campaigns.views.chartSummary', { from: formatAt(first.at), to: formatAt(last.at), opened: totals.opened, played: totals.played, completed: totals.completed })
            : t('campaigns.views.empty')}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={box.left} x2={box.left + box.width} y1={yAt(tick, top, box)} y2={yAt(tick, top, box)} className="stroke-current opacity-20" strokeWidth={1} />
            <text x={box.left - 8} y={yAt(tick, top, box)} textAnchor="end" dominantBaseline="middle" className="fill-current text-xs">
              {tick}
            </text>
          </g>
        ))}
        {labelIndexes(points.length, Math.max(2, Math.floor(box.width / LABEL_SPACING_PX))).map((index) => (
          <text
            key={index}
            x={xAt(index, points.length, box)}
            y={HEIGHT - 12}
            // The end labels stay inside the picture.
            textAnchor={points.length > 1 && index === 0 ? 'start' : points.length > 1 && index === points.length - 1 ? 'end' : 'middle'}
            className="fill-current text-xs"
          >
            {formatAt(points[index]?.at ?? '')}
          </text>
        ))}
        {VIEW_SERIES.map(({ key, stroke, fill, dash }) => (
          <g key={key}>
            <path
            d={linePath(
              points.map((point) => point[key]),
              top,
              box,
            )}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            strokeDasharray={dash}
            className={stroke}
            />
            {/* Dots mark each point while there are few (a single point draws no line at all). */}
            {points.length <= MAX_DOTTED_POINTS
              ? points.map((point, index) => <circle key={point.at} cx={xAt(index, points.length, box)} cy={yAt(point[key], top, box)} r={3} className={fill} />)
              : null}
          </g>
        ))}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {VIEW_SERIES.map(({ key, swatch }) => (
          <span key={key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`h-1 w-5 rounded-full ${swatch}`} />
            {t(`campaigns.views.series.${key}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
