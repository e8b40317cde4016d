# Lock-traffic models (models/pcp-*, memcg-*, ratelimit-*) and the lock measurer.
mmr_c_test(test_lock_models SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lock_models.c)
