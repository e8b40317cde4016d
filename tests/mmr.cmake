# The native .mmr format: codec, writer, reader, convert/info, bad input, fuzz, bench.
mmr_c_test(test_mmr SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_mmr.c)
