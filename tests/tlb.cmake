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
  ${PROJECT_SOURCE_DIR}/replay/meta.c)
target_include_directories(test_tlb_models PRIVATE ${PROJECT_SOURCE_DIR}/include
  ${PROJECT_SOURCE_DIR}/tests ${PROJECT_SOURCE_DIR}/models)
add_test(NAME test_tlb_models COMMAND test_tlb_models)
set_tests_properties(test_tlb_models PROPERTIES LABELS unit)

# The hand-worked scenarios tests/data/scenarios/tlb-*.mms through the real
# source, tracker and engine: every "# expect MODEL metric=value" line.
mmr_c_test(test_tlb_scenarios SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_tlb_scenarios.c)

# The CLI path: `mmreplay replay --json` and `mmreplay models` for the TLB models.
mmr_sh_test(tlb-cli tlb-cli.sh)
