# an event mmreplay does not know (typo in the name)
1000 0 1 tlb:tlb_flush reason=1 pages=1
1001 0 1 tlb:tlb_flushh reason=1 pages=1
