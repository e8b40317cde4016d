# Lock-traffic models (models/pcp-*, memcg-*, ratelimit-*) and the lock measurer.
mmr_c_test(test_lock_models SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_models.c INTERNAL)
mmr_c_test(test_lock_measure SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_measure.c)
# Every lock-*.mms scenario through `mmreplay replay --json`: its "# expect" lines.
mmr_sh_test(lock_scenarios lock-scenarios.sh)
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
