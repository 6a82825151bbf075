/** The Prometheus text-format parser used by tests/server/metrics.test.ts (the package ships no types). */
declare module "parse-prometheus-text-format" {
  export interface PrometheusSample {
    value?: string;
    labels?: Record<string, string>;
    /** Histograms: cumulative counts by upper bound ("+Inf" included). */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
