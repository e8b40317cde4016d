# mmreplay record and the bundled workloads.
# unit: group and cpu-list parsing, --redact on hand-made events.
mmr_c_test(test_record_groups SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_record_groups.c INTERNAL)
# unit: the sub-buffer walker on hand-made pages, and against libtraceevent's kbuffer.
mmr_c_test(test_record_page SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_record_page.c INTERNAL)

# The independent reader the live tests check recordings with (not a test itself).
add_executable(test_record_check ${CMAKE_CURRENT_LIST_DIR}/test_record_check.c)
target_include_directories(test_record_check PRIVATE ${PROJECT_SOURCE_DIR}/tests)
target_link_libraries(test_record_check PRIVATE mmreplay)

# live: need root and tracefs (exit 77 otherwise).  Each workload is recorded
# at its default duration and the default buffer size, and must lose nothing.
set(MMR_RECORD_LIVE
  "munmap-storm\;syscalls:sys_enter_munmap\;fault\;alloc\;tlb:tlb_flush"
  "madvise-sweep\;syscalls:sys_enter_madvise\;tlb:tlb_flush"
  "reclaim-mmap-read\;vmscan:mm_vmscan_lru_shrink_inactive\;fault"
  "parallel-pagefault\;exceptions:page_fault_user\;kmem:mm_page_alloc\;syscalls:sys_enter_munmap"
  "udp-stream\;schedule\;alloc"
  "numa-migrate\;migrate:mm_migrate_pages")
foreach(spec ${MMR_RECORD_LIVE})
  list(GET spec 0 wl)
  mmr_sh_test(record_${wl} record-workload.sh LABELS live ARGS ${spec})
  set_tests_properties(record_${wl} PROPERTIES RUN_SERIAL TRUE)
endforeach()
mmr_sh_test(record_basic record-basic.sh LABELS live)
mmr_sh_test(record_maps record-maps.sh LABELS live)
mmr_sh_test(record_kill record-kill.sh LABELS live)
mmr_sh_test(record_settle record-settle.sh LABELS live)
set_tests_properties(record_basic record_kill record_settle record_maps PROPERTIES RUN_SERIAL TRUE)

# bench: overhead against perf record (not run by default: ctest -L bench).
mmr_sh_test(bench_record bench-record.sh LABELS bench)
set_tests_properties(bench_record PROPERTIES RUN_SERIAL TRUE TIMEOUT 1800)
mmr_sh_test(record-progress record-progress.sh LABELS live)
# live: the recorder under faults (issue 20): PID namespaces, stale instances,
# process-group and cgroup kills, the command's fate, SIGINT, outputs kept or refused.
mmr_sh_test(record_faults record-faults.sh LABELS live)
set_tests_properties(record_faults PROPERTIES RUN_SERIAL TRUE TIMEOUT 300)
