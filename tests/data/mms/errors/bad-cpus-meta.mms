# a malformed cpus= is refused when the source is opened
#! kernel=6.18 cpus=four
1000 0 1 tlb:tlb_flush
