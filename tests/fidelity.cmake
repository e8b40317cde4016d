# The fidelity suite (label fidelity, not in CI: it installs third-party
# programs and records them for minutes): tests/fidelity/run.sh records the
# workloads of tests/fidelity/workloads.sh on this machine and fails when the
# traced kernel's models miss the targets of tests/fidelity/table.py;
# fidelity_guests does the same in QEMU guests (tests/fidelity/guests.sh).
add_test(NAME fidelity COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/fidelity/run.sh --check)
add_test(NAME fidelity_guests COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/fidelity/guests.sh --check)
set_tests_properties(fidelity fidelity_guests PROPERTIES LABELS fidelity RUN_SERIAL TRUE
  TIMEOUT 10800 SKIP_RETURN_CODE 77
  ENVIRONMENT "MMR=$<TARGET_FILE:mmreplay-cli>")
