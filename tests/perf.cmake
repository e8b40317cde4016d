# perf.data source (replay/source-perf.c): the fixtures against perf script
# (counts, order, decoded values, the replay of a scenario written from its
# text), lost records, refusals, cut and byte-flipped files.
mmr_sh_test(perf_data perf-data.sh)
