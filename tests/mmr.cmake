# The native .mmr format: codec, writer, reader, convert/info, bad input, bench (fuzzing: fuzz.cmake).
mmr_c_test(test_mmr SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_mmr.c INTERNAL)
mmr_c_test(test_mmr_dat SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_mmr_dat.c)

# Writes a deterministic .mmr and lists its block offsets, for the shell tests.
add_executable(test_mmr_gen ${CMAKE_CURRENT_LIST_DIR}/test_mmr_gen.c)
target_include_directories(test_mmr_gen PRIVATE ${PROJECT_SOURCE_DIR}/tests)
target_link_libraries(test_mmr_gen PRIVATE mmreplay)

foreach(case missing empty truncated-header truncated-block flipped-byte wrong-magic
        future-version)
  mmr_sh_test(mmr-bad-${case} mmr-badinput.sh ARGS ${case})
endforeach()
mmr_sh_test(mmr-convert mmr-convert.sh)
mmr_sh_test(mmr-info mmr-info.sh)
mmr_sh_test(mmr-events events-report.sh)

mmr_c_test(bench_mmr SOURCES ${CMAKE_CURRENT_LIST_DIR}/bench-mmr.c LABELS bench INTERNAL)

# libtracecmd leaks a little on every trace.dat it opens (see the file; test_mmr reads
# the trace.dat fixtures through mmr_source_next_batch()); the
# slow unwinder is needed for the suppression to see libtracecmd's frame.
foreach(t test_mmr test_mmr_dat mmr-convert bench_mmr)
  set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
    "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/mmr-lsan.supp"
    "ASAN_OPTIONS=fast_unwind_on_malloc=0")
endforeach()
# A file cut short: replay and diff say so; short traces keep their prefix (issue 20).
mmr_sh_test(mmr-truncated mmr-truncated.sh)
# Inputs on pipes and FIFOs, and what is not a file (issue 20).
mmr_sh_test(source-pipe source-pipe.sh)
