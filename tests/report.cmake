# Reports: compare (hand-worked statistics) and plot (SVG rendered to PNG, not blank).
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
