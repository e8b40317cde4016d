# Lock-traffic models (models/pcp-*, memcg-*, ratelimit-*) and the lock measurer.
mmr_c_test(test_lock_models SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_models.c INTERNAL)
mmr_c_test(test_lock_measure SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_measure.c)
# Every lock-*.mms scenario through the engine: its "# expect" lines of the
# lock models and of the measurer (@lock) (tests/expect.h), at least 8 files
# and 94 values.
mmr_c_test(test_lock_scenarios SOURCES ${CMAKE_CURRENT_LIST_DIR}/scenarios.c
  ARGS "lock-*.mms" 8 94)
# The metadata's zone table with pfns in hex, through `mmreplay replay --json`.
mmr_sh_test(lock_zone_hex lock-zone-hex.sh)
# Benchmark (label bench): every lock and TLB model at once from a .mmr, >= 15 M events/s.
mmr_c_test(test_lock_bench SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_bench.c LABELS bench)
target_compile_definitions(test_lock_bench PRIVATE MMR_BUILD_DESC="${MMR_BUILD_DESC}")
# Per-instance counts (per zone, memcg, node) of the lock models and the measurer.
mmr_c_test(test_lock_instances SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_instances.c INTERNAL)
# replay / diff --per-instance in the table, --json and --csv.
mmr_sh_test(lock_per_instance_cli lock-per-instance.sh)
# The recorder's per-CPU pcp snapshot (zone.<i>.pcp_count / pcp_high) against /proc/zoneinfo.
mmr_c_test(test_lock_zoneinfo SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_zoneinfo.c INTERNAL
  LABELS live)
