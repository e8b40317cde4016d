1000 0 1 tlb:tlb_flush reason=2147483648
