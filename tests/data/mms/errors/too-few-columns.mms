1000 0 1 tlb:tlb_flush
1001 0 1
