# The build itself: the profile-guided library (MMR_PGO) used its training run's counts.
mmr_sh_test(build_pgo build-pgo.sh ARGS ${MMR_PGO})
# The folders' include direction: replay/ and capture/ never into models/,
# models/ only into include/mmreplay/ and models/.
mmr_sh_test(build_layering build-layering.sh)
# The library's dynamic symbols are exactly the public headers' declarations.
mmr_sh_test(build_exports build-exports.sh)
