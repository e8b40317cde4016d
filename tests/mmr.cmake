# The native .mmr format: codec, writer, reader, convert/info, bad input, fuzz, bench.
mmr_c_test(test_mmr SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_mmr.c)
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

# Fuzzing: the corpus replay is an ordinary test (label fuzz); with clang,
# -DMMR_FUZZ=ON also builds fuzz_mmr, a libFuzzer binary whose reader code is
# compiled in with coverage:  ./fuzz_mmr -max_total_time=60 tests/fuzz/corpus-mmr
mmr_c_test(fuzz_mmr_corpus
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/fuzz/fuzz_mmr.c ${CMAKE_CURRENT_LIST_DIR}/fuzz/fuzz_driver.c
  ARGS ${CMAKE_CURRENT_LIST_DIR}/fuzz/corpus-mmr
  LABELS fuzz)
option(MMR_FUZZ "Build the libFuzzer targets (needs clang)" OFF)
if(MMR_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "MMR_FUZZ needs clang: CC=clang cmake -DMMR_FUZZ=ON ...")
  endif()
  add_executable(fuzz_mmr ${CMAKE_CURRENT_LIST_DIR}/fuzz/fuzz_mmr.c
    ${PROJECT_SOURCE_DIR}/replay/mmr-codec.c ${PROJECT_SOURCE_DIR}/replay/mmr-benc.c
    ${PROJECT_SOURCE_DIR}/replay/mmr-bdec.c ${PROJECT_SOURCE_DIR}/replay/source-mmr.c
    ${PROJECT_SOURCE_DIR}/replay/source.c ${PROJECT_SOURCE_DIR}/replay/meta.c
    ${PROJECT_SOURCE_DIR}/replay/error.c ${PROJECT_SOURCE_DIR}/replay/event.c)
  target_include_directories(fuzz_mmr PRIVATE ${PROJECT_SOURCE_DIR}/replay)
  target_compile_options(fuzz_mmr PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_options(fuzz_mmr PRIVATE -fsanitize=fuzzer,address,undefined)
  # the other formats' openers come from the library
  target_link_libraries(fuzz_mmr PRIVATE mmreplay PkgConfig::ZSTD)
endif()

mmr_c_test(bench_mmr SOURCES ${CMAKE_CURRENT_LIST_DIR}/bench-mmr.c LABELS bench)

# libtracecmd leaks a little on every trace.dat it opens (see the file; test_mmr reads
# the trace.dat fixtures through mmr_source_next_batch()); the
# slow unwinder is needed for the suppression to see libtracecmd's frame.
foreach(t test_mmr test_mmr_dat mmr-convert bench_mmr)
  set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
    "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/mmr-lsan.supp"
    "ASAN_OPTIONS=fast_unwind_on_malloc=0")
endforeach()
