# Reports: compare (hand-worked statistics) and plot (SVG rendered to PNG, not blank).
mmr_sh_test(report_compare report-compare.sh)
mmr_sh_test(report_plot report-plot.sh)
