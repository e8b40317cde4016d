1000 0 1 tlb:tlb_flush reason=0x100000000
