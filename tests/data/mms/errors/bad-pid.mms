1000 0 12/x tlb:tlb_flush
