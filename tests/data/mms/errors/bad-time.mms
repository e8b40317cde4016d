0.0000000001 0 1 tlb:tlb_flush
