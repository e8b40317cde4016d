# Replay engine: state tracker ops on hand-written scenarios, measured side,
# -M model loading, replay/diff/models output.  Benchmark: bench-replay.
mmr_c_test(test_engine SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_engine.c)
# it replays the trace.dat fixtures too: libtracecmd's leak (see dat-lsan.supp)
set_property(TEST test_engine APPEND PROPERTY ENVIRONMENT
  "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/dat-lsan.supp:print_suppressions=0")

# A third-party model as a shared object, and its wrong-ABI twin, for -M.
add_library(mmr_tiny_model MODULE ${CMAKE_CURRENT_LIST_DIR}/engine-model-so.c)
target_include_directories(mmr_tiny_model PRIVATE ${PROJECT_SOURCE_DIR}/include)
target_link_libraries(mmr_tiny_model PRIVATE mmreplay)
add_library(mmr_tiny_model_bad MODULE ${CMAKE_CURRENT_LIST_DIR}/engine-model-so.c)
target_include_directories(mmr_tiny_model_bad PRIVATE ${PROJECT_SOURCE_DIR}/include)
target_compile_definitions(mmr_tiny_model_bad PRIVATE TINY_BAD_ABI)
target_link_libraries(mmr_tiny_model_bad PRIVATE mmreplay)
mmr_sh_test(engine-cli engine-cli.sh
  ARGS $<TARGET_FILE:mmr_tiny_model> $<TARGET_FILE:mmr_tiny_model_bad>)
mmr_sh_test(engine-measured-dat engine-measured-dat.sh)
# Counts per process, --pid, --comm, --time (issue 21).
mmr_sh_test(engine-by-process engine-by-process.sh)

# Benchmark: replay rate with the five TLB models, memory vs trace length, and
# the rate against trace-cmd report on $MMR_BENCH_DAT when set.
mmr_c_test(bench-replay SOURCES ${CMAKE_CURRENT_LIST_DIR}/bench-replay.c LABELS bench)
target_compile_definitions(bench-replay PRIVATE MMR_CLI_PATH="$<TARGET_FILE:mmreplay-cli>")

# `mmreplay diff` on the real-kernel fixtures (with and without sys_exit events):
# flush rounds and TLB requests within 5% of what the kernel measured.
mmr_sh_test(engine-diff-real engine-diff-real.sh)
# Parameters given twice or past 64 bits; convert's errors name the user's path (issue 20).
mmr_sh_test(engine-params engine-params.sh)
# -j N: every output the same as -j 1's (issue 23).
mmr_sh_test(engine-jobs engine-jobs.sh)
# Benchmark: -j 1 against -j 2, wall time, side by side (docs/performance.md, "Threads").
mmr_sh_test(bench_jobs bench-jobs.sh LABELS bench)
