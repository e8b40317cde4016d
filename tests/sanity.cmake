mmr_c_test(test_event SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_event.c)
