import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { InsightDay } from '../../../contract/owner-insights'

const HEIGHT = 220
const VISITS_COLOUR = '#b4451f'
const ORDERS_COLOUR = '#1d4ed8'

/**
 * Visits and orders per day as a uPlot chart (its own lazy chunk: `InsightsView` loads it with `React.lazy`), as wide
 * as its box, redrawn when the box changes width. The days are the shop's: drawn as UTC dates, so no zone moves them.
 * The numbers themselves are the screen's figures; the chart carries a short summary for screen readers.
 */
export default function InsightsChart(props: { days: InsightDay[]; visits: string; orders: string; summary: string }) {
  const box = useRef<HTMLDivElement>(null)
  const { days, visits, orders } = props
  useEffect(() => {
    const element = box.current
    if (!element) return
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      days.map((day) => day.visits),
      days.map((day) => day.orders),
    ]
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, visits: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
      series: [
        {},
        { label: visits, scale: 'visits', stroke: VISITS_COLOUR, width: 2, fill: 'rgba(180, 69, 31, 0.08)' },
        {
          label: orders,
          scale: 'visits',
          stroke: ORDERS_COLOUR,
          width: 2,
          paths: uPlot.paths.bars?.({ size: [0.4, 24] }),
          fill: 'rgba(29, 78, 216, 0.35)',
        },
      ],
      axes: [{}, { scale: 'visits' }],
    }
    const plot = new uPlot(options, data, element)
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: HEIGHT }))
    resized.observe(element)
    return () => {
      resized.disconnect()
      plot.destroy()
    }
  }, [days, visits, orders])
  return <div ref={box} className="ow-insights__chart" role="img" aria-label={props.summary} />
}
