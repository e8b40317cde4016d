1000 0 1 tlb:tlb_flush reason= pages=1
