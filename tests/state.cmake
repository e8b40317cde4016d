# The state tracker's own modules (replay/vma.c: VMA sets and page-table spans).
mmr_c_test(test_vma SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_vma.c INTERNAL)
# The kernel-version table (replay/kernel.c).
mmr_c_test(test_kernel SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_kernel.c)
