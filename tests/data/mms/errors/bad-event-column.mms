1000 0 1 tlb_flush reason=1
