#! cpus=4
1000 4 1 tlb:tlb_flush
