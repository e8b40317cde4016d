# TLB-shootdown models (models/tlb-*.c).
#
# test_tlb_models drives the models' ops tables with hand-built op sequences.
# It compiles the model sources itself, with stand-ins for mmr_count() and
# mmr_params_*(), so it checks the model logic without the engine.
add_executable(test_tlb_models ${CMAKE_CURRENT_LIST_DIR}/test_tlb_models.c
  ${PROJECT_SOURCE_DIR}/models/tlb-common.c
  ${PROJECT_SOURCE_DIR}/models/tlb-flush-per-page.c
  ${PROJECT_SOURCE_DIR}/models/tlb-pfn-tracking.c
  ${PROJECT_SOURCE_DIR}/models/tlb-full-flush.c
  ${PROJECT_SOURCE_DIR}/models/tlb-infinite.c
  ${PROJECT_SOURCE_DIR}/models/tlb-x86.c
  ${PROJECT_SOURCE_DIR}/replay/error.c
  ${PROJECT_SOURCE_DIR}/replay/kernel.c
  ${PROJECT_SOURCE_DIR}/replay/meta.c)
target_include_directories(test_tlb_models PRIVATE ${PROJECT_SOURCE_DIR}/include
  ${PROJECT_SOURCE_DIR}/tests ${PROJECT_SOURCE_DIR}/models)
add_test(NAME test_tlb_models COMMAND test_tlb_models)
set_tests_properties(test_tlb_models PROPERTIES LABELS unit)

# The hand-worked scenarios tests/data/scenarios/tlb-*.mms through the real
# source, tracker and engine: every "# expect MODEL metric=value" line
# (tests/expect.h), at least 37 files and 572 values.
mmr_c_test(test_tlb_scenarios SOURCES ${CMAKE_CURRENT_LIST_DIR}/scenarios.c
  ARGS "tlb-*.mms" 37 572)

# The CLI path: `mmreplay replay --json` and `mmreplay models` for the TLB models.
mmr_sh_test(tlb-cli tlb-cli.sh)

# Real-kernel fixtures (tests/data/tlb-real/): tlb-real-gen makes them from the
# shared/vmtrace traces (make.sh there); test_tlb_real holds the x86 model to
# what those kernels measured.
add_executable(tlb-real-gen ${CMAKE_CURRENT_LIST_DIR}/tlb-real-gen.c)
target_link_libraries(tlb-real-gen PRIVATE mmreplay)
mmr_c_test(test_tlb_real SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_tlb_real.c)
# the reclaim trace separately: it also checks how the tracker turns memcg
# direct-reclaim frees into passes (a failure may be the tracker's, not x86's)
add_test(NAME test_tlb_real_reclaim COMMAND test_tlb_real reclaim_mmap_read-6.12-smp4.mmr)
set_tests_properties(test_tlb_real_reclaim PROPERTIES LABELS unit SKIP_RETURN_CODE 77)
# the same workload recorded with the filemap tracepoints: the tracker's page-cache
# rules (which readahead folios a fault mapped) against real IPIs
add_test(NAME test_tlb_real_reclaim_filemap
	 COMMAND test_tlb_real reclaim_mmap_read_filemap-6.12-smp4.mmr)
set_tests_properties(test_tlb_real_reclaim_filemap PROPERTIES LABELS unit SKIP_RETURN_CODE 77)
