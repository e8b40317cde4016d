1000 0 1 tlb:tlb_flush
2000 1 1 tlb:tlb_flush
2000 2 1 tlb:tlb_flush
0.000001 3 1 tlb:tlb_flush
