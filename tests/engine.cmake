# Replay engine: state tracker ops on hand-written scenarios, measured side,
# -M model loading, replay/diff/models output.  Benchmark: bench-replay.
mmr_c_test(test_engine SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_engine.c)
