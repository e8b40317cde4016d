# Reports: compare (hand-worked statistics), plot (SVG rendered to PNG, not blank), sweep.
mmr_sh_test(report_compare report-compare.sh)
mmr_sh_test(report_plot report-plot.sh)
# plot's outputs over symlinks, windows too short for the trace, compare's missing files (issue 20).
mmr_sh_test(report_faults report-faults.sh)
# Text output within 120 columns or $COLUMNS; labels without default parameters (issue 21).
mmr_sh_test(report_width report-width.sh)
# Rates, the CPU-time estimate (docs/cost.md) and the summary line (issue 21).
mmr_sh_test(report_cost report-cost.sh)
# What a recording cannot support: groups and CPUs left out (issue 21).
mmr_sh_test(report_coverage report-coverage.sh)
# export: trace-event JSON for Perfetto, checked against the format and replay/diff (issue 22).
mmr_sh_test(report_export report-export.sh)
# plot --html in headless Chromium: facts, policy table, diff, caveats, charts (issue 22).
mmr_sh_test(report_html report-html.sh)
# sweep: rows against single replays, the IPI curve of a reclaim trace, text =
# CSV = JSON, the chart, -M, errors (issue 21).
mmr_sh_test(report_sweep report-sweep.sh ARGS $<TARGET_FILE:mmr_tiny_model>)
# Benchmark: one sweep of ten values against the ten single replays (docs/performance.md).
mmr_sh_test(bench_sweep bench-sweep.sh LABELS bench)
# One JSON schema: every --json command and export on a fixture of each format
# parses; format / format_name, kernel, cpus, models and metric names agree (issue 22).
mmr_sh_test(report_json report-json.sh)
