# Documentation and installation: man pages agree with --help and render
# cleanly; `cmake --install` gives a third party a working CLI, headers,
# pkg-config file and man pages (an out-of-tree model is built and loaded).
mmr_sh_test(docs-install docs-install.sh)
mmr_sh_test(docs-man-pages docs-man-pages.sh)
mmr_sh_test(docs-progress docs-progress.sh)
# Debian packages built from a copy of the tree, unpacked and run (issue 22;
# label package: a full build, about two minutes).
mmr_sh_test(package package.sh LABELS package)
set_tests_properties(package PROPERTIES TIMEOUT 1200)
