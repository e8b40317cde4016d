#! cpus=4
1000 0 1 tlb:tlb_flush
#! kernel=6.18
