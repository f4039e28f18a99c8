/**
 * chart.js with only the parts the figures draw (bars and lines on category and linear scales, legend,
 * tooltip). Imported lazily by figure-chart.tsx, so the library is a chunk of its own that only the
 * figures screen loads: neither the members' code nor the rest of the back office carries it.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

const PARTS = [
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
];
let registered = false;

/**
 * chart.js with its parts registered (once). A function, not a top-level call: the web package is marked
 * free of side effects, so the bundler may drop a bare `Chart.register(...)` statement of this module.
 */
export function chartClass(): typeof Chart {
  if (!registered) {
    Chart.register(...PARTS);
    registered = true;
  }
  return Chart;
}
