# Fuzzing (tests/fuzz/): one libFuzzer target per reader and one for the
# whole replay, each with a corpus tests/fuzz/corpus-<target> that holds its
# seeds and every input that ever crashed, leaked or ran out of memory.
#
# label fuzz: every corpus through its target once, with the ordinary
#   compiler (fuzz_driver.c calls LLVMFuzzerTestOneInput() per file); the
#   ASan+UBSan tree of tools/test.sh runs them too, with a ceiling on any
#   single allocation, so a crash, a leak or a size taken from the file comes
#   back as a failed test.
# label fuzz-long (not in CI): build the libFuzzer binaries with clang
#   (target `fuzzers`, tree fuzz/ of this build) and fuzz each for
#   MMR_FUZZ_SECONDS (cache variable, default 600) at nice 19, one after the
#   other; a finding is left in fuzz/findings-<target>/ and fails the test.
#   MMR_FUZZ=ON in a clang tree builds the binaries directly:
#     CC=clang cmake -S . -B build-fuzz -DMMR_FUZZ=ON
#     cmake --build build-fuzz --target fuzzers
#     build-fuzz/tests/fuzz_mmr -max_total_time=60 tests/fuzz/corpus-mmr
set(MMR_FUZZ_TARGETS mmr mms dat replay)
set(MMR_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR}/fuzz)

# the corpora assembled in the build tree (tests/fuzz/corpus.sh): the packed
# inputs campaigns kept and the seeds that are copies of tests/data
set(MMR_FUZZ_CORPUS ${PROJECT_BINARY_DIR}/fuzz-corpus)
add_test(NAME fuzz_corpus COMMAND bash ${MMR_FUZZ_DIR}/corpus.sh ${CMAKE_COMMAND} ${MMR_FUZZ_CORPUS})
set_tests_properties(fuzz_corpus PROPERTIES LABELS "fuzz;fuzz-long" FIXTURES_SETUP fuzz_corpus)

foreach(t ${MMR_FUZZ_TARGETS})
  set(dirs ${MMR_FUZZ_CORPUS}/${t})
  if(EXISTS ${MMR_FUZZ_DIR}/corpus-${t})
    list(APPEND dirs ${MMR_FUZZ_DIR}/corpus-${t})
  endif()
  mmr_c_test(fuzz_${t}_corpus
    SOURCES ${MMR_FUZZ_DIR}/fuzz_${t}.c ${MMR_FUZZ_DIR}/fuzz_driver.c
    ARGS ${dirs}
    LABELS fuzz
    INTERNAL)
  set_tests_properties(fuzz_${t}_corpus PROPERTIES FIXTURES_REQUIRED fuzz_corpus)
  # no allocation sized by a file past 1 GiB (ASan builds; a no-op elsewhere);
  # libtracecmd's own small leak per open (dat-lsan.supp)
  set_property(TEST fuzz_${t}_corpus APPEND PROPERTY ENVIRONMENT
    "ASAN_OPTIONS=max_allocation_size_mb=1024:allocator_may_return_null=0:fast_unwind_on_malloc=0"
    "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/dat-lsan.supp:print_suppressions=0")
endforeach()

option(MMR_FUZZ "Build the libFuzzer targets (needs clang)" OFF)
if(MMR_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "MMR_FUZZ needs clang: CC=clang cmake -DMMR_FUZZ=ON ...")
  endif()
  # The whole library again, with coverage and the sanitizers, as objects
  add_library(mmreplay_fuzz OBJECT ${MMR_LIB_SOURCES})
  target_include_directories(mmreplay_fuzz
    PUBLIC ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include ${PROJECT_SOURCE_DIR}/replay
    PRIVATE ${PROJECT_SOURCE_DIR}/capture ${PROJECT_SOURCE_DIR}/models)
  target_compile_options(mmreplay_fuzz PRIVATE -fsanitize=fuzzer-no-link,address,undefined
    -fno-omit-frame-pointer)
  target_link_libraries(mmreplay_fuzz PUBLIC PkgConfig::TRACEEVENT PkgConfig::TRACEFS
    PkgConfig::ZSTD PkgConfig::ZLIB PkgConfig::XXHASH Threads::Threads ${CMAKE_DL_LIBS} m)
  add_custom_target(fuzzers)
  foreach(t ${MMR_FUZZ_TARGETS})
    add_executable(fuzz_${t} ${MMR_FUZZ_DIR}/fuzz_${t}.c)
    target_compile_options(fuzz_${t} PRIVATE -fsanitize=fuzzer,address,undefined)
    target_link_options(fuzz_${t} PRIVATE -fsanitize=fuzzer,address,undefined)
    target_link_libraries(fuzz_${t} PRIVATE mmreplay_fuzz)
    add_dependencies(fuzzers fuzz_${t})
  endforeach()
else()
  find_program(MMR_CLANG NAMES clang clang-14)
  set(MMR_FUZZ_SECONDS 600 CACHE STRING "Seconds each fuzz-long test fuzzes its target")
  if(MMR_CLANG)
    # the clang tree, configured and built on demand (not part of `all`)
    add_custom_target(fuzzers
      COMMAND ${CMAKE_COMMAND} -S ${PROJECT_SOURCE_DIR} -B ${PROJECT_BINARY_DIR}/fuzz
              -DCMAKE_C_COMPILER=${MMR_CLANG} -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMMR_FUZZ=ON
      COMMAND ${CMAKE_COMMAND} --build ${PROJECT_BINARY_DIR}/fuzz --target fuzzers
      COMMENT "libFuzzer targets (clang): ${PROJECT_BINARY_DIR}/fuzz/tests/fuzz_*"
      VERBATIM)
    add_test(NAME fuzz_long_build COMMAND ${CMAKE_COMMAND} --build ${PROJECT_BINARY_DIR}
      --target fuzzers)
    set_tests_properties(fuzz_long_build PROPERTIES LABELS fuzz-long FIXTURES_SETUP fuzzers
      TIMEOUT 3600)
    foreach(t ${MMR_FUZZ_TARGETS})
      add_test(NAME fuzz_long_${t} COMMAND bash ${MMR_FUZZ_DIR}/fuzz-long.sh
        ${PROJECT_BINARY_DIR}/fuzz/tests/fuzz_${t} ${PROJECT_BINARY_DIR}/fuzz/findings-${t}
        ${MMR_FUZZ_SECONDS} ${MMR_FUZZ_CORPUS}/${t} ${MMR_FUZZ_DIR}/corpus-${t})
      math(EXPR limit "${MMR_FUZZ_SECONDS} + 600")
      set_tests_properties(fuzz_long_${t} PROPERTIES LABELS fuzz-long
        RUN_SERIAL TRUE TIMEOUT ${limit} FIXTURES_REQUIRED "fuzzers;fuzz_corpus"
        ENVIRONMENT "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_LIST_DIR}/dat-lsan.supp:print_suppressions=0")
    endforeach()
  endif()
endif()
