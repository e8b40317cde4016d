# trace.dat source and decoder (replay/source-dat.c, replay/decode.c).
add_executable(test_dat_dump ${CMAKE_CURRENT_LIST_DIR}/test_dat_dump.c)
target_link_libraries(test_dat_dump PRIVATE mmreplay)
mmr_sh_test(dat_fidelity dat-fidelity.sh)
mmr_sh_test(dat_fields dat-fields.sh)
mmr_c_test(test_dat_decode SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_dat_decode.c INTERNAL)
mmr_sh_test(dat_corrupt dat-corrupt.sh)
mmr_c_test(test_dat SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_dat.c)
mmr_c_test(bench_dat SOURCES ${CMAKE_CURRENT_LIST_DIR}/bench-dat.c LABELS bench)
# libtracecmd leaks a few bytes per tracecmd_open() (see dat-lsan.supp)
foreach(t dat_fidelity dat_fields dat_corrupt test_dat test_dat_decode bench_dat)
  set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
    "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/dat-lsan.supp:print_suppressions=0")
endforeach()
mmr_sh_test(dat_bench_callgrind dat-bench-callgrind.sh LABELS bench)
mmr_sh_test(dat_multi dat-multi.sh LABELS live)
# Crafted trace.dat files of issue 20 (kept in tests/fuzz/corpus-dat): exact refusals.
mmr_sh_test(dat_crafted dat-crafted.sh)
set_property(TEST dat_crafted APPEND PROPERTY ENVIRONMENT
  "ASAN_OPTIONS=max_allocation_size_mb=1024:allocator_may_return_null=0:detect_leaks=1")
