# The .mms scenario reader (replay/source-mms.c) and its documentation.
mmr_c_test(test_mms SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_mms.c ARGS events)
add_test(NAME test_mms_syntax COMMAND test_mms syntax)
add_test(NAME test_mms_doc COMMAND test_mms doc ${PROJECT_SOURCE_DIR}/docs/scenario-format.md)
add_test(NAME test_mms_examples COMMAND test_mms examples)
set_tests_properties(test_mms_syntax test_mms_doc test_mms_examples PROPERTIES LABELS unit)

# One ctest per error case; the case names are read from the table in the
# source, so a case added there is registered without touching this file.
add_executable(test_mms_errors ${CMAKE_CURRENT_LIST_DIR}/test_mms_errors.c)
target_include_directories(test_mms_errors PRIVATE ${PROJECT_SOURCE_DIR}/tests)
target_link_libraries(test_mms_errors PRIVATE mmreplay)
target_compile_definitions(test_mms_errors PRIVATE MMR_TEST_DATA="${MMR_TEST_DATA}")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${CMAKE_CURRENT_LIST_DIR}/test_mms_errors.c)
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/test_mms_errors.c mms_case_lines
     REGEX "^\t{ \"[a-z0-9-]+\", MMR_E")
foreach(line ${mms_case_lines})
  string(REGEX REPLACE "^\t{ \"([a-z0-9-]+)\".*" "\\1" case "${line}")
  add_test(NAME test_mms_err_${case} COMMAND test_mms_errors ${case})
  set_tests_properties(test_mms_err_${case} PROPERTIES LABELS unit)
endforeach()

# `mmreplay info` on a bad scenario: non-zero exit, nothing on stdout, file:line on stderr.
mmr_sh_test(mms-info-error mms-info-error.sh)
mmr_sh_test(mms-man-pages mms-man-pages.sh)
