# The training run of a profile-guided build (MMR_PGO=ON, CMakeLists.txt), run
# by the build before it compiles the library, as `cmake -DSRC=... -DBIN=...
# -DCC=... -DBUILD_TYPE=... -DCFLAGS=... -DCFLAGS_BT=... -DUSE_DIR=... -P
# pgo-train.cmake`:
#  - SRC, BIN: the source tree, and the build tree of the instrumented copy
#    (configured here with the outer build's compiler, build type and flags,
#    CMAKE_C_FLAGS and CMAKE_C_FLAGS_<type>, plus -fprofile-generate, and
#    MMR_PGO_GEN for the same link-time optimisation and interposition flags;
#    its own MMR_PGO is off: gcc refuses counts of a function compiled
#    otherwise);
#  - every bundled real trace under SRC/tests/data (*.mmr, *.dat) is diffed by
#    that copy's CLI with every built-in model at once (the replay, the
#    measurers and the diff: what `mmreplay diff -m ...` runs), so the profile
#    is that of real recordings, not of the benchmarks' synthetic traces;
#  - USE_DIR: the real library's object folder.  gcc wrote the counts beside
#    the copy's objects (BIN/CMakeFiles/mmreplay_objs.dir/<source>.gcda) and reads
#    them beside the real ones: they are copied over.
# Once trained, a later build trains again only when the copy's library or
# CLI changed (BIN/pgo-train.stamp).
foreach(v SRC BIN CC BUILD_TYPE USE_DIR)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "pgo-train.cmake: -D${v}=... missing")
  endif()
endforeach()

# configured the first time, and again when the outer build's compiler, type or
# flags changed (counts from other flags would not match the real compile)
set(want "${CC}|${BUILD_TYPE}|${CFLAGS}|${CFLAGS_BT}|gen")
string(TOUPPER "${BUILD_TYPE}" bt)
set(have "")
if(EXISTS "${BIN}/pgo-config.txt")
  file(READ "${BIN}/pgo-config.txt" have)
endif()
if(NOT EXISTS "${BIN}/CMakeCache.txt" OR NOT have STREQUAL want)
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SRC}" -B "${BIN}" -DMMR_PGO=OFF -DMMR_PGO_GEN=ON
                          "-DCMAKE_C_COMPILER=${CC}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
                          "-DCMAKE_C_FLAGS=${CFLAGS} -fprofile-generate -fprofile-update=single"
                          "-DCMAKE_C_FLAGS_${bt}=${CFLAGS_BT}"
                  OUTPUT_QUIET RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pgo-train: configuring the instrumented build in ${BIN} failed")
  endif()
  file(WRITE "${BIN}/pgo-config.txt" "${want}")
endif()
include(ProcessorCount)
ProcessorCount(ncpu)
if(ncpu EQUAL 0)
  set(ncpu 1)
endif()
# a make of its own, not a child of the outer one's job server
execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=MAKEFLAGS --unset=MFLAGS --unset=MAKELEVEL
                        "${CMAKE_COMMAND}" --build "${BIN}" --target mmreplay-cli -j ${ncpu}
                OUTPUT_QUIET RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pgo-train: building the instrumented library in ${BIN} failed")
endif()
set(CLI "${BIN}/mmreplay")
set(GEN_DIR "${BIN}/CMakeFiles/mmreplay_objs.dir")
set(STAMP "${BIN}/pgo-train.stamp")
file(GLOB lib "${BIN}/libmmreplay.so*")
set(stale 0)
foreach(f "${CLI}" ${lib})
  if(NOT EXISTS "${STAMP}" OR "${f}" IS_NEWER_THAN "${STAMP}")
    set(stale 1)
  endif()
endforeach()
if(NOT stale)
  return()
endif()

# counts of an earlier run would be added to (or, for a changed source, refused);
# the CLI's own too (tools/), which nothing reads
file(GLOB_RECURSE old "${BIN}/*.gcda")
if(old)
  file(REMOVE ${old})
endif()

# every built-in model: the lines of `mmreplay models` that hold one name
execute_process(COMMAND "${CLI}" models OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pgo-train: ${CLI} models failed (${rc})")
endif()
string(REPLACE "\n" ";" lines "${out}")
set(margs)
foreach(l IN LISTS lines)
  if(l MATCHES "^[a-z0-9][a-z0-9_.-]*$")
    list(APPEND margs -m ${l})
  endif()
endforeach()
if(NOT margs)
  message(FATAL_ERROR "pgo-train: no model names in the output of ${CLI} models")
endif()

file(GLOB_RECURSE traces "${SRC}/tests/data/*.mmr" "${SRC}/tests/data/*.dat")
list(SORT traces)
if(NOT traces)
  message(WARNING "pgo-train: no traces under ${SRC}/tests/data; the library is built without a profile")
endif()
foreach(t IN LISTS traces)
  execute_process(COMMAND "${CLI}" diff -q ${margs} "${t}"
                  OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pgo-train: ${CLI} diff ${t} failed (${rc}): ${err}")
  endif()
endforeach()

file(GLOB_RECURSE counts RELATIVE "${GEN_DIR}" "${GEN_DIR}/*.gcda")
foreach(c IN LISTS counts)
  get_filename_component(d "${USE_DIR}/${c}" DIRECTORY)
  file(COPY "${GEN_DIR}/${c}" DESTINATION "${d}")
endforeach()
list(LENGTH traces nt)
list(LENGTH counts nc)
message(STATUS "pgo-train: ${nt} traces, profile of ${nc} objects")
file(TOUCH "${STAMP}")
