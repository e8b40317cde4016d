# The build itself: the profile-guided library (MMR_PGO) used its training run's counts.
mmr_sh_test(build_pgo build-pgo.sh ARGS ${MMR_PGO})
